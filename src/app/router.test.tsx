import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { currentUrl, findDashboardHeading, renderApp } from '@/testing/test-utils';
import { createTestToken } from '@/testing/tokens';

describe('routing', () => {
  it('shows the public home page at / with the header links to sign-in', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Transform Your Outdoor Space with AI' }),
    ).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'YardVision home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows a not-found page with a way home for an unknown public path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('redirects /app to the dashboard', async () => {
    const { router } = renderApp('/app', { session: true });
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
  });

  it('redirects an unknown path under /app to the dashboard', async () => {
    const { router } = renderApp('/app/this/does/not/exist', { session: true });
    await findDashboardHeading();
    expect(currentUrl(router)).toBe('/app/dashboard');
  });
});

describe('session guard', () => {
  it('sends an anonymous visitor to sign-in, remembering where they were heading', async () => {
    const { router } = renderApp('/app/dashboard?tab=recent');
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard%3Ftab%3Drecent');
    });
    expect(
      screen.queryByRole('heading', { name: 'Welcome to YardVision' }),
    ).not.toBeInTheDocument();
  });

  it('treats an expired token as signed out', async () => {
    const { router } = renderApp('/app/dashboard', { session: createTestToken({}, -1) });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    });
  });

  it('treats a token that fails to decode as signed out', async () => {
    const { router } = renderApp('/app/dashboard', { session: 'garbage' });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    });
  });

  it('treats a token without an organization as signed out', async () => {
    const { router } = renderApp('/app/dashboard', {
      session: createTestToken({ organizationRef: undefined }),
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    });
  });

  it('leaves the app as soon as another tab signs out', async () => {
    const { router } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    act(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    });
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    });
  });

  it('logs out: clears the token and goes to the home page', async () => {
    const { router, user } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await screen.findByRole('heading', { name: 'Transform Your Outdoor Space with AI' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    // Coming back to the app now needs a sign-in.
    await act(() => router.navigate('/app/dashboard'));
    await waitFor(() => {
      expect(currentUrl(router)).toBe('/login?redirectTo=%2Fapp%2Fdashboard');
    });
  });
});
