import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COMPARE_IDS_PARAM, generationDetailPath, paths } from '@/config/paths';
import { setViewportWidth } from '@/testing/match-media';
import { seedGeneration } from '@/testing/seed-generations';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';

allowWholeAppTime({ testMs: 20_000 });

/** Seven designs on seven days (Style 7 newest), in shuffled order. */
async function seedSeven() {
  const refs = new Map<number, string>();
  for (const day of [3, 7, 1, 5, 2, 6, 4]) {
    const generation = await seedGeneration({
      style: { name: `Style ${day}` },
      createdAt: `2026-11-0${day}T10:00:00.000Z`,
    });
    refs.set(day, generation.sk);
  }
  return (day: number) => refs.get(day) ?? '';
}

async function openList(path: string = paths.app.generations) {
  const view = renderApp(path, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'YardVision' });
  await screen.findAllByRole('checkbox', { name: /^Select Style/ });
  return view;
}

function checkbox(day: number) {
  const date = new Date(`2026-11-0${day}T10:00:00.000Z`).toLocaleDateString();
  return screen.getByRole('checkbox', { name: `Select Style ${day} created ${date}` });
}

function params(router: Parameters<typeof currentUrl>[0]) {
  return new URLSearchParams(router.state.location.search);
}

describe('choosing designs to compare in the history', () => {
  it("selects two, and 'Compare (2)' opens the studio with both", async () => {
    const ref = await seedSeven();
    const { user, router } = await openList();
    const compare = screen.getByRole('button', { name: 'Compare (0)' });
    expect(compare).toBeDisabled();
    expect(screen.getByText('Select 2 to 4 designs to compare them side by side.')).toBeVisible();

    await user.click(checkbox(7));
    expect(checkbox(7)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toHaveAccessibleDescription(
      '1 design selected. Select at least 2 designs to compare.',
    );
    // Choosing did not open the design.
    expect(router.state.location.pathname).toBe(paths.app.generations);

    await user.click(checkbox(5));
    await waitFor(() => expect(params(router).get('selected')).toBe(`${ref(7)},${ref(5)}`));
    await user.click(screen.getByRole('button', { name: 'Compare (2)' }));

    await screen.findByRole('heading', { level: 1, name: 'Compare designs' });
    expect(router.state.location.pathname).toBe(paths.app.compareGenerations);
    expect(params(router).get(COMPARE_IDS_PARAM)).toBe(`${ref(7)},${ref(5)}`);
    expect(await screen.findByRole('region', { name: 'Style 7' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Style 5' })).toBeInTheDocument();

    // Back to the list: both still chosen.
    await user.click(screen.getByRole('link', { name: 'Back to your designs' }));
    await screen.findByRole('heading', { level: 1, name: 'YardVision' });
    expect(await screen.findByRole('button', { name: 'Compare (2)' })).toBeEnabled();
    expect(checkbox(7)).toBeChecked();
  });

  it('allows at most 4, says so, and clears', async () => {
    await seedSeven();
    const { user, router } = await openList();
    for (const day of [7, 6, 5, 4]) await user.click(checkbox(day));
    expect(screen.getByRole('button', { name: 'Compare (4)' })).toBeEnabled();
    expect(screen.getByText('You can compare up to 4 designs.')).toBeVisible();
    expect(checkbox(3)).toBeDisabled();
    expect(checkbox(3)).toHaveAccessibleDescription('You can compare up to 4 designs.');
    expect(checkbox(7)).toBeEnabled();

    // Letting one go frees a place.
    await user.click(checkbox(6));
    expect(checkbox(3)).toBeEnabled();
    await user.click(checkbox(3));
    expect(screen.getByRole('button', { name: 'Compare (4)' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Compare (0)' })).toBeDisabled();
    for (const day of [7, 5, 4, 3]) expect(checkbox(day)).not.toBeChecked();
    await waitFor(() => expect(params(router).has('selected')).toBe(false));
  });

  it('keeps the selection in the address with the search and the page, across pages and reload', async () => {
    const ref = await seedSeven();
    const { user, router, unmount } = await openList();
    await user.click(checkbox(7));

    // Page 2 keeps the selection; a design there joins it.
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(params(router).get('page')).toBe('2'));
    await user.click(checkbox(1));
    await waitFor(() => {
      expect(params(router).get('selected')).toBe(`${ref(7)},${ref(1)}`);
      expect(params(router).get('page')).toBe('2');
    });
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toBeEnabled();

    // A search keeps it too.
    await user.type(screen.getByRole('searchbox', { name: 'Search YardVision' }), 'style 3');
    await user.click(await screen.findByRole('checkbox', { name: /^Select Style 3 / }));
    await waitFor(() => {
      const now = params(router);
      expect(now.get('q')).toBe('style 3');
      expect(now.get('selected')).toBe(`${ref(7)},${ref(1)},${ref(3)}`);
    });

    // Reload the same address.
    const address = currentUrl(router);
    unmount();
    await openList(address);
    expect(screen.getByRole('searchbox', { name: 'Search YardVision' })).toHaveValue('style 3');
    expect(checkbox(3)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Compare (3)' })).toBeEnabled();
  });

  it('still opens a design by a click on its row', async () => {
    const ref = await seedSeven();
    const { user, router } = await openList();
    await user.click(screen.getByText(new Date('2026-11-06T10:00:00.000Z').toLocaleDateString()));
    await waitFor(() => expect(currentUrl(router)).toBe(generationDetailPath(ref(6))));
  });

  it('offers the checkboxes on the phone list too, beside each design', async () => {
    setViewportWidth(375);
    const ref = await seedSeven();
    const { user, router } = await openList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(checkbox(7));
    await user.click(checkbox(6));
    expect(router.state.location.pathname).toBe(paths.app.generations);
    await user.click(screen.getByRole('button', { name: 'Compare (2)' }));
    await screen.findByRole('heading', { level: 1, name: 'Compare designs' });
    expect(params(router).get(COMPARE_IDS_PARAM)).toBe(`${ref(7)},${ref(6)}`);
  });
});
