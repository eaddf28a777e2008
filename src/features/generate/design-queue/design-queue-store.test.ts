import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DESIGN_QUEUE_LOCK,
  isCancellable,
  newQueuedDesign,
  type QueuedDesign,
} from '@/features/generate/design-queue/design-queue';
import { subscribeDesignQueue } from '@/features/generate/design-queue/design-queue-events';
import { designQueueStore } from '@/features/generate/design-queue/design-queue-store';

/*
 * The device's queue of designs made offline. The test DOM has no IndexedDB, so this is the
 * in-memory store the app falls back to: every change is one atomic step (read, decide, write)
 * and tells the queue's listeners (the sender, the list), here and in other tabs.
 */

const OWNER = 'org-test/user-test';

function queued(id: string, queuedAt: string): QueuedDesign {
  return newQueuedDesign({
    id,
    owner: OWNER,
    now: new Date(queuedAt),
    style: { name: 'Modern Minimalist', description: 'Clean lines.' },
    settings: {
      season: 'summer',
      weather: 'sunny',
      timeOfDay: 'afternoon',
      atmosphericEffect: 'calm',
    },
    sources: [
      {
        id: `${id}-s1`,
        file: new File([new Uint8Array([1, 2])], 'front.jpg', { type: 'image/jpeg' }),
        originalName: 'front.jpg',
        width: 10,
        height: 10,
      },
    ],
    inspirations: [],
  });
}

/** Empties the queue: it lives in the module, shared by the test files of this worker. */
async function emptyQueue() {
  const store = designQueueStore();
  for (const design of await store.list()) await store.remove(design.id);
}

/** Counts the queue's change notices in this tab while the test runs. */
function listen() {
  const listener = vi.fn();
  const unsubscribe = subscribeDesignQueue(listener);
  unsubscribes.push(unsubscribe);
  return listener;
}

const unsubscribes: (() => void)[] = [];

beforeEach(emptyQueue);

afterEach(async () => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  await emptyQueue();
});

describe('designQueueStore (in memory, where there is no IndexedDB)', () => {
  it('is one queue for the page', () => {
    expect(typeof indexedDB).toBe('undefined');
    expect(designQueueStore()).toBe(designQueueStore());
  });

  it('keeps designs, lists them oldest first and gives each by its id', async () => {
    const store = designQueueStore();
    const later = queued('later', '2025-05-02T10:00:00.000Z');
    const earlier = queued('earlier', '2025-05-01T10:00:00.000Z');
    await store.add(later);
    await store.add(earlier);

    expect((await store.list()).map((design) => design.id)).toEqual(['earlier', 'later']);
    expect(await store.get('later')).toEqual(later);
    expect(await store.get('missing')).toBeUndefined();
  });

  it('refuses a design queued already, keeping the first', async () => {
    const store = designQueueStore();
    const first = queued('one', '2025-05-01T10:00:00.000Z');
    await store.add(first);
    const changes = listen();

    await expect(store.add({ ...first, status: 'creating' })).rejects.toThrow(
      'This design is queued already.',
    );
    expect(await store.get('one')).toEqual(first);
    expect(changes).not.toHaveBeenCalled();
  });

  describe('update', () => {
    it('stores what the change makes of the design as stored, and resolves with it', async () => {
      const store = designQueueStore();
      await store.add(queued('one', '2025-05-01T10:00:00.000Z'));
      await store.update('one', (current) => ({ ...current, status: 'creating' }));

      const seen: QueuedDesign[] = [];
      const stored = await store.update('one', (current) => {
        seen.push(current);
        return { ...current, status: 'uploading', generationRef: 'gen-1' };
      });

      // The change saw the design as stored by the update before, not as first added.
      expect(seen.map((design) => design.status)).toEqual(['creating']);
      expect(stored).toMatchObject({ id: 'one', status: 'uploading', generationRef: 'gen-1' });
      expect(await store.get('one')).toEqual(stored);
    });

    it('leaves the design when the change returns nothing, and says so', async () => {
      const store = designQueueStore();
      const design = queued('one', '2025-05-01T10:00:00.000Z');
      await store.add(design);
      const changes = listen();

      expect(await store.update('one', () => undefined)).toBeUndefined();
      expect(await store.get('one')).toEqual(design);
      expect(changes).not.toHaveBeenCalled();
    });

    it('does nothing for a design that is gone', async () => {
      const store = designQueueStore();
      const change = vi.fn((current: QueuedDesign) => current);
      const changes = listen();

      expect(await store.update('gone', change)).toBeUndefined();
      expect(change).not.toHaveBeenCalled();
      expect(await store.list()).toEqual([]);
      expect(changes).not.toHaveBeenCalled();
    });
  });

  describe('remove', () => {
    it('removes a design, and says whether it did', async () => {
      const store = designQueueStore();
      await store.add(queued('one', '2025-05-01T10:00:00.000Z'));
      await store.add(queued('two', '2025-05-02T10:00:00.000Z'));

      expect(await store.remove('one')).toBe(true);
      expect(await store.remove('one')).toBe(false);
      expect((await store.list()).map((design) => design.id)).toEqual(['two']);
    });

    it('removes a design only when the condition holds for it as stored', async () => {
      const store = designQueueStore();
      await store.add(queued('one', '2025-05-01T10:00:00.000Z'));
      const changes = listen();

      expect(await store.remove('one', (current) => current.status === 'failed')).toBe(false);
      expect(await store.get('one')).toBeDefined();
      expect(changes).not.toHaveBeenCalled();

      expect(await store.remove('one', (current) => current.status === 'queued')).toBe(true);
      expect(await store.get('one')).toBeUndefined();
      expect(changes).toHaveBeenCalledTimes(1);
    });
  });

  describe('the sender taking a design on and the user cancelling it: only one wins', () => {
    /** What the sender does to take a design on: queued to creating, only if still queued. */
    const claim = (id: string) =>
      designQueueStore().update(id, (current) =>
        current.status === 'queued' ? { ...current, status: 'creating' } : undefined,
      );
    const cancel = (id: string) => designQueueStore().remove(id, isCancellable);

    it('a design taken on can no longer be cancelled', async () => {
      await designQueueStore().add(queued('one', '2025-05-01T10:00:00.000Z'));

      const [claimed, cancelled] = await Promise.all([claim('one'), cancel('one')]);

      expect(claimed?.status).toBe('creating');
      expect(cancelled).toBe(false);
      expect((await designQueueStore().get('one'))?.status).toBe('creating');
    });

    it('a cancelled design is not taken on', async () => {
      await designQueueStore().add(queued('one', '2025-05-01T10:00:00.000Z'));

      const [cancelled, claimed] = await Promise.all([cancel('one'), claim('one')]);

      expect(cancelled).toBe(true);
      expect(claimed).toBeUndefined();
      expect(await designQueueStore().list()).toEqual([]);
    });

    it('a failed design can be cancelled', async () => {
      const store = designQueueStore();
      await store.add({
        ...queued('one', '2025-05-01T10:00:00.000Z'),
        status: 'failed',
        failure: { step: 'creating', message: 'The server refused the design.' },
      });
      expect(await cancel('one')).toBe(true);
      expect(await store.list()).toEqual([]);
    });
  });

  describe('change notices', () => {
    it('tells each listener of every write, and no more once it unsubscribes', async () => {
      const store = designQueueStore();
      const first = listen();
      const second = vi.fn();
      const unsubscribeSecond = subscribeDesignQueue(second);

      await store.add(queued('one', '2025-05-01T10:00:00.000Z'));
      expect(first).toHaveBeenCalledTimes(1);
      expect(second).toHaveBeenCalledTimes(1);

      await store.update('one', (current) => ({ ...current, status: 'creating' }));
      expect(first).toHaveBeenCalledTimes(2);

      unsubscribeSecond();
      await store.remove('one');
      expect(first).toHaveBeenCalledTimes(3);
      expect(second).toHaveBeenCalledTimes(2);
      // Reads tell nobody.
      await store.list();
      await store.get('one');
      expect(first).toHaveBeenCalledTimes(3);
    });

    it("tells the app's other tabs of a write", async () => {
      const otherTab = new BroadcastChannel(DESIGN_QUEUE_LOCK);
      try {
        const heard = new Promise<unknown>((resolve) => {
          otherTab.onmessage = (event: MessageEvent) => resolve(event.data);
        });
        await designQueueStore().add(queued('one', '2025-05-01T10:00:00.000Z'));
        expect(await heard).toBe('changed');
      } finally {
        otherTab.close();
      }
    });

    it('tells the same of a write while this tab listens too', async () => {
      const changes = listen();
      const otherTab = new BroadcastChannel(DESIGN_QUEUE_LOCK);
      try {
        const heard = new Promise<unknown>((resolve) => {
          otherTab.onmessage = (event: MessageEvent) => resolve(event.data);
        });
        await designQueueStore().add(queued('one', '2025-05-01T10:00:00.000Z'));
        expect(await heard).toBe('changed');
        // This tab's listener was told once, not again by its own channel.
        expect(changes).toHaveBeenCalledTimes(1);
      } finally {
        otherTab.close();
      }
    });

    it("hears another tab's write", async () => {
      let heard: () => void = () => {};
      const told = new Promise<void>((resolve) => {
        heard = resolve;
      });
      unsubscribes.push(subscribeDesignQueue(() => heard()));
      const otherTab = new BroadcastChannel(DESIGN_QUEUE_LOCK);
      try {
        otherTab.postMessage('changed');
        await told;
      } finally {
        otherTab.close();
      }
    });
  });
});
