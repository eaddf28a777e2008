import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import type { PageHandle } from '@/app/prerendered-pages';
import { paths } from '@/config/paths';
import { AuthCard, AuthFootnote, AuthLink, AuthNotice } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { REGISTRATIONS_DISABLED } from '@/features/auth/model/registration-status';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: msg`Create an account`,
  description: msg`Create a YardVision account and turn photos of a yard into AI landscape designs in any style, season and weather.`,
};

/**
 * `/register` (spec §2): closed for now, with a banner saying so. `registrationsDisabled` is the
 * switch, `REGISTRATIONS_DISABLED` unless given (the whole flow's tests give false).
 */
export function RegisterRoute({
  registrationsDisabled = REGISTRATIONS_DISABLED,
}: {
  registrationsDisabled?: boolean;
}) {
  const { t, i18n } = useLingui();
  useDocumentTitle(handle.title && i18n._(handle.title));
  return (
    <AuthCard title={t`Create an account`}>
      {registrationsDisabled ? (
        <AuthNotice role="note" className="font-medium">
          <Trans>Registrations are temporarily disabled</Trans>
        </AuthNotice>
      ) : null}
      <RegisterForm disabled={registrationsDisabled} />
      <AuthFootnote>
        <Trans>
          Already have an account? <AuthLink to={paths.login}>Sign in</AuthLink>
        </Trans>
      </AuthFootnote>
    </AuthCard>
  );
}
