import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SEARCH_URL_DELAY_MS } from '@/hooks/use-client-list';
import { fakeAppClock, passTime } from '@/testing/app-clock';
import { seedGeneration } from '@/testing/seed-generations';
import { allowWholeAppTime, currentUrl, renderApp } from '@/testing/test-utils';

allowWholeAppTime();

/** Designs of three categories and three states, a day apart (newest last here). */
async function seedMixed() {
  const designs = [
    { style: { name: 'Natural Accent' }, currentStep: 'completed' },
    { style: { name: 'Natural Meadow' }, currentStep: 'generating' },
    { style: { name: 'Refined Formal' }, currentStep: 'completed' },
    { style: { name: 'Refined Cottage' }, currentStep: 'failed', failureReason: 'Too dark' },
    { style: { name: 'Custom Style', description: 'A pond with koi' }, currentStep: 'completed' },
  ];
  for (const [index, design] of designs.entries()) {
    await seedGeneration({ ...design, createdAt: `2026-11-0${index + 1}T10:00:00.000Z` });
  }
}

async function openList(path = '/app/generations') {
  const view = renderApp(path, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'YardVision' });
  await screen.findByRole('table');
  return view;
}

function rowStyles() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);
}

describe('the history filters', () => {
  it('narrow the list by status and style category, in the address, with the search', async () => {
    // The address follows the search once typing pauses: on a fake clock, moved past the pause.
    fakeAppClock();
    await seedMixed();
    const { user, router } = await openList();
    expect(rowStyles()).toHaveLength(5);
    const filters = screen.getByRole('group', { name: 'Filters' });

    await user.selectOptions(
      within(filters).getByRole('combobox', { name: 'Status' }),
      'Completed',
    );
    await waitFor(() => expect(currentUrl(router)).toBe('/app/generations?status=completed'));
    expect(rowStyles()).toEqual(['Custom Style', 'Refined Formal', 'Natural Accent']);

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Style' }), 'Natural');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/app/generations?status=completed&style=Natural'),
    );
    expect(rowStyles()).toEqual(['Natural Accent']);

    // Combined with the search.
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search YardVision' }), 'meadow');
    await passTime(SEARCH_URL_DELAY_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/app/generations?style=Natural&q=meadow'));
    expect(rowStyles()).toEqual(['Natural Meadow']);

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/generations?q=meadow'));
    expect(rowStyles()).toEqual(['Natural Meadow']);
  });

  it('come from the address: failed designs and self-described styles; an unknown value is no filter', async () => {
    await seedMixed();
    await openList('/app/generations?status=failed');
    expect(rowStyles()).toEqual(['Refined Cottage']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('failed');
    screen.getByRole('table');
  });

  it('put a self-described style under Custom, and say when nothing matches', async () => {
    await seedMixed();
    await openList('/app/generations?style=Custom');
    expect(rowStyles()).toEqual(['Custom Style']);
  });

  it('ignore values they do not know', async () => {
    await seedMixed();
    await openList('/app/generations?status=lost&style=Nope');
    expect(rowStyles()).toHaveLength(5);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveValue('');
  });

  it('go back to the first page when they change', async () => {
    for (let day = 1; day <= 7; day++) {
      await seedGeneration({
        style: { name: 'Natural Accent' },
        createdAt: `2026-11-0${day}T10:00:00.000Z`,
      });
    }
    const { user, router } = await openList('/app/generations?page=2');
    expect(rowStyles()).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'Natural');
    await waitFor(() => expect(currentUrl(router)).toBe('/app/generations?style=Natural'));
    expect(rowStyles()).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 5 of 7 items')).toBeInTheDocument();
  });
});
