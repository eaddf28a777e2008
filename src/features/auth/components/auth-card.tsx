import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import type { ComponentProps, SubmitEventHandler, ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { RestoredDraftNotice } from '@/components/form/restored-draft-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useLocalizedPath } from '@/hooks/use-localized-path';
import { usePreloadOnFocus } from '@/hooks/use-preload-on-focus';
import { ApiError, errorMessageFromBody } from '@/lib/api/api-client';
import { cn } from '@/lib/utils';

const authLinkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

/** The 400 px card the sign-in, registration and recovery screens share, with a Back link. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const localized = useLocalizedPath();
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-[400px]">
        <CardHeader>
          <Link
            to={localized(paths.home)}
            className={`${authLinkClass} mb-2 inline-flex w-fit items-center gap-1 text-sm`}
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            <Trans>Back</Trans>
          </Link>
          <h1 className="text-2xl leading-none font-semibold">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A link of the auth screens (to the page in the language shown), in their link style. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Link to={localized(to)} className={authLinkClass}>
      {children}
    </Link>
  );
}

/** A word of warning at the top of an auth card (why the user was signed out, closed sign-ups). */
export function AuthNotice({
  role,
  className,
  children,
}: {
  role: 'status' | 'note';
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={role}
      className={cn(
        'rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm',
        className,
      )}
    >
      {children}
    </p>
  );
}

/** The line under an auth card's form that leads to another auth screen. */
export function AuthFootnote({ children }: { children: ReactNode }) {
  return <p className="text-center text-sm text-muted-foreground">{children}</p>;
}

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

/**
 * What a failed request of an auth form says: the server's `error`, else the error's own
 * message (a network failure), else `failed`.
 */
export function requestErrorMessage(error: unknown, failed: string) {
  if (error instanceof ApiError) return errorMessageFromBody(error) ?? failed;
  return error instanceof Error && error.message ? error.message : failed;
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
