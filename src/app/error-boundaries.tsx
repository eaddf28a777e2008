import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore, type ComponentType } from 'react';
import {
  Link,
  Outlet,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom';

import { CodeLoadErrorScreen } from '@/components/errors/code-load-error-screen';
import { ErrorScreen } from '@/components/errors/error-screen';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useLocalizedPath } from '@/hooks/use-localized-path';
import type { LazyRoute } from '@/app/lazy-route';
import { handleCodeLoadFailure, isCodeLoadError } from '@/lib/network/chunk-recovery';

function describeError(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return undefined;
}

/**
 * 'Try again' on an error screen: goes to the same address once more (replacing it in the
 * history), so the router runs what failed again (it asks for the `/app` routes again, renders
 * the screen anew, which remounts it) and the page, its data and what the user typed elsewhere
 * stay. Resolves when that navigation has ended.
 */
function useRetry() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;
  return () => navigate({ pathname, search, hash }, { replace: true, state });
}

/** Shown instead of the framework's default error page when anything outside the app area fails. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const retry = useRetry();
  const localized = useLocalizedPath();
  const home = (
    <a href={localized(paths.home)} className={buttonVariants({ variant: 'outline' })}>
      <Trans>Go to the home page</Trans>
    </a>
  );
  return (
    <main className="flex min-h-svh flex-col">
      {isCodeLoadError(error) ? (
        <CodeLoadErrorScreen onRetry={retry} secondaryAction={home} />
      ) : (
        <ErrorScreen
          details={describeError(error)}
          onRetry={() => void retry()}
          secondaryAction={home}
        />
      )}
    </main>
  );
}

/** Shown inside the app frame when a screen fails, so the navigation stays usable. */
export function AppErrorBoundary() {
  const error = useRouteError();
  const retry = useRetry();
  const dashboard = (
    <Link to={paths.app.dashboard} className={buttonVariants({ variant: 'outline' })}>
      <Trans>Go to the dashboard</Trans>
    </Link>
  );
  return isCodeLoadError(error) ? (
    <CodeLoadErrorScreen onRetry={retry} secondaryAction={dashboard} />
  ) : (
    <ErrorScreen
      details={describeError(error)}
      onRetry={() => void retry()}
      secondaryAction={dashboard}
    />
  );
}

/** A promise that never settles: the page is reloading, nothing should show meanwhile. */
const reloading = new Promise<never>(() => undefined);

/**
 * After an `import()` failed with `error`: for a new deploy the page reloads (once, safely) and
 * this never settles; any other error is thrown again.
 */
export async function recoverImport(error: unknown): Promise<never> {
  if (isCodeLoadError(error) && (await handleCodeLoadFailure(error)) === 'reloading') {
    return reloading;
  }
  throw error;
}

/**
 * What a lazy route gets when loading its code failed with `error` (src/app/recoverable-lazy.ts):
 *
 * - after a new deploy (the file is gone), nothing: the page reloads once, safely
 *   (src/lib/network/chunk-recovery.ts);
 * - after a failure that has passed (the file answers now), the code, loaded again at once;
 * - otherwise (offline, no answer) a stand-in component (`recoveringRoute`) that says so in the
 *   page's place and loads the code again when the network is back or on 'Try again', then
 *   renders the real screen: no reload, so nothing the user has open or typed is lost.
 *
 * Any other error is thrown again, for the route's error screen.
 */
export async function recoverRoute<T extends LazyRoute>(
  load: () => Promise<T>,
  error: unknown,
): Promise<T | { Component: ComponentType }> {
  if (!isCodeLoadError(error)) throw error;
  const outcome = await handleCodeLoadFailure(error);
  if (outcome === 'reloading') return reloading;
  if (outcome === 'passing') {
    try {
      return await load();
    } catch (again) {
      if (!isCodeLoadError(again)) throw again;
    }
  }
  return { Component: recoveringRoute(load) };
}

type RecoveringState =
  | { status: 'failed' }
  | { status: 'loaded'; Component: ComponentType | null | undefined }
  | { status: 'broken'; error: unknown };

/**
 * The stand-in component of a route whose code failed to load: CodeLoadErrorScreen in the page's
 * place (within the app frame), which loads the code again (on 'Try again', or by itself when
 * the network is back). Once loaded, it renders the route's real component, from then on.
 */
function recoveringRoute(load: () => Promise<LazyRoute>): ComponentType {
  let state: RecoveringState = { status: 'failed' };
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getState = () => state;
  const settle = (next: RecoveringState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  let retrying: Promise<void> | undefined;
  const retry = () => {
    retrying ??= load()
      .then(
        ({ Component }) => {
          settle({ status: 'loaded', Component });
        },
        async (error: unknown) => {
          if (!isCodeLoadError(error)) {
            settle({ status: 'broken', error });
            return;
          }
          // A new deploy reloads the page here (once); otherwise the screen stays.
          await handleCodeLoadFailure(error);
        },
      )
      .finally(() => {
        retrying = undefined;
      });
    return retrying;
  };

  function RecoveringRoute() {
    const current = useSyncExternalStore(subscribe, getState, getState);
    if (current.status === 'broken') throw current.error;
    if (current.status === 'failed') return <CodeLoadErrorScreen onRetry={retry} />;
    const { Component } = current;
    return Component ? <Component /> : <Outlet />;
  }
  return RecoveringRoute;
}
