import { useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode, SubmitEventHandler } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

import { RestoredDraftNotice } from '@/components/form/restored-draft-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormDraft } from '@/hooks/use-form-draft';
import { usePreloadOnFocus } from '@/hooks/use-preload-on-focus';
import { ApiError, errorMessageFromBody } from '@/lib/api/api-client';

/** The parts the sign-in, registration, confirmation and password-reset forms share. */

const noPreload = () => {};

/**
 * The form of an auth screen: the notice of a restored draft, the fields (`children`) and the
 * full-width submit button in one fieldset that `disabled` turns off (with `actions` after the
 * button), then `after` (the form's messages). `preload` runs once the user is in the form.
 */
export function AuthForm({
  label,
  onSubmit,
  preload = noPreload,
  restoredDraft,
  disabled,
  submitLabel,
  actions,
  after,
  children,
}: {
  label: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  preload?: () => void;
  /** Shown while a restored draft is on screen: Discard drops it. */
  restoredDraft?: { discard: () => void };
  disabled: boolean;
  submitLabel: string;
  actions?: ReactNode;
  after: ReactNode;
  children: ReactNode;
}) {
  const preloadProps = usePreloadOnFocus<HTMLFormElement>(preload);
  return (
    <form
      {...preloadProps}
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="grid gap-4"
    >
      {restoredDraft ? <RestoredDraftNotice onDiscard={restoredDraft.discard} /> : null}
      <fieldset disabled={disabled} className="grid gap-4">
        {children}
        <SubmitButton className="w-full">{submitLabel}</SubmitButton>
        {actions}
      </fieldset>
      {after}
    </form>
  );
}

/** A form's error under its fields: red, centered, announced (kept in place while empty). */
export function FormError({ message }: { message?: string }) {
  return (
    <p role="alert" className="text-center text-sm text-destructive empty:sr-only">
      {message}
    </p>
  );
}

/** A form's success message, announced politely. */
export function FormSuccess({ message }: { message?: string }) {
  return (
    <p role="status" className="text-center text-sm font-medium text-primary empty:sr-only">
      {message}
    </p>
  );
}

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The email field of the auth forms: labelled 'Email', with the phone's email keyboard. */
export function EmailField(props: FieldProps) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" inputMode="email" {...props} />;
}

/** A password field of the auth forms, labelled 'Password' unless `label` says otherwise. */
export function PasswordField({ label, ...props }: FieldProps & { label?: string }) {
  const { t } = useLingui();
  return <TextField label={label ?? t`Password`} type="password" {...props} />;
}

/**
 * Binds an auth form's fields to it: `bind('confirmPassword')` gives the field its id (here
 * `register-confirm-password`), its validation message and react-hook-form's props.
 */
export function fieldBinder<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  idPrefix: string,
) {
  const { errors } = form.formState;
  return (name: Path<TValues>) => {
    const error: unknown = get(errors, name);
    const message =
      typeof error === 'object' && error !== null && 'message' in error
        ? String(error.message)
        : undefined;
    const id = `${idPrefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    return { id, error: message, ...form.register(name) };
  };
}

/**
 * An auth form on react-hook-form, starting at `defaultValues`: what is typed in `draftFields`
 * (never a password; all fields when left out) is kept as a draft under `draftScreen`, and
 * `bind` ties each field to the form with an id under `idPrefix`.
 */
export function useAuthForm<TValues extends FieldValues>({
  resolver,
  defaultValues,
  idPrefix,
  draftScreen,
  draftFields,
}: {
  resolver: Resolver<TValues>;
  defaultValues: TValues;
  idPrefix: string;
  draftScreen: string;
  draftFields?: readonly (keyof TValues & string)[];
}) {
  const form = useForm<TValues>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const draft = useFormDraft(form, { screen: draftScreen, defaultValues, fields: draftFields });
  return { form, draft, bind: fieldBinder(form, idPrefix) };
}

/**
 * What a failed request of an auth form says: the server's `error`, else the error's own
 * message (a network failure), else `failed`.
 */
export function requestErrorMessage(error: unknown, failed: string) {
  if (error instanceof ApiError) return errorMessageFromBody(error) ?? failed;
  return error instanceof Error && error.message ? error.message : failed;
}
