import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { RestoredDraftNotice } from '@/components/form/restored-draft-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { LoginRequest } from '@/features/auth/api/auth-schemas';
import { login } from '@/features/auth/api/login';
import { EmailField, FormError } from '@/features/auth/components/auth-card';
import { useFormDraft } from '@/hooks/use-form-draft';
import { usePreloadOnFocus } from '@/hooks/use-preload-on-focus';
import { ApiError, errorMessageFromBody } from '@/lib/api/api-client';
import { decodeSessionToken } from '@/lib/session/jwt';
import { lazyResolver } from '@/lib/lazy-resolver';
import { signIn } from '@/lib/session/session';

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';

const DEFAULT_VALUES: LoginRequest = { email: '', password: '' };
/** The sign-in draft keeps the email only: never a password. */
const DRAFT_FIELDS = ['email'] as const;

const resolver = lazyResolver(() =>
  import('@/features/auth/api/auth-resolvers').then((module) => module.loginResolver),
);

/** The message a failed sign-in shows (spec §8). */
function signInErrorMessage(error: unknown) {
  if (error instanceof ApiError) return errorMessageFromBody(error) ?? 'Sign in failed';
  return error instanceof Error && error.message ? error.message : 'Sign in failed';
}

/**
 * Email and password. On success stores the token (the session then takes the user on); on
 * failure shows why below the fields, keeping what was typed.
 */
export function LoginForm({ demoAccount }: { demoAccount?: { email: string; password: string } }) {
  const preloadProps = usePreloadOnFocus<HTMLFormElement>(resolver.preload);
  const [formError, setFormError] = useState<string>();
  const form = useForm<LoginRequest>({ resolver, defaultValues: DEFAULT_VALUES });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;
  const draft = useFormDraft(form, {
    screen: 'login',
    defaultValues: DEFAULT_VALUES,
    fields: DRAFT_FIELDS,
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFormError(undefined);
    try {
      const response = await login(credentials);
      if (!response.success || response.message !== LOGIN_SUCCESS_MESSAGE || !response.token) {
        setFormError('Login failed');
        return;
      }
      const decoded = decodeSessionToken(response.token);
      if (!decoded.ok) {
        setFormError(decoded.error);
        return;
      }
      draft.clear();
      signIn(response.token);
    } catch (error) {
      setFormError(signInErrorMessage(error));
    }
  });

  return (
    <form
      {...preloadProps}
      onSubmit={onSubmit}
      noValidate
      aria-label="Sign in"
      className="grid gap-4"
    >
      {draft.restored && dirtyFields.email ? (
        <RestoredDraftNotice onDiscard={draft.discard} />
      ) : null}
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <EmailField
          id="login-email"
          autoComplete="username"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitButton className="w-full">{isSubmitting ? 'Signing in...' : 'Sign in'}</SubmitButton>
      </fieldset>
      <FormError message={formError ?? errors.root?.message} />
      {demoAccount ? (
        <div className="rounded-md border border-dashed p-3 text-sm">
          <p className="text-muted-foreground">
            Demo mode: your data stays in this browser. Sign in as{' '}
            <span className="font-medium text-foreground">{demoAccount.email}</span> with password{' '}
            <span className="font-medium text-foreground">{demoAccount.password}</span>.
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
            Use demo account
          </Button>
        </div>
      ) : null}
    </form>
  );
}
