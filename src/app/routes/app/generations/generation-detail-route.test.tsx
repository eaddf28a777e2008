import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { advanceUntil, fakeAppClock, settle } from '@/testing/app-clock';
import { server } from '@/testing/mocks/server';
import { seedGeneration } from '@/testing/seed-generations';
import { currentUrl, openDeferredMenu, renderApp } from '@/testing/test-utils';
import { TEST_USER } from '@/testing/tokens';

const ORG = TEST_USER.organizationRef;
const detailUrl = (sk: string) => `/api/${ORG}/yard-vision-generation/${sk}`;

async function openDetail(sk: string) {
  const view = renderApp(`/app/generations/${sk}`, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
  return view;
}

/** Counts the GET requests for one generation. */
function countDetailRequests(sk: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === detailUrl(sk)) {
      counter.count += 1;
    }
  });
  return counter;
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  // Fired at the document and bubbling to window, as browsers do (React Query listens there).
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  setTabHidden(false);
});

describe('/app/generations/:yardVisionGenerationRef', () => {
  it("says 'Loading generation details...' first", async () => {
    const generation = await seedGeneration();
    renderApp(`/app/generations/${generation.sk}`, { session: true });
    expect(await screen.findByText('Loading generation details...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Yard Vision Generation' });
  });

  it('shows a completed design: its pictures, result, status and style', async () => {
    const generation = await seedGeneration({
      style: { name: 'Natural Accent', description: 'Native grasses soften the edges.' },
      createdAt: '2026-11-03T10:00:00.000Z',
      sources: 2,
      inspirations: 1,
    });
    await openDetail(generation.sk);

    const created = new Date('2026-11-03T10:00:00.000Z').toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(screen.getByText(created)).toBeInTheDocument();
    for (const title of [
      'Generated Result',
      'Source Image(s)',
      'Inspiration Image(s)',
      'Generation Status',
      'Target Style',
      'Create New Generation',
      'Delete Generation',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toHaveClass('bg-primary');
    expect(screen.getByText('Native grasses soften the edges.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Details' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
  });

  it('asks for the other pictures once the result is on the display, not beside it', async () => {
    // The gallery's own wait (for the page to be idle) passes on a fake clock.
    fakeAppClock();
    const generation = await seedGeneration({ style: { name: 'Natural Accent' }, sources: 2 });
    await openDetail(generation.sk);
    const result = within(
      screen.getByRole('button', { name: 'Open Generated Result larger' }),
    ).getByRole('presentation');
    // Idle long since (the gallery's own wait, 300 ms in the test DOM; settle moves the clock a
    // second on): the result alone is asked for.
    await settle();
    expect(screen.queryByRole('img', { name: /^Source image/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: 'Open Source Image 1 of 2 larger' })).queryByRole(
        'presentation',
      ),
    ).not.toBeInTheDocument();

    fireEvent.load(result);
    expect(
      await screen.findByRole('img', { name: 'Source image 1 of Natural Accent' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: 'Open Source Image 2 of 2 larger' })).getByRole(
          'presentation',
        ),
      ).toHaveAttribute('loading', 'lazy'),
    );
  });

  it('shows the other pictures when the result fails to load', async () => {
    // The gallery's own wait (for the page to be idle) passes on a fake clock.
    fakeAppClock();
    const generation = await seedGeneration({ style: { name: 'Natural Accent' }, sources: 1 });
    await openDetail(generation.sk);
    const result = within(
      screen.getByRole('button', { name: 'Open Generated Result larger' }),
    ).getByRole('presentation');
    fireEvent.error(result);
    expect(await screen.findByText('Image unavailable')).toBeInTheDocument();
    await advanceUntil(() =>
      expect(
        screen.getByRole('img', { name: 'Source image 1 of Natural Accent' }),
      ).toBeInTheDocument(),
    );
  });

  it.each([
    { step: 'generating', label: 'Generating', className: 'bg-secondary' },
    { step: 'uploading', label: 'Uploading', className: 'bg-secondary' },
    { step: 'queued', label: 'Queued', className: 'text-foreground' },
  ])('shows the $step step as a $className badge', async ({ step, label, className }) => {
    const generation = await seedGeneration({ currentStep: step, final: false });
    await openDetail(generation.sk);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass(className);
    expect(screen.queryByRole('heading', { name: 'Generated Result' })).not.toBeInTheDocument();
  });

  it("shows 'Unknown' for a missing step", async () => {
    const generation = await seedGeneration({ final: false });
    server.use(
      http.get(detailUrl(generation.sk), () =>
        HttpResponse.json({ sk: generation.sk, sourceImages: [] }),
      ),
    );
    await openDetail(generation.sk);
    expect(screen.getByText('Unknown')).toHaveClass('text-foreground');
  });

  it('shows a failure with its reason in Error Details', async () => {
    const generation = await seedGeneration({
      currentStep: 'failed',
      final: false,
      failureReason: 'The source image could not be read.',
    });
    await openDetail(generation.sk);
    expect(screen.getByText('Failed - Failed')).toHaveClass('bg-destructive');
    const details = screen
      .getByRole('heading', { name: 'Error Details' })
      .closest('[data-slot=card]');
    expect(details).toHaveTextContent('The source image could not be read.');
  });

  it('asks again every 10 s while generating, stops once completed, and says so', async () => {
    fakeAppClock();
    const generation = await seedGeneration({ currentStep: 'generating', final: false });
    const requests = countDetailRequests(generation.sk);
    await openDetail(generation.sk);
    expect(screen.getByText('Generating')).toBeInTheDocument();
    expect(requests.count).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(requests.count).toBe(1);
    // The mock finishes 4 s after the start; the next look finds it completed.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await advanceUntil(() => expect(requests.count).toBe(2));
    await advanceUntil(() => expect(screen.getByText('Completed')).toBeInTheDocument());
    await advanceUntil(() => expect(screen.getByText('Your design is ready')).toBeInTheDocument());
    expect(document.title).toBe('Design ready · YardVision');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(requests.count).toBe(2);
  });

  it('does not ask while the tab is hidden, and asks at once when it comes back', async () => {
    fakeAppClock();
    const generation = await seedGeneration({ currentStep: 'uploading', final: false });
    const requests = countDetailRequests(generation.sk);
    await openDetail(generation.sk);
    expect(requests.count).toBe(1);

    act(() => setTabHidden(true));
    await act(() => vi.advanceTimersByTimeAsync(35_000));
    expect(requests.count).toBe(1);

    act(() => setTabHidden(false));
    await advanceUntil(() => expect(requests.count).toBe(2));
  });

  it('never asks again for a design that is already completed', async () => {
    fakeAppClock();
    const generation = await seedGeneration();
    const requests = countDetailRequests(generation.sk);
    await openDetail(generation.sk);
    await act(() => vi.advanceTimersByTimeAsync(45_000));
    act(() => setTabHidden(true));
    act(() => setTabHidden(false));
    expect(requests.count).toBe(1);
  });

  it('offers a new design from each picture set that exists, passing it to the wizard', async () => {
    const generation = await seedGeneration({
      style: { name: 'Natural Accent', description: 'Native grasses' },
      sources: 2,
      inspirations: 0,
    });
    const { user, router } = await openDetail(generation.sk);
    const menu = await openDeferredMenu(user, 'Create New Generation');
    expect(
      within(menu).getByRole('menuitem', { name: 'From Source Image(s)' }),
    ).not.toHaveAttribute('aria-disabled');
    expect(
      within(menu).getByRole('menuitem', { name: 'From Inspiration Image(s)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'From Final Result' })).not.toHaveAttribute(
      'aria-disabled',
    );

    await user.click(within(menu).getByRole('menuitem', { name: 'From Final Result' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/app/generations/generate'));
    expect(router.state.location.state).toEqual({
      fromGeneration: generation.sk,
      imageType: 'final',
      style: { name: 'Natural Accent', description: 'Native grasses' },
    });
  });

  it('disables the final result choice while there is no result', async () => {
    const generation = await seedGeneration({ currentStep: 'failed', final: false });
    const { user } = await openDetail(generation.sk);
    const menu = await openDeferredMenu(user, 'Create New Generation');
    expect(within(menu).getByRole('menuitem', { name: 'From Final Result' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('deletes after confirmation and goes back to the list, which no longer shows it', async () => {
    const kept = await seedGeneration({ style: { name: 'Kept Style' } });
    const generation = await seedGeneration({ style: { name: 'Doomed Style' } });
    const { user, router } = await openDetail(generation.sk);
    await user.click(screen.getByRole('button', { name: 'Delete Generation' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. This will permanently delete the YardVision generation and all associated data.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await screen.findByRole('heading', { level: 1, name: 'YardVision' });
    expect(currentUrl(router)).toBe('/app/generations');
    expect(await screen.findByRole('link', { name: 'Kept Style' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Doomed Style' })).not.toBeInTheDocument();
    expect(kept.sk).not.toBe(generation.sk);
  });

  it('keeps the user on the page with the error when deleting fails', async () => {
    const generation = await seedGeneration();
    server.use(
      http.delete(detailUrl(generation.sk), () =>
        HttpResponse.json({ error: 'Storage unavailable' }, { status: 500 }),
      ),
    );
    const { user, router } = await openDetail(generation.sk);
    await user.click(screen.getByRole('button', { name: 'Delete Generation' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Storage unavailable');
    expect(currentUrl(router)).toBe(`/app/generations/${generation.sk}`);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Yard Vision Generation' })).toBeVisible();
  });

  it('cancels deleting without a request', async () => {
    const generation = await seedGeneration();
    const deletes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') deletes.push(request.url);
    });
    const { user } = await openDetail(generation.sk);
    await user.click(screen.getByRole('button', { name: 'Delete Generation' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);
  });

  it('says when a design does not exist, with a way back to the list', async () => {
    const { user, router } = renderApp('/app/generations/no-such-design', { session: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Generation not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your designs' }));
    expect(currentUrl(router)).toBe('/app/generations');
  });

  it("offers 'Try again' when loading fails for another reason", async () => {
    const generation = await seedGeneration();
    server.use(
      http.get(detailUrl(generation.sk), () => new HttpResponse(null, { status: 502 }), {
        once: true,
      }),
    );
    const { user } = await openDetail(generation.sk);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The generation could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });
});
