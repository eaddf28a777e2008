import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppErrorBoundary, RootErrorBoundary } from '@/app/routes/error-boundaries';
import { renderApp } from '@/testing/test-utils';

function Broken(): never {
  throw new Error('The generations could not be read');
}

describe('error boundaries', () => {
  beforeEach(() => {
    // React and the router log the thrown error; it is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows a friendly screen with a retry instead of the framework error page', async () => {
    renderApp('/', {
      routes: [{ path: '/', errorElement: <RootErrorBoundary />, Component: Broken }],
    });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByText('The generations could not be read')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });

  it('keeps the way back to the dashboard inside the app area', async () => {
    renderApp('/app/broken', {
      routes: [{ path: '/app/broken', errorElement: <AppErrorBoundary />, Component: Broken }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
  });
});
