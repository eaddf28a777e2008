import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';

import { AppLayout } from '@/components/layouts/app-layout';
import { loginPath, paths } from '@/config/paths';
import { signOut, useSession } from '@/lib/session';

/**
 * The `/app` area: only for a signed-in user. Anyone else goes to sign-in, which brings them
 * back here afterwards. Reacts at once to a sign-out in another tab or to the token expiring.
 */
export function AppRoot() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (session.status !== 'signed-in') {
    const heading = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPath(heading)} replace />;
  }

  const logout = async () => {
    // Leave the app area first, so the guard above does not send the user to sign-in.
    await navigate(paths.home);
    signOut();
    queryClient.clear();
  };

  const { user } = session;
  return (
    <AppLayout userLabel={user.name ?? user.email} onLogout={() => void logout()}>
      <Outlet />
    </AppLayout>
  );
}
