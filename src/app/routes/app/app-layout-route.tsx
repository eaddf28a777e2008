import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

import { demoApi } from '@/app/demo-api';
import { SignInRedirect, useStartApi } from '@/app/signed-in-guard';
import { AppLayout } from '@/components/layouts/app-layout';
import { paths } from '@/config/paths';
import { useIdle } from '@/hooks/use-idle';
import { useLocalizedPath } from '@/hooks/use-localized-path';
import { ScreenSettledContext } from '@/hooks/use-screen-settled';
import { useSession } from '@/lib/session/session';
import { logOut } from '@/lib/session/sign-out-wipe';

/**
 * What the frame runs beside the screens (the service worker, toasts, the update prompt, queued
 * designs going out): loaded once the screen has shown what it opened with. Should its code not
 * load, the frame goes on without it.
 */
const AppBackground = lazy(() =>
  import('@/app/app-background').then(
    (module) => ({ default: module.AppBackground }),
    (): { default: ComponentType } => ({ default: () => null }),
  ),
);

/**
 * At the earliest this long after the frame's first render, unless the user acts sooner: what the
 * frame runs beside the screens then never competes with what the screen shows first (its
 * texts, its main picture) on a slow phone.
 */
const BACKGROUND_DELAY_MS = 1500;

/** True once the user has pressed a key or a pointer since the frame's first render. */
function useUserActed() {
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted) return;
    const act = () => setActed(true);
    const options = { capture: true, once: true };
    window.addEventListener('pointerdown', act, options);
    window.addEventListener('keydown', act, options);
    return () => {
      window.removeEventListener('pointerdown', act, options);
      window.removeEventListener('keydown', act, options);
    };
  }, [acted]);
  return acted;
}

/** True once `ms` have passed since the first render. */
function useTimePassed(ms: number) {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/**
 * The top bar's demo badge, in demo mode only: the build's constant is the condition, so that a
 * build with an API leaves out its code (a confirmation dialog) and never reaches it.
 */
const DemoBadge = __DEMO_MODE__
  ? lazy(() => import('@/components/demo-badge').then((module) => ({ default: module.DemoBadge })))
  : undefined;

/**
 * Watches for the moment the screen has shown what it opened with: the browser was idle once
 * after the frame's first render, no request for data is in flight (the screen's first data
 * came) and a moment has passed; or as soon as the user acts (a toast may follow what they do).
 * Then it says so, once, and goes: the frame around every screen does not render again each time
 * a request starts or ends.
 */
function SettleWatch({ onSettled }: { onSettled: () => void }) {
  const idle = useIdle();
  const fetching = useIsFetching();
  const waited = useTimePassed(BACKGROUND_DELAY_MS);
  const acted = useUserActed();
  const settled = acted || (idle && waited && fetching === 0);
  useEffect(() => {
    if (settled) onSettled();
  }, [settled, onSettled]);
  return null;
}

/**
 * Logout's check of the work only this device holds (signed proposals never shared, edits never
 * downloaded): loaded when the user asks to log out.
 */
const LogoutCheck = lazy(() =>
  import('@/app/logout/logout-check').then((module) => ({
    default: module.LogoutCheck,
  })),
);

/**
 * The `/app` area: only for a signed-in user. Anyone else goes to sign-in, which brings them
 * back here afterwards. Reacts at once to a sign-out in another tab or to the token expiring.
 */
export function AppRoot() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);
  // Signed proposals never shared, edits never downloaded: Logout asks first (they go with it).
  const [checkingLogout, setCheckingLogout] = useState(false);
  const localized = useLocalizedPath();
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);

  useStartApi();

  // A deliberate logout goes home; any other sign-out (expiry, another tab) goes to sign-in.
  if (loggedOut) return <Navigate to={localized(paths.home)} />;
  if (session.status !== 'signed-in') return <SignInRedirect />;

  // Nothing of the organization stays on the device (src/lib/session/sign-out-wipe.ts).
  const logout = () => {
    setLoggedOut(true);
    void logOut();
  };
  const requestLogout = () => setCheckingLogout(true);

  const demo = demoApi;
  const resetDemo = demo
    ? async () => {
        await demo.reset();
        await queryClient.resetQueries();
      }
    : undefined;

  const { user } = session;
  return (
    // What screens load apart for later (their dialogs' code) waits for the screen too.
    <ScreenSettledContext value={settled}>
      <AppLayout
        userLabel={user.name ?? user.email}
        onLogout={requestLogout}
        status={
          DemoBadge && resetDemo ? (
            <Suspense fallback={null}>
              <DemoBadge onReset={resetDemo} />
            </Suspense>
          ) : null
        }
        settled={settled}
      >
        <Outlet />
        {settled ? (
          <Suspense fallback={null}>
            <AppBackground />
          </Suspense>
        ) : (
          <SettleWatch onSettled={onSettled} />
        )}
        {checkingLogout ? (
          <Suspense fallback={null}>
            <LogoutCheck onLogout={logout} onCancel={() => setCheckingLogout(false)} />
          </Suspense>
        ) : null}
      </AppLayout>
    </ScreenSettledContext>
  );
}
