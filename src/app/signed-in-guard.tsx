import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { loginPath } from '@/config/paths';
import { useLocalizedPath } from '@/hooks/use-localized-path';
import { whenApiReady } from '@/lib/api/api-ready';
import { useSession } from '@/lib/session/session';

/**
 * Every screen of the signed-in area talks to the API: in demo mode, start its in-browser API
 * right away (a failure shows on the first request that needs it).
 */
export function useStartApi() {
  useEffect(() => {
    whenApiReady().catch(() => undefined);
  }, []);
}

/** To sign-in, which brings the user back to this very address afterwards. */
export function SignInRedirect() {
  const location = useLocation();
  const localized = useLocalizedPath();
  const back = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={localized(loginPath(back))} replace />;
}

/**
 * A signed-in screen without the app's frame (presentation mode): the same guard as the app
 * area (anyone else goes to sign-in and comes back; a sign-out in another tab or the token
 * expiring reacts at once) and the same start of the API, but no sidebar or top bar.
 */
export function SignedInOnly() {
  const session = useSession();
  useStartApi();
  if (session.status !== 'signed-in') return <SignInRedirect />;
  return <Outlet />;
}
