import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import type { RegisterForm as Values } from '@/features/auth/api/auth-schemas';
import { register as registerAccount } from '@/features/auth/api/register';
import {
  AuthForm,
  EmailField,
  useAuthForm,
  FormError,
  FormSuccess,
  PasswordField,
  requestErrorMessage,
} from '@/features/auth/components/auth-form';
import { AUTH_REDIRECT_DELAY_MS } from '@/features/auth/model/registration-status';
import { lazyResolver } from '@/lib/lazy-resolver';

export const REGISTRATION_SUCCESS_MESSAGE = msg`Registration successful! Please check your email for verification code.`;

const REGISTRATION_FAILED = msg`Registration failed`;

const DEFAULT_VALUES: Values = { name: '', email: '', password: '', confirmPassword: '' };
/** The registration draft keeps the name and the email: never a password. */
const DRAFT_FIELDS = ['name', 'email'] as const;

const resolver = lazyResolver(() =>
  import('@/features/auth/api/auth-resolvers').then((module) => module.registerResolver),
);

/** Name, email and two passwords; on success, on to the email confirmation (spec §4). */
export function RegisterForm({ disabled }: { disabled: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const { form, draft, bind } = useAuthForm({
    resolver,
    defaultValues: DEFAULT_VALUES,
    idPrefix: 'register',
    draftScreen: 'register',
    draftFields: DRAFT_FIELDS,
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;

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
      setFormError(requestErrorMessage(error, i18n._(REGISTRATION_FAILED)));
    }
  });

  const busy = isSubmitting || registeredEmail !== undefined;
  return (
    <AuthForm
      label={t`Create an account`}
      onSubmit={onSubmit}
      preload={resolver.preload}
      restoredDraft={draft.restored && (dirtyFields.name || dirtyFields.email) ? draft : undefined}
      disabled={disabled || busy}
      submitLabel={isSubmitting ? t`Creating account...` : t`Create account`}
      after={
        <>
          <FormError message={formError ?? errors.root?.message} />
          <FormSuccess
            message={registeredEmail ? i18n._(REGISTRATION_SUCCESS_MESSAGE) : undefined}
          />
        </>
      }
    >
      <TextField label={t`Full name`} autoComplete="name" {...bind('name')} />
      <EmailField autoComplete="email" {...bind('email')} />
      <PasswordField autoComplete="new-password" {...bind('password')} />
      <PasswordField
        label={t`Confirm password`}
        autoComplete="new-password"
        {...bind('confirmPassword')}
      />
    </AuthForm>
  );
}
