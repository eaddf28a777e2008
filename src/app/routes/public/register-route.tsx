import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { PageHandle } from '@/app/prerendered-pages';
import { paths } from '@/config/paths';
import { AuthCard, authLinkClass } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { REGISTRATIONS_DISABLED } from '@/features/auth/model/registration-status';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: msg`Create an account`,
  description: msg`Create a YardVision account and turn photos of a yard into AI landscape designs in any style, season and weather.`,
};

/** `/register` (spec §2): closed for now, with a banner saying so. */
export function RegisterRoute() {
  const localized = useLocalizedPath();
  const { t, i18n } = useLingui();
  useDocumentTitle(handle.title && i18n._(handle.title));
  return (
    <AuthCard title={t`Create an account`}>
      {REGISTRATIONS_DISABLED ? (
        <p
          role="note"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm font-medium"
        >
          <Trans>Registrations are temporarily disabled</Trans>
        </p>
      ) : null}
      <RegisterForm disabled={REGISTRATIONS_DISABLED} />
      <p className="text-center text-sm text-muted-foreground">
        <Trans>
          Already have an account?{' '}
          <Link to={localized(paths.login)} className={authLinkClass}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthCard>
  );
}
