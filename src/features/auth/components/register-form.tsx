import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { RestoredDraftNotice } from '@/components/form/restored-draft-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { RegisterForm as Values } from '@/features/auth/api/auth-schemas';
import { register as registerAccount } from '@/features/auth/api/register';
import { EmailField, FormError, FormSuccess } from '@/features/auth/components/auth-card';
import { AUTH_REDIRECT_DELAY_MS } from '@/features/auth/model/registration-status';
import { useFormDraft } from '@/hooks/use-form-draft';
import { usePreloadOnFocus } from '@/hooks/use-preload-on-focus';
import { ApiError, errorMessageFromBody } from '@/lib/api/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';

export const REGISTRATION_SUCCESS_MESSAGE = msg`Registration successful! Please check your email for verification code.`;

const REGISTRATION_FAILED = msg`Registration failed`;

const DEFAULT_VALUES: Values = { name: '', email: '', password: '', confirmPassword: '' };
/** The registration draft keeps the name and the email: never a password. */
const DRAFT_FIELDS = ['name', 'email'] as const;

const resolver = lazyResolver(() =>
  import('@/features/auth/api/auth-resolvers').then((module) => module.registerResolver),
);

function registrationErrorMessage(error: unknown, i18n: I18n) {
  const failed = i18n._(REGISTRATION_FAILED);
  if (error instanceof ApiError) return errorMessageFromBody(error) ?? failed;
  return error instanceof Error && error.message ? error.message : failed;
}

/** Name, email and two passwords; on success, on to the email confirmation (spec §4). */
export function RegisterForm({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useLingui();
  const preloadProps = usePreloadOnFocus<HTMLFormElement>(resolver.preload);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const form = useForm<Values>({ resolver, defaultValues: DEFAULT_VALUES });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;
  const draft = useFormDraft(form, {
    screen: 'register',
    defaultValues: DEFAULT_VALUES,
    fields: DRAFT_FIELDS,
  });

  useEffect(() => {
    if (!registeredEmail) return;
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ email: registeredEmail, mode: 'register' });
      void navigate(`${paths.confirm}?${query.toString()}`);
    }, AUTH_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [registeredEmail, navigate]);

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setFormError(undefined);
    try {
      await registerAccount({ name: name.trim(), email: email.trim(), password });
      draft.clear();
      setRegisteredEmail(email.trim());
    } catch (error) {
      setFormError(registrationErrorMessage(error, i18n));
    }
  });

  const busy = isSubmitting || registeredEmail !== undefined;
  return (
    <form
      {...preloadProps}
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Create an account`}
      className="grid gap-4"
    >
      {draft.restored && (dirtyFields.name || dirtyFields.email) ? (
        <RestoredDraftNotice onDiscard={draft.discard} />
      ) : null}
      <fieldset disabled={disabled || busy} className="grid gap-4">
        <TextField
          id="register-name"
          label={t`Full name`}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField
          id="register-email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="register-password"
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="register-confirm-password"
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton className="w-full">
          {isSubmitting ? t`Creating account...` : t`Create account`}
        </SubmitButton>
      </fieldset>
      <FormError message={formError ?? errors.root?.message} />
      <FormSuccess message={registeredEmail ? i18n._(REGISTRATION_SUCCESS_MESSAGE) : undefined} />
    </form>
  );
}
