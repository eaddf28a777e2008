import { onlineManager, QueryClient } from '@tanstack/react-query';

/** Defaults shared by the app and the tests (tests pass their own overrides). */
export function createQueryClient() {
  // React Query assumes online until the browser says otherwise; an app opened without a
  // network (from the device, by the service worker) starts offline: what it kept shows, and
  // nothing is asked until the network is back.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // While the browser is offline, queries wait (paused) and go on by themselves when it is
        // back: reading twice does no harm.
        retry: (failureCount, error) => {
          const status = (error as { status?: unknown }).status;
          // Client errors (401, 404, ...) will not get better by asking again.
          if (typeof status === 'number' && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: {
        // A write is sent when the user asks and only then: never held while offline to go out
        // by itself later (the user may have left, or saved again), and never sent twice. Offline,
        // it fails at once with a NetworkError and the screen says so.
        networkMode: 'always',
      },
    },
  });
}
