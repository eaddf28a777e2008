// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { QUEUE_DATABASE } from '@/config/device-storage';
import {
  DESIGN_QUEUE_LOCK,
  isCancellable,
  newQueuedDesign,
  type QueuedDesign,
} from '@/features/generate/design-queue/design-queue';
import { subscribeDesignQueue } from '@/features/generate/design-queue/design-queue-events';
import { designQueueStore } from '@/features/generate/design-queue/design-queue-store';
import { findBlob, installFakeIndexedDb } from '@/testing/fake-indexed-db';

/*
 * The device's queue of designs made offline. The test DOM has no IndexedDB, so most of this is
 * the in-memory store the app falls back to: every change is one atomic step (read, decide,
 * write) and tells the queue's listeners (the sender, the list), here and in other tabs. The
 * IndexedDB store is tested at the end against a fake IndexedDB (`installFakeIndexedDb`).
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

describe('designQueueStore in IndexedDB', () => {
  const STORE = 'designs';

  /** A queued design as the test compares it: its photos' files as bytes, type, name, date. */
  async function described(design: QueuedDesign | undefined) {
    if (!design) return undefined;
    const photos = (list: QueuedDesign['sources']) =>
      Promise.all(
        list.map(async ({ file, ...photo }) => ({
          ...photo,
          file: {
            bytes: [...new Uint8Array(await file.arrayBuffer())],
            type: file.type,
            name: file.name,
            lastModified: file.lastModified,
            isFile: file instanceof File,
          },
        })),
      );
    return {
      ...design,
      sources: await photos(design.sources),
      inspirations: await photos(design.inspirations),
    };
  }

  function withInspiration(design: QueuedDesign): QueuedDesign {
    return {
      ...design,
      inspirations: [
        {
          id: `${design.id}-i1`,
          file: new File([new Uint8Array([7, 8, 9])], `queued-${design.id}-inspiration-1.png`, {
            type: 'image/png',
            lastModified: Date.UTC(2025, 4, 1),
          }),
          originalName: 'garden.png',
          width: 20,
          height: 10,
        },
      ],
    };
  }

  it("keeps designs with their photos where IndexedDB refuses Files (Safari's private windows): nothing stored is a Blob", async () => {
    const fake = installFakeIndexedDb({ refuseBlobs: true });
    const store = designQueueStore();
    const later = withInspiration(queued('later', '2025-05-02T10:00:00.000Z'));
    const earlier = queued('earlier', '2025-05-01T10:00:00.000Z');

    await store.add(later);
    await store.add(earlier);

    const stored = [...(await fake.stored(QUEUE_DATABASE, STORE)).values()];
    expect(stored).toHaveLength(2);
    for (const record of stored) expect(findBlob(record)).toBeUndefined();

    const listed = await store.list();
    expect(listed.map((design) => design.id)).toEqual(['earlier', 'later']);
    expect(await described(listed[1])).toEqual(await described(later));
    expect(await described(await store.get('earlier'))).toEqual(await described(earlier));
  });

  it('an update changes the design, keeps its photos and stores no Blob', async () => {
    const fake = installFakeIndexedDb({ refuseBlobs: true });
    const store = designQueueStore();
    const design = withInspiration(queued('one', '2025-05-01T10:00:00.000Z'));
    await store.add(design);

    const stored = await store.update('one', (current) => ({
      ...current,
      status: 'uploading',
      generationRef: 'gen-1',
    }));

    expect(stored).toMatchObject({ status: 'uploading', generationRef: 'gen-1' });
    expect(findBlob((await fake.stored(QUEUE_DATABASE, STORE)).get('one'))).toBeUndefined();
    expect(await described(await store.get('one'))).toEqual(
      await described({ ...design, status: 'uploading', generationRef: 'gen-1' }),
    );
  });

  it('refuses an update that changes the photos, and keeps the design as it was', async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    const store = designQueueStore();
    const design = queued('one', '2025-05-01T10:00:00.000Z');
    await store.add(design);

    await expect(
      store.update('one', (current) => ({
        ...current,
        status: 'creating',
        sources: queued('other', '2025-05-01T10:00:00.000Z').sources,
      })),
    ).rejects.toThrow('An update cannot change the photos of a queued design.');
    expect(await described(await store.get('one'))).toEqual(await described(design));
  });

  it('still reads, updates and removes designs an earlier version stored with their File objects', async () => {
    const fake = installFakeIndexedDb();
    const store = designQueueStore();
    // Opens the database, as the earlier version had.
    expect(await store.list()).toEqual([]);
    const old = withInspiration(queued('old', '2025-05-01T10:00:00.000Z'));
    await fake.seed(QUEUE_DATABASE, STORE, old);
    expect(findBlob((await fake.stored(QUEUE_DATABASE, STORE)).get('old'))).toBeDefined();

    expect(await described((await store.list())[0])).toEqual(await described(old));
    expect(await described(await store.get('old'))).toEqual(await described(old));

    await store.update('old', (current) => ({ ...current, status: 'creating' }));
    expect(await described(await store.get('old'))).toEqual(
      await described({ ...old, status: 'creating' }),
    );

    expect(await store.remove('old', (current) => current.status === 'creating')).toBe(true);
    expect(await store.list()).toEqual([]);
  });

  it('the sender taking a design on and the user cancelling it: only one wins', async () => {
    installFakeIndexedDb({ refuseBlobs: true });
    const store = designQueueStore();
    await store.add(queued('one', '2025-05-01T10:00:00.000Z'));

    const [claimed, cancelled] = await Promise.all([
      store.update('one', (current) =>
        current.status === 'queued' ? { ...current, status: 'creating' } : undefined,
      ),
      store.remove('one', isCancellable),
    ]);

    expect(claimed?.status).toBe('creating');
    expect(cancelled).toBe(false);
    expect((await store.get('one'))?.status).toBe('creating');
  });
});
