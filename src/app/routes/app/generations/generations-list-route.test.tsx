import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { chooseLocale } from '@/lib/i18n/catalogs';
import { advanceUntil, fakeAppClock } from '@/testing/app-clock';
import { setViewportWidth } from '@/testing/match-media';
import { server } from '@/testing/mocks/server';
import { seedGeneration } from '@/testing/seed-generations';
import { currentUrl, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';
import { thumbnailsAsked } from '@/testing/thumbnails';

const LIST_URL = `/api/${TEST_USER.organizationRef}/yard-vision-generation`;

/** Seven generations on seven days, created in shuffled order. */
async function seedSeven() {
  const days = [3, 7, 1, 5, 2, 6, 4];
  for (const day of days) {
    await seedGeneration({
      style: { name: `Style ${day}`, description: `Description ${day}` },
      createdAt: `2026-11-0${day}T10:00:00.000Z`,
    });
  }
}

async function openList(path = '/app/generations') {
  const view = renderApp(path, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'YardVision' });
  return view;
}

function rowStyles() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);
}

describe('/app/generations', () => {
  it('lists designs newest first, five a page, with the pagination text', async () => {
    await seedSeven();
    const { user, router } = await openList();
    await screen.findByRole('table');
    expect(rowStyles()).toEqual(['Style 7', 'Style 6', 'Style 5', 'Style 4', 'Style 3']);
    expect(screen.getByText('Showing 1 to 5 of 7 items')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(rowStyles()).toEqual(['Style 2', 'Style 1']);
    expect(screen.getByText('Showing 6 to 7 of 7 items')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/app/generations?page=2');
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the columns of the spec, with the status as a capitalised badge', async () => {
    // The thumbnails wait for the list to paint: on a fake clock, in no real time.
    fakeAppClock();
    await seedGeneration({
      style: { name: 'Gentle Modern', description: 'Clean lines' },
      currentStep: 'failed',
      failureReason: 'Out of credits',
      createdAt: '2026-11-02T10:00:00.000Z',
    });
    await seedGeneration({ style: { name: 'Natural Accent' }, createdAt: '2026-11-03T10:00:00Z' });
    await seedGeneration({
      style: { name: 'Refined Traditional' },
      currentStep: 'generating',
      createdAt: '2026-11-01T10:00:00Z',
    });
    await openList();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Select',
      'Created At',
      'Style',
      'Description',
      'Status',
      'Source Image',
      'Final Image',
    ]);

    expect(within(table).getByText('Completed')).toHaveClass('bg-accent');
    expect(within(table).getByText('Failed - Failed')).toHaveClass('bg-destructive');
    expect(within(table).getByText('Generating')).toHaveClass('bg-primary');
    expect(within(table).getByText('Clean lines')).toBeInTheDocument();
    expect(within(table).getByText(new Date('2026-11-03T10:00:00Z').toLocaleDateString()));

    await thumbnailsAsked(table);
    const source = within(table).getByRole('img', { name: 'Source image of Natural Accent' });
    // A row in view: asked for at once (generations-list-route.pictures.test.tsx).
    expect(source).toHaveAttribute('loading', 'eager');
    expect(source).toHaveAttribute('width', '64');
    expect(within(table).getByRole('img', { name: 'Final image of Natural Accent' })).toBeVisible();
  });

  it('searches style name, description and status, without regard to case', async () => {
    // The address follows the search once typing pauses (300 ms): on a fake clock.
    fakeAppClock();
    await seedGeneration({ style: { name: 'Natural Accent', description: 'Native grasses' } });
    await seedGeneration({ style: { name: 'Gentle Modern', description: 'Clean LINES' } });
    await seedGeneration({ style: { name: 'Subtle Symmetry' }, currentStep: 'failed' });
    const { user, router } = await openList();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search YardVision' });

    await user.type(search, 'NATURAL');
    expect(rowStyles()).toEqual(['Natural Accent']);
    // The address follows once typing pauses.
    await advanceUntil(() => expect(currentUrl(router)).toBe('/app/generations?q=NATURAL'));

    await user.clear(search);
    await user.type(search, 'lines');
    expect(rowStyles()).toEqual(['Gentle Modern']);

    await user.clear(search);
    await user.type(search, 'FAILED');
    expect(rowStyles()).toEqual(['Subtle Symmetry']);

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No YardVision found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches what the list shows in the language shown, anew when the language changes', async () => {
    await seedGeneration({ style: { name: 'Natural Accent', description: 'Native grasses' } });
    await seedGeneration({ style: { name: 'Gentle Modern', description: 'Clean lines' } });
    const { user } = await openList();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search YardVision' }), 'toque');
    expect(screen.getByText('No YardVision found.')).toBeInTheDocument();

    await act(() => chooseLocale('es'));
    // 'Natural Accent' reads 'Toque natural' in Spanish; the search in the box stays.
    await waitFor(() => expect(rowStyles()).toEqual(['Toque natural']));
    expect(screen.getByRole('searchbox', { name: 'Buscar en YardVision' })).toHaveValue('toque');
  });

  it('follows the address when it changes by back and forward', async () => {
    fakeAppClock();
    await seedSeven();
    const { user, router } = await openList();
    await screen.findByRole('table');
    const search = screen.getByRole('searchbox', { name: 'Search YardVision' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.type(search, 'Style 1');
    await advanceUntil(() => expect(currentUrl(router)).toBe('/app/generations?q=Style+1'));
    expect(rowStyles()).toEqual(['Style 1']);

    await router.navigate(-1);
    await waitFor(() => expect(search).toHaveValue(''));
    expect(currentUrl(router)).toBe('/app/generations');
    expect(rowStyles()).toEqual(['Style 7', 'Style 6', 'Style 5', 'Style 4', 'Style 3']);
  });

  it('follows back pressed at once after the search reaches the address', async () => {
    fakeAppClock();
    await seedSeven();
    const { user, router } = await openList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // Back in the same moment the search is written: React renders both address changes at once.
    const unsubscribe = router.subscribe((state) => {
      if (state.location.search === '?q=Style+1') {
        unsubscribe();
        void router.navigate(-1);
      }
    });
    const search = screen.getByRole('searchbox', { name: 'Search YardVision' });
    await user.type(search, 'Style 1');

    await advanceUntil(() => expect(search).toHaveValue(''));
    expect(currentUrl(router)).toBe('/app/generations');
    expect(rowStyles()).toEqual(['Style 7', 'Style 6', 'Style 5', 'Style 4', 'Style 3']);
  });

  it('keeps the search and the page from the address', async () => {
    await seedSeven();
    await openList('/app/generations?q=style&page=2');
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search YardVision' })).toHaveValue('style');
    expect(rowStyles()).toEqual(['Style 2', 'Style 1']);
  });

  it('opens a design by click on its row and by keyboard', async () => {
    const generation = await seedGeneration({ style: { name: 'Natural Accent' } });
    const { user, router } = await openList();
    const table = await screen.findByRole('table');
    await user.click(within(table).getByText('Completed'));
    // The router commits a navigation as a transition: the address changes before the screen.
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);

    await router.navigate('/app/generations');
    const link = await screen.findByRole('link', { name: 'Natural Accent' });
    link.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);
  });

  it("says 'No YardVision found.' when there are none, and offers to create one", async () => {
    await openList();
    expect(await screen.findByText('No YardVision found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a new YardVision' })).toHaveAttribute(
      'href',
      '/app/generations/generate',
    );
  });

  it("shows a failed load with 'Try again', which loads again", async () => {
    await seedGeneration({ style: { name: 'Natural Accent' } });
    server.use(
      http.get(LIST_URL, () => HttpResponse.json({ error: 'Unavailable' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await openList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your designs could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Natural Accent' })).toBeInTheDocument();
  });

  it('becomes a stacked list on a phone', async () => {
    setViewportWidth(375);
    const generation = await seedGeneration({ style: { name: 'Natural Accent' } });
    await openList();
    const list = await screen.findByRole('list', { name: 'Your designs, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const link = within(list).getByRole('link');
    expect(link).toHaveAttribute('href', `/app/generations/${generation.sk}`);
    expect(link).toHaveTextContent('Natural Accent');
    expect(link).toHaveTextContent('Completed');
  });

  it('shows skeletons while loading', async () => {
    renderApp('/app/generations', { session: true });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  });
});

describe('/app/generations while a design is generating', () => {
  it('looks again every 10 s until nothing is generating', async () => {
    fakeAppClock();
    try {
      await seedGeneration({ style: { name: 'Natural Accent' }, currentStep: 'generating' });
      let requests = 0;
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'GET' && new URL(request.url).pathname === LIST_URL) requests += 1;
      });
      await openList();
      expect(await screen.findByText('Generating')).toBeInTheDocument();
      expect(requests).toBe(1);
      // The mock finishes 4 s after the start: the look at 10 s finds it completed.
      await act(() => vi.advanceTimersByTimeAsync(10_500));
      expect(await within(screen.getByRole('table')).findByText('Completed')).toBeInTheDocument();
      expect(requests).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(40_000));
      expect(requests).toBe(2);
    } finally {
      vi.useRealTimers();
      server.events.removeAllListeners();
    }
  });
});
