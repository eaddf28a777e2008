import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { UpdatePrompt } from '@/app/app-updates';
import { demoApi } from '@/app/demo-api';
import { useDemoDeviceSeed } from '@/app/demo-device-seed';
import { SignInRedirect, useStartApi } from '@/app/signed-in-guard';
import { DemoBadge } from '@/components/demo-badge';
import { AppLayout } from '@/components/layouts/app-layout';
import { Toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useLocalizedPath } from '@/hooks/use-localized-path';
import {
  UnsharedRecordsDialog,
  useUnsharedRecords,
} from '@/features/approval/records/unshared-records-dialog';
import { useDesignQueueSender } from '@/features/generate/design-queue/use-design-queue-sender';
import { useSession } from '@/lib/session/session';
import { logOut } from '@/lib/session/sign-out-wipe';

/**
 * The `/app` area: only for a signed-in user. Anyone else goes to sign-in, which brings them
 * back here afterwards. Reacts at once to a sign-out in another tab or to the token expiring.
 */
export function AppRoot() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);
  // Signed proposals never shared or downloaded: Logout asks first (they go with it).
  const unshared = useUnsharedRecords();
  const [askingLogout, setAskingLogout] = useState(false);
  const localized = useLocalizedPath();

  useStartApi();
  // Demo mode: the demo project's designs are priced on this device once.
  useDemoDeviceSeed();
  // Designs queued offline go by themselves once online (nothing runs while none is queued).
  useDesignQueueSender();

  // A deliberate logout goes home; any other sign-out (expiry, another tab) goes to sign-in.
  if (loggedOut) return <Navigate to={localized(paths.home)} />;
  if (session.status !== 'signed-in') return <SignInRedirect />;

  // Nothing of the organization stays on the device (src/lib/session/sign-out-wipe.ts).
  const logout = () => {
    setLoggedOut(true);
    void logOut();
  };
  const requestLogout = () => {
    void unshared.check().then(
      (records) => (records.length > 0 ? setAskingLogout(true) : logout()),
      // No store to read on this device (none kept there): nothing to warn about.
      logout,
    );
  };

  const demo = demoApi;
  const resetDemo = demo
    ? async () => {
        await demo.reset();
        await queryClient.resetQueries();
      }
    : undefined;

  const { user } = session;
  return (
    <AppLayout
      userLabel={user.name ?? user.email}
      onLogout={requestLogout}
      status={resetDemo ? <DemoBadge onReset={resetDemo} /> : null}
    >
      <Outlet />
      <Toaster />
      <UpdatePrompt />
      <UnsharedRecordsDialog
        open={askingLogout}
        onOpenChange={setAskingLogout}
        records={unshared.records}
        onLogout={logout}
      />
    </AppLayout>
  );
}
