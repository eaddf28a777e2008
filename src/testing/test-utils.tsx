import { QueryClient } from '@tanstack/react-query';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { expect, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import type { SignedProposalMaker } from '@/features/approval/signed-pdf/signed-proposal-maker';
import type { PhotoPreparer } from '@/lib/photo-preparation/photo-types';
import { routes as appRoutes, routerOptions } from '@/app/router';
import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { fetchUploadTransport } from '@/testing/fetch-upload-transport';
import { stubPhotoPreparer } from '@/testing/stub-photo-preparer';
import { WithI18n } from '@/testing/i18n';
import { createTestToken } from '@/testing/tokens';

/**
 * Gives a file's tests that render the whole app against the mock API the time a busy machine
 * needs: Testing Library's waits get `waitMs`, each test `testMs`.
 */
export function allowWholeAppTime({ waitMs = 4000, testMs = 15_000 } = {}) {
  configure({ asyncUtilTimeout: waitMs });
  vi.setConfig({ testTimeout: testMs });
}

type RenderAppOptions = {
  /** true signs in TEST_USER with a fresh token; a string stores that exact token. */
  session?: boolean | string;
  /** Another route tree (e.g. with a failing route); defaults to the app's own. */
  routes?: RouteObject[];
  /** Another photo preparer (e.g. one that counts its calls); defaults to the stub. */
  photoPreparer?: PhotoPreparer;
  /**
   * What writes a signed proposal (`recordingSignedProposalMaker` in signed-proposal-maker.ts):
   * the browser's cannot run in the test DOM (it decodes pictures, in workers).
   */
  signedProposalMaker?: SignedProposalMaker;
};

/**
 * Renders the real app (its route tree and providers) at `path`, as a user would open it, with
 * what the test DOM needs instead of the browser's ways: photos are checked by their bytes and passed
 * through (the test DOM cannot decode images), and uploads read the bytes and send them with fetch
 * (the test DOM's XMLHttpRequest has no upload progress and Node's fetch cannot send the test DOM's Blobs).
 * Returns the router, to read where the app went, and a user-event instance.
 */
export function renderApp(
  path: string,
  {
    session = false,
    routes = appRoutes,
    photoPreparer = stubPhotoPreparer,
    signedProposalMaker,
  }: RenderAppOptions = {},
) {
  if (session) {
    localStorage.setItem(TOKEN_STORAGE_KEY, session === true ? createTestToken() : session);
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  // Between its steps user-event waits 0 ms on setTimeout: with a fake clock that moves it, not
  // real time.
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  // The app's own root route puts the messages around every page; a test's own route tree
  // (`routes`) has no such root, so they are around it here too.
  const view = render(
    <WithI18n>
      <AppProvider
        queryClient={queryClient}
        photoPreparer={photoPreparer}
        uploadTransport={fetchUploadTransport}
        signedProposalMaker={signedProposalMaker}
      >
        <RouterProvider router={router} />
      </AppProvider>
    </WithI18n>,
  );
  return { ...view, router, user, queryClient };
}

/** The current location of a rendered app, as path + search. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>) {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** Waits until the dashboard has rendered (its code is lazy-loaded). */
export async function findDashboardHeading() {
  return screen.findByRole('heading', { level: 1, name: 'Welcome to YardVision' });
}

/**
 * Opens a menu whose code loads as the pointer comes near (`useDeferredMenu`), as a user does:
 * the pointer comes to its button, the menu's own button takes the stand-in's place, then the
 * press. (A press at the very moment the button is swapped would land on the stand-in that just
 * went, which only a test's instant events can do.) Resolves to the open menu.
 */
export async function openDeferredMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.hover(screen.getByRole('button', { name }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name })).toHaveAttribute(
      'data-slot',
      'dropdown-menu-trigger',
    ),
  );
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}
