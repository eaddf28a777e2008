import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { SEARCH_URL_DELAY_MS, useClientList } from '@/hooks/use-client-list';
import { fakeAppClock, passTime } from '@/testing/app-clock';

/**
 * A list's search reaches the address a moment after typing pauses; a row's link followed in
 * that moment opens its page, however long the page takes to load.
 */

const TREES = ['maple', 'magnolia', 'oak'];

function TreeList() {
  const list = useClientList(TREES, (tree, query) => tree.includes(query));
  return (
    <>
      <input
        type="search"
        aria-label="Search trees"
        value={list.query}
        onChange={(event) => list.setQuery(event.target.value)}
      />
      {list.pageItems.map((tree) => (
        <Link key={tree} to={`/trees/${tree}`}>
          {tree}
        </Link>
      ))}
    </>
  );
}

function openTrees() {
  let loaded: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: '/trees', element: <TreeList /> },
      {
        path: '/trees/:tree',
        // The page's code or data still on its way.
        loader: () =>
          new Promise<null>((resolve) => {
            loaded = () => resolve(null);
          }),
        element: <h1>Tree</h1>,
      },
    ],
    { initialEntries: ['/trees'] },
  );
  render(<RouterProvider router={router} />);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  return { router, user, load: () => loaded() };
}

describe('useClientList', () => {
  it('puts the search into the address once typing pauses', async () => {
    fakeAppClock();
    const { router, user } = openTrees();
    await user.type(screen.getByRole('searchbox', { name: 'Search trees' }), 'ma');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'maple',
      'magnolia',
    ]);
    expect(router.state.location.search).toBe('');
    await passTime(SEARCH_URL_DELAY_MS);
    expect(router.state.location.search).toBe('?q=ma');
  });

  it('opens the row followed before the search reached the address, and stays there', async () => {
    fakeAppClock();
    const { router, user, load } = openTrees();
    await user.type(screen.getByRole('searchbox', { name: 'Search trees' }), 'ma');
    await user.click(screen.getByRole('link', { name: 'maple' }));
    // The pause passes while the tree's page loads.
    await passTime(SEARCH_URL_DELAY_MS);
    load();
    await passTime(0);
    expect(router.state.location.pathname).toBe('/trees/maple');
    expect(screen.getByRole('heading', { name: 'Tree' })).toBeInTheDocument();
  });
});
