import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { confirmFormSchema, type ConfirmForm } from '@/features/auth/api/auth-schemas';
import { useConfirmEmail, useResendCode } from '@/features/auth/api/confirm-email';
import { AuthCard, AuthFootnote, AuthLink } from '@/features/auth/components/auth-card';
import {
  AuthForm,
  useAuthForm,
  FormError,
  FormSuccess,
} from '@/features/auth/components/auth-form';
import { AUTH_REDIRECT_DELAY_MS } from '@/features/auth/model/registration-status';
import { ApiError, errorMessageFromBody } from '@/lib/api/api-client';
import { useLocalizedPath } from '@/hooks/use-localized-path';

export const CONFIRM_MESSAGES = {
  confirmed: msg`Email confirmed successfully!`,
  resent: msg`Verification code resent! Please check your email.`,
  confirmFailed: msg`Confirmation failed`,
  unexpected: msg`An unexpected error occurred.`,
  resendFailed: msg`Failed to resend code`,
};

const DEFAULT_VALUES: ConfirmForm = { code: '' };

/**
 * The emailed code confirms the address (spec §4): 'Verify Email', 'Resend Code', and sign-in
 * after a confirmation.
 */
export function ConfirmEmailCard({ email }: { email: string }) {
  const localized = useLocalizedPath();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const resend = useResendCode();
  const [error, setError] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const [confirmed, setConfirmed] = useState(false);
  // The code typed for this address stays until it is confirmed (a reload, a detour to the mail).
  const { form, draft, bind } = useAuthForm({
    resolver: zodResolver(confirmFormSchema),
    defaultValues: DEFAULT_VALUES,
    idPrefix: 'confirm',
    draftScreen: `confirm:${email}`,
  });
  const {
    handleSubmit,
    formState: { isSubmitting, isDirty },
  } = form;

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(
      () => void navigate(localized(paths.login)),
      AUTH_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [confirmed, navigate, localized]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setError(undefined);
    setSuccess(undefined);
    try {
      await confirm.mutateAsync({ email, code: code.trim() });
      draft.clear();
      setSuccess(i18n._(CONFIRM_MESSAGES.confirmed));
      setConfirmed(true);
    } catch (cause) {
      setError(
        cause instanceof ApiError
          ? (errorMessageFromBody(cause, 'message') ?? i18n._(CONFIRM_MESSAGES.confirmFailed))
          : i18n._(CONFIRM_MESSAGES.unexpected),
      );
    }
  });

  const onResend = async () => {
    setError(undefined);
    setSuccess(undefined);
    try {
      await resend.mutateAsync(email);
      setSuccess(i18n._(CONFIRM_MESSAGES.resent));
    } catch (cause) {
      setError(errorMessageFromBody(cause, 'message') ?? i18n._(CONFIRM_MESSAGES.resendFailed));
    }
  };

  const busy = isSubmitting || resend.isPending || confirmed;
  return (
    <AuthCard
      title={t`Confirm Your Email`}
      description={
        <Trans>
          Enter the verification code we sent to{' '}
          <span className="font-medium break-all text-foreground">{email}</span>.
        </Trans>
      }
    >
      <AuthForm
        label={t`Confirm your email`}
        onSubmit={onSubmit}
        restoredDraft={draft.restored && isDirty ? draft : undefined}
        disabled={busy}
        submitLabel={isSubmitting ? t`Verifying...` : t`Verify Email`}
        actions={
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => void onResend()}
          >
            {resend.isPending ? t`Sending...` : t`Resend Code`}
          </Button>
        }
        after={
          <>
            <FormError message={error} />
            <FormSuccess message={success} />
          </>
        }
      >
        <TextField
          label={t`Verification code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          {...bind('code')}
        />
      </AuthForm>
      <AuthFootnote>
        <AuthLink to={paths.login}>
          <Trans>Back to sign in</Trans>
        </AuthLink>
      </AuthFootnote>
    </AuthCard>
  );
}
