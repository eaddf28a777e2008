import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { newVersionOnMove, UPDATE_TEXTS, UpdatePrompt } from '@/app/app-updates';
import { holdingDataStrategy, holdMoves } from '@/app/navigation-hold';
import { Toaster } from '@/components/ui/toaster';
import {
  createWorkerRegistration,
  HAND_OVER_WAIT_MS,
  type WorkerRegistration,
} from '@/lib/offline/worker-registration';
import {
  FakeContainer,
  installFakeServiceWorkers,
  removeFakeServiceWorkers,
} from '@/testing/fake-service-worker';
import { text, WithI18n } from '@/testing/i18n';

/**
 * A new deploy's worker waits; the page hands over to it at a move to another screen (or on
 * 'Update now'). The browser's side is played (src/testing/fake-service-worker.ts): the new
 * worker takes over only when the test says, as Chromium's does once the old worker has nothing
 * in flight (which, when a request of the page restarts the old worker, can take its whole idle
 * time).
 */

let container: FakeContainer;
let registration: WorkerRegistration;
const assign = vi.fn<(url: string | URL) => void>();
const reload = vi.fn<() => void>();

beforeEach(async () => {
  container = installFakeServiceWorkers(new FakeContainer());
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  assign.mockReset();
  reload.mockReset();
  registration = createWorkerRegistration();
  registration.register();
  await vi.waitFor(() => expect(registration.isUpdateWaiting()).toBe(true));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});

afterEach(() => {
  vi.useRealTimers();
  holdMoves(undefined);
  toast.dismiss();
  removeFakeServiceWorkers();
});

/** The app's router, as src/app/start.tsx makes it, on a form that is being filled in. */
function appRouter() {
  const router = createMemoryRouter(
    ['/app/customers/new', '/app/customers', '/app/projects'].map((path) => ({
      path,
      element: <h1>{path}</h1>,
    })),
    { initialEntries: ['/app/customers/new'], dataStrategy: holdingDataStrategy(() => router) },
  );
  holdMoves(newVersionOnMove(registration));
  return router;
}

const skipWaitingAsked = () =>
  (container.registration.waiting?.messages ?? []).some(
    (message) => (message as { type?: unknown }).type === 'SKIP_WAITING',
  );

describe('a move to another screen while a new version waits', () => {
  it('keeps the screen while the new worker takes over, then loads the destination once, with the new version', async () => {
    const router = appRouter();
    void router.navigate('/app/customers');
    await vi.advanceTimersByTimeAsync(0);
    expect(skipWaitingAsked()).toBe(true);

    // The browser takes its time: nothing loads (a load now would get the old version), and
    // this version does not show the destination either.
    await vi.advanceTimersByTimeAsync(HAND_OVER_WAIT_MS - 100);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/app/customers/new');

    container.takeOver();
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/app/customers');
    expect(router.state.location.pathname).toBe('/app/customers/new');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('goes on in this version when the hand-over does not come in a moment; a later move brings the new version once it has come', async () => {
    const router = appRouter();
    void router.navigate('/app/customers');
    await vi.advanceTimersByTimeAsync(HAND_OVER_WAIT_MS);
    expect(router.state.location.pathname).toBe('/app/customers');
    expect(assign).not.toHaveBeenCalled();

    // Still not handed over: the next move does not wait again.
    void router.navigate('/app/projects');
    await vi.advanceTimersByTimeAsync(0);
    expect(router.state.location.pathname).toBe('/app/projects');

    // The hand-over comes late, while the user is on a screen: nothing reloads under them.
    container.takeOver();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    // The next move loads its destination with the new version, at once.
    void router.navigate('/app/customers');
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/app/customers');
    expect(router.state.location.pathname).toBe('/app/projects');
  });

  it('is held again by a move elsewhere made while it waits: only the last destination loads', async () => {
    const router = appRouter();
    void router.navigate('/app/customers');
    await vi.advanceTimersByTimeAsync(1000);
    void router.navigate('/app/projects');
    await vi.advanceTimersByTimeAsync(1000);
    container.takeOver();
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/app/projects');
  });
});

describe('a screen that stays open', () => {
  it('is never reloaded: the new version waits, even once another tab has let it take over', async () => {
    const router = appRouter();
    void router.navigate('/app/customers/new?step=2');
    await vi.advanceTimersByTimeAsync(0);
    expect(router.state.location.search).toBe('?step=2');
    expect(skipWaitingAsked()).toBe(false);
    container.takeOver();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(registration.isUpdateWaiting()).toBe(true);
  });
});

describe("'Update now'", () => {
  it('reloads once the new worker controls the page, not before, however long that takes', async () => {
    render(
      <WithI18n>
        <Toaster />
        <UpdatePrompt updates={registration} />
      </WithI18n>,
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.click(screen.getByRole('button', { name: text(UPDATE_TEXTS.now) }));
    await act(() => vi.advanceTimersByTimeAsync(HAND_OVER_WAIT_MS - 100));
    expect(skipWaitingAsked()).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // Still says what waits, until the page loads.
    expect(screen.getByText(text(UPDATE_TEXTS.ready))).toBeInTheDocument();
    act(() => container.takeOver());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
