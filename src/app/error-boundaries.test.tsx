import { act, screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppErrorBoundary, RootErrorBoundary } from '@/app/error-boundaries';
import { WithI18n } from '@/testing/i18n';
import { renderApp } from '@/testing/test-utils';
import { goOffline, goOnline } from '@/testing/network';

/** The routes under the app's messages, as the root route puts them (src/app/routes/root-route.tsx). */
function withI18n(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <WithI18n>
          <Outlet />
        </WithI18n>
      ),
      children: routes,
    },
  ];
}

function Broken(): never {
  throw new Error('The generations could not be read');
}

describe('error boundaries', () => {
  beforeEach(() => {
    // React and the router log the thrown error; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    {
      area: 'outside the app',
      path: '/',
      Boundary: RootErrorBoundary,
      way: ['Go to the home page', '/'],
    },
    {
      area: 'inside the app',
      path: '/app/broken',
      Boundary: AppErrorBoundary,
      way: ['Go to the dashboard', '/app/dashboard'],
    },
  ])(
    'shows a friendly screen with a retry and a way out $area',
    async ({ path, Boundary, way }) => {
      const [wayOut, href] = way;
      renderApp(path, {
        routes: withI18n([{ path, errorElement: <Boundary />, Component: Broken }]),
      });

      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: wayOut })).toHaveAttribute('href', href);
      expect(screen.getByText('The generations could not be read')).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    },
  );

  it("'Try again' renders the screen again, without reloading the page", async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('The generations could not be read');
      return <h1>Generations</h1>;
    }
    const { user } = renderApp('/app/flaky', {
      routes: withI18n([
        { path: '/app/flaky', errorElement: <AppErrorBoundary />, Component: Flaky },
      ]),
    });
    await screen.findByRole('heading', { name: 'Something went wrong' });

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Generations' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('code that could not load while offline: says so, and tries again by itself once online', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    goOffline();
    let offline = true;
    function NeedsCode() {
      if (offline) {
        throw new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:3000/assets/app.js',
        );
      }
      return <h1>Dashboard</h1>;
    }
    renderApp('/app', {
      routes: withI18n([
        { path: '/app', errorElement: <RootErrorBoundary />, Component: NeedsCode },
      ]),
    });
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('You are offline');
    expect(message).toHaveTextContent('This page opens by itself when your connection is back.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();

    offline = false;
    act(() => goOnline());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });
});
