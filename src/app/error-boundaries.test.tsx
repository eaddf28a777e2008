import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppErrorBoundary, RootErrorBoundary } from '@/app/error-boundaries';
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
      renderApp(path, { routes: [{ path, errorElement: <Boundary />, Component: Broken }] });

      expect(
        await screen.findByRole('heading', { name: 'Something went wrong' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: wayOut })).toHaveAttribute('href', href);
      expect(screen.getByText('The generations could not be read')).toBeInTheDocument();
      expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    },
  );
});
