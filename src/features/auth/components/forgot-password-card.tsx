import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';

import { SubmitButton } from '@/components/form/submit-button';
import { paths } from '@/config/paths';
import type { ForgotPasswordForm } from '@/features/auth/api/auth-schemas';
import {
  AuthCard,
  authLinkClass,
  FormError,
  FormSuccess,
  EmailField,
} from '@/features/auth/components/auth-card';
import { RESET_SIMULATION_DELAY_MS } from '@/features/auth/model/registration-status';
import { usePreloadOnFocus } from '@/hooks/use-preload-on-focus';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLocalizedPath } from '@/hooks/use-localized-path';

export const RESET_SENT_MESSAGE = msg`If an account with that email exists, a password reset link has been sent.`;

const resolver = lazyResolver(() =>
  import('@/features/auth/api/auth-resolvers').then((module) => module.forgotPasswordResolver),
);

/**
 * 'Forgot Password' (spec §2, §5): a local simulation, no request is made. The answer never
 * says whether the account exists.
 */
export function ForgotPasswordCard() {
  const localized = useLocalizedPath();
  const { t, i18n } = useLingui();
  const [sending, setSending] = useState(false);
  const preloadProps = usePreloadOnFocus<HTMLFormElement>(resolver.preload);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordForm>({
    resolver,
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (!sending) return;
    const timer = window.setTimeout(() => {
      setSending(false);
      setSent(true);
    }, RESET_SIMULATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sending]);

  const onSubmit = handleSubmit(() => {
    setSent(false);
    setSending(true);
  });

  return (
    <AuthCard
      title={t`Forgot Password`}
      description={t`Enter your email and we will send you a link to reset your password.`}
    >
      <form
        {...preloadProps}
        onSubmit={onSubmit}
        noValidate
        aria-label={t`Forgot password`}
        className="grid gap-4"
      >
        <fieldset disabled={sending} className="grid gap-4">
          <EmailField
            id="forgot-email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <SubmitButton className="w-full">
            {sending ? t`Sending...` : t`Send reset link`}
          </SubmitButton>
        </fieldset>
        <FormError message={errors.root?.message} />
        <FormSuccess message={sent ? i18n._(RESET_SENT_MESSAGE) : undefined} />
      </form>
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Remembered it?{' '}
          <Link to={localized(paths.login)} className={authLinkClass}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
