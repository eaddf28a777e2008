import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router-dom';

import type { PageHandle } from '@/app/prerendered-pages';
import { DEMO_ACCOUNT } from '@/config/demo';
import { IS_DEMO_MODE } from '@/config/env';
import { paths, redirectTargetAfterLogin } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { AuthCard, AuthLink, AuthNotice } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/session';

/** Its title and description, also in the head of the page prerendered at build time. */
export const handle: PageHandle = {
  title: msg`Sign in`,
  description: msg`Sign in to YardVision to redesign your yard from a photo and keep your customers, projects and designs in one place.`,
};

/** `/login` (spec §2): a 400 px card. A signed-in user goes straight on into the app. */
export function LoginRoute() {
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
      {session.reason ? <AuthNotice role="status">{i18n._(session.reason)}</AuthNotice> : null}
      <LoginForm demoAccount={IS_DEMO_MODE ? DEMO_ACCOUNT : undefined} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <AuthLink to={paths.forgotPassword}>
          <Trans>Forgot password?</Trans>
        </AuthLink>
        <span className="text-muted-foreground">
          <Trans>
            No account? <AuthLink to={paths.register}>Sign up</AuthLink>
          </Trans>
        </span>
      </div>
    </AuthCard>
  );
}
