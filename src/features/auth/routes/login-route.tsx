import { ArrowLeftIcon } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router-dom';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { DEMO_ACCOUNT } from '@/config/demo';
import { IS_DEMO_MODE } from '@/config/env';
import { paths, redirectTargetAfterLogin } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session';

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

/** `/login` (spec §2): a 400 px card. A signed-in user goes straight on into the app. */
export function LoginRoute() {
  useDocumentTitle('Sign in');
  const session = useSession();
  const { search } = useLocation();

  if (session.status === 'signed-in') {
    return <Navigate to={redirectTargetAfterLogin(search)} replace />;
  }

  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <Card className="w-full max-w-[400px]">
        <CardHeader>
          <Link
            to={paths.home}
            className={`${linkClass} mb-2 inline-flex w-fit items-center gap-1 text-sm`}
          >
            <ArrowLeftIcon aria-hidden="true" className="size-4" />
            Back
          </Link>
          <h1 className="text-2xl leading-none font-semibold">Sign in</h1>
          <CardDescription>Sign in to your {PRODUCT_NAME} account.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {session.reason ? (
            <p
              role="status"
              className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm"
            >
              {session.reason}
            </p>
          ) : null}
          <LoginForm demoAccount={IS_DEMO_MODE ? DEMO_ACCOUNT : undefined} />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <Link to={paths.forgotPassword} className={linkClass}>
              Forgot password?
            </Link>
            <span className="text-muted-foreground">
              No account?{' '}
              <Link to={paths.register} className={linkClass}>
                Sign up
              </Link>
            </span>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
