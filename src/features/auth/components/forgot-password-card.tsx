import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';

import { paths } from '@/config/paths';
import type { ForgotPasswordForm } from '@/features/auth/api/auth-schemas';
import { AuthCard, AuthFootnote, AuthLink } from '@/features/auth/components/auth-card';
import {
  AuthForm,
  EmailField,
  fieldBinder,
  FormError,
  FormSuccess,
} from '@/features/auth/components/auth-form';
import { RESET_SIMULATION_DELAY_MS } from '@/features/auth/model/registration-status';
import { lazyResolver } from '@/lib/lazy-resolver';

export const RESET_SENT_MESSAGE = msg`If an account with that email exists, a password reset link has been sent.`;

const resolver = lazyResolver(() =>
  import('@/features/auth/api/auth-resolvers').then((module) => module.forgotPasswordResolver),
);

/**
 * 'Forgot Password' (spec §2, §5): a local simulation, no request is made. The answer never
 * says whether the account exists.
 */
export function ForgotPasswordCard() {
  const { t, i18n } = useLingui();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordForm>({ resolver, defaultValues: { email: '' } });
  const {
    handleSubmit,
    formState: { errors },
  } = form;
  const bind = fieldBinder(form, 'forgot');

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
      <AuthForm
        label={t`Forgot password`}
        onSubmit={onSubmit}
        preload={resolver.preload}
        disabled={sending}
        submitLabel={sending ? t`Sending...` : t`Send reset link`}
        after={
          <>
            <FormError message={errors.root?.message} />
            <FormSuccess message={sent ? i18n._(RESET_SENT_MESSAGE) : undefined} />
          </>
        }
      >
        <EmailField autoComplete="email" {...bind('email')} />
      </AuthForm>
      <AuthFootnote>
        <Trans>
          Remembered it? <AuthLink to={paths.login}>Sign in</AuthLink>
        </Trans>
      </AuthFootnote>
    </AuthCard>
  );
}
