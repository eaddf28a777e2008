import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useLocation } from 'react-router-dom';

import type { PageHandle } from '@/app/prerendered-pages';
import { DEMO_ACCOUNT } from '@/config/demo';
import { IS_DEMO_MODE } from '@/config/env';
import { paths, redirectTargetAfterLogin } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { AuthCard, authLinkClass } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/session';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: msg`Sign in`,
  description: msg`Sign in to YardVision to redesign your yard from a photo and keep your customers, projects and designs in one place.`,
};

/** `/login` (spec §2): a 400 px card. A signed-in user goes straight on into the app. */
export function LoginRoute() {
  const localized = useLocalizedPath();
  const { t, i18n } = useLingui();
  useDocumentTitle(handle.title && i18n._(handle.title));
  const session = useSession();
  const { search } = useLocation();
  const product = PRODUCT_NAME;

  if (session.status === 'signed-in') {
    return <Navigate to={redirectTargetAfterLogin(search)} replace />;
  }

  return (
    <AuthCard title={t`Sign in`} description={t`Sign in to your ${product} account.`}>
      {session.reason ? (
        <p
          role="status"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
        >
          {i18n._(session.reason)}
        </p>
      ) : null}
      <LoginForm demoAccount={IS_DEMO_MODE ? DEMO_ACCOUNT : undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={localized(paths.forgotPassword)} className={authLinkClass}>
          <Trans>Forgot password?</Trans>
        </Link>
        <span className="text-muted-foreground">
          <Trans>
            No account?{' '}
            <Link to={localized(paths.register)} className={authLinkClass}>
              Sign up
            </Link>
          </Trans>
        </span>
      </div>
    </AuthCard>
  );
}
