import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LazyRoute } from '@/app/lazy-route';
import { recoverableLazy } from '@/app/recoverable-lazy';
import { WithI18n } from '@/testing/i18n';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { goOffline, goOnline } from '@/testing/network';

const CHUNK_URL = `${window.location.origin}/assets/projects-screen.js`;

/** What Chromium says when `import()` of the screen's chunk fails. */
const importFailure = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${CHUNK_URL}`);

function ProjectsScreen() {
  return <h1>Projects</h1>;
}

/** A screen's code: fails `failures` times, then loads. */
function screenCode(failures: number) {
  let failed = 0;
  return vi.fn(async (): Promise<LazyRoute> => {
    await Promise.resolve();
    if (failed < failures) {
      failed += 1;
      throw importFailure();
    }
    return { Component: ProjectsScreen };
  });
}

/** The app in small: a frame with a link, the app's error boundary, a lazy screen. */
function appWith(lazy: RouteObject['lazy']): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <WithI18n>
          <nav aria-label="Main">
            <Link to="/start">Start</Link> <Link to="/projects">Projects</Link>
          </nav>
          <Outlet />
        </WithI18n>
      ),
      children: [
        {
          lazy: () =>
            import('@/app/error-boundaries').then((m) => ({ ErrorBoundary: m.AppErrorBoundary })),
          children: [
            { path: 'start', element: <h1>Start</h1> },
            { path: 'projects', lazy },
          ],
        },
      ],
    },
  ];
}

function setOnline(online: boolean) {
  act(() => {
    if (online) goOnline();
    else goOffline();
  });
}

describe('a lazy screen whose code fails to load', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    // React Router logs a navigation that fails; expected in some tests here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    sessionStorage.clear();
  });

  it('React Router keeps a rejected lazy: a plain one stays broken when the network is back', async () => {
    // Why recoverableLazy exists: after one failure, the router never calls `lazy` again.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = screenCode(1);
    const { router, user } = renderApp('/start', { routes: appWith(load) });
    await screen.findByRole('heading', { name: 'Start' });

    await user.click(screen.getByRole('link', { name: 'Projects' }));
    await screen.findByRole('heading', { name: 'This page could not be loaded' });
    await act(() => router.navigate('/start'));
    await act(() => router.navigate('/projects'));
    expect(screen.queryByRole('heading', { name: 'Projects' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offline: says so in the page, and opens it by itself when back online, without a reload', async () => {
    setOnline(false);
    const load = screenCode(1);
    const { user, router } = renderApp('/start', { routes: appWith(recoverableLazy(load)) });
    await screen.findByRole('heading', { name: 'Start' });

    // No request to the server while offline (MSW fails the test on one it does not know).
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('You are offline');
    expect(message).toHaveTextContent('This page opens by itself when your connection is back.');
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    // The frame around it stays.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    setOnline(true);
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();

    // From then on the screen opens as any other.
    await user.click(screen.getByRole('link', { name: 'Start' }));
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("online: 'Try again' loads the code again and shows the screen, without a reload", async () => {
    // The file answers: the failure has passed, so it loads again at once (and fails once more).
    server.use(http.head(CHUNK_URL, () => new HttpResponse(null, { status: 200 })));
    const load = screenCode(2);
    const { user } = renderApp('/start', { routes: appWith(recoverableLazy(load)) });
    await screen.findByRole('heading', { name: 'Start' });

    await user.click(screen.getByRole('link', { name: 'Projects' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(load).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('after a new deploy (404) the page reloads once; after that reload, it shows the failure instead', async () => {
    server.use(http.head(CHUNK_URL, () => new HttpResponse(null, { status: 404 })));
    const load = screenCode(Infinity);
    const first = renderApp('/start', { routes: appWith(recoverableLazy(load)) });
    await screen.findByRole('heading', { name: 'Start' });
    await first.user.click(screen.getByRole('link', { name: 'Projects' }));
    await waitFor(() => {
      expect(reload).toHaveBeenCalledTimes(1);
    });
    // Nothing shows meanwhile: the page is going away.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The reloaded page (sessionStorage stays with the tab): the same file is still gone.
    cleanup();
    const second = renderApp('/start', { routes: appWith(recoverableLazy(load)) });
    await screen.findByRole('heading', { name: 'Start' });
    await second.user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('an error that is not a failed load reaches the error screen as it is', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('The projects could not be read')));
    const { user } = renderApp('/start', { routes: appWith(recoverableLazy(load)) });
    await screen.findByRole('heading', { name: 'Start' });
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The projects could not be read')).toBeInTheDocument();
  });
});
