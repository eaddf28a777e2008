import { QueryClient } from '@tanstack/react-query';

/** Defaults shared by the app and the tests (tests pass their own overrides). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = (error as { status?: unknown }).status;
          // Client errors (401, 404, ...) will not get better by asking again.
          if (typeof status === 'number' && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}
