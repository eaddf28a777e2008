import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { LoginRequest } from '@/features/auth/api/auth-schemas';
import { login } from '@/features/auth/api/login';
import {
  AuthForm,
  EmailField,
  useAuthForm,
  FormError,
  PasswordField,
  requestErrorMessage,
} from '@/features/auth/components/auth-form';
import { decodeSessionToken } from '@/lib/session/jwt';
import { lazyResolver } from '@/lib/lazy-resolver';
import { signIn } from '@/lib/session/session';

/** What the API answers a successful sign-in with: compared with its data, never shown. */
const LOGIN_SUCCESS_MESSAGE = 'Login successful';

const LOGIN_TEXTS = {
  signInFailed: msg`Sign in failed`,
  loginFailed: msg`Login failed`,
};

const DEFAULT_VALUES: LoginRequest = { email: '', password: '' };
/** The sign-in draft keeps the email only: never a password. */
const DRAFT_FIELDS = ['email'] as const;

const resolver = lazyResolver(() =>
  import('@/features/auth/api/auth-resolvers').then((module) => module.loginResolver),
);

/**
 * Email and password. On success stores the token (the session then takes the user on); on
 * failure shows why below the fields, keeping what was typed.
 */
export function LoginForm({ demoAccount }: { demoAccount?: { email: string; password: string } }) {
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string>();
  const { form, draft, bind } = useAuthForm({
    resolver,
    defaultValues: DEFAULT_VALUES,
    idPrefix: 'login',
    draftScreen: 'login',
    draftFields: DRAFT_FIELDS,
  });
  const {
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(undefined);
    try {
      const response = await login(credentials);
      if (!response.success || response.message !== LOGIN_SUCCESS_MESSAGE || !response.token) {
        setFormError(i18n._(LOGIN_TEXTS.loginFailed));
        return;
      }
      const decoded = decodeSessionToken(response.token);
      if (!decoded.ok) {
        setFormError(i18n._(decoded.error));
        return;
      }
      draft.clear();
      signIn(response.token);
    } catch (error) {
      setFormError(requestErrorMessage(error, i18n._(LOGIN_TEXTS.signInFailed)));
    }
  });

  return (
    <AuthForm
      label={t`Sign in`}
      onSubmit={onSubmit}
      preload={resolver.preload}
      restoredDraft={draft.restored && dirtyFields.email ? draft : undefined}
      disabled={isSubmitting}
      submitLabel={isSubmitting ? t`Signing in...` : t`Sign in`}
      after={
        <>
          <FormError message={formError ?? errors.root?.message} />
          {demoAccount ? (
            <div className="rounded-md border border-dashed p-3 text-sm">
              <p className="text-muted-foreground">
                <DemoAccountNote email={demoAccount.email} password={demoAccount.password} />
              </p>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                className="mt-2"
                disabled={isSubmitting}
                onClick={() => {
                  setValue('email', demoAccount.email, { shouldValidate: true });
                  setValue('password', demoAccount.password, { shouldValidate: true });
                }}
              >
                <Trans>Use demo account</Trans>
              </Button>
            </div>
          ) : null}
        </>
      }
    >
      <EmailField autoComplete="username" placeholder="you@example.com" {...bind('email')} />
      <PasswordField autoComplete="current-password" {...bind('password')} />
    </AuthForm>
  );
}

/** How to sign in to the demo, with its account's email and password. */
function DemoAccountNote({ email, password }: { email: string; password: string }) {
  return (
    <Trans>
      Demo mode: your data stays in this browser. Sign in as{' '}
      <span className="font-medium text-foreground">{email}</span> with password{' '}
      <span className="font-medium text-foreground">{password}</span>.
    </Trans>
  );
}
