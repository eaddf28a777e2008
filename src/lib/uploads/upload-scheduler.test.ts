import { beforeEach, describe, expect, it } from 'vitest';

import { uploadBatches, type UploadItemState } from '@/lib/uploads/upload-scheduler';
import type { UploadRequest, UploadTransport } from '@/lib/uploads/upload-transport';
import { fakeAppClock, settle } from '@/testing/app-clock';
import { goOffline, goOnline } from '@/testing/network';

/*
 * The upload scheduler while the browser goes offline: files wait for the network instead of
 * failing, spend none of their retries waiting, and only the files not yet stored go again.
 */

// The scheduler's timers (its backoff) on a fake clock: `settle` lets it do all it would do,
// moving the clock a second on (past a first backoff), in no real time.
beforeEach(() => {
  fakeAppClock();
});

/** A request's time on its way (on the fake clock). */
function onTheWay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function file(id: string) {
  return { id, url: `https://storage.example.test/${id}`, file: new Blob([id]) };
}

/** A transport that answers 200, unless `answer` decides otherwise for a request. */
function fakeTransport(answer?: (request: UploadRequest, call: number) => Promise<void> | void) {
  const calls: string[] = [];
  const transport: UploadTransport = async (request) => {
    calls.push(request.url);
    await answer?.(request, calls.length);
    return { status: 200, text: '' };
  };
  return { transport, calls };
}

function recordStates() {
  const states: Partial<Record<string, UploadItemState['status'][]>> = {};
  const onItem = (id: string, state: UploadItemState) => {
    const list = (states[id] ??= []);
    if (list.at(-1) !== state.status) list.push(state.status);
  };
  return { states, onItem };
}

describe('uploadBatches while the browser is offline', () => {
  it('waits after a file is cut off by going offline, spends no retry, and resumes on online', async () => {
    const { transport, calls } = fakeTransport((_request, call) => {
      if (call === 1) {
        goOffline();
        throw new TypeError('Failed to fetch');
      }
    });
    const { states, onItem } = recordStates();
    // No retries at all: only waiting for the network can bring the file through.
    const done = uploadBatches(transport, [[file('a')]], { retries: 0, onItem });

    await settle();
    expect(calls).toHaveLength(1);
    expect(states.a?.at(-1)).toBe('waiting');

    goOnline();
    await expect(done).resolves.toEqual([]);
    expect(calls).toEqual(['https://storage.example.test/a', 'https://storage.example.test/a']);
    expect(states.a).toEqual(['pending', 'uploading', 'waiting', 'uploading', 'done']);
  });

  it('sends nothing while offline and starts once online', async () => {
    goOffline();
    const { transport, calls } = fakeTransport();
    const { states, onItem } = recordStates();
    const done = uploadBatches(transport, [[file('a'), file('b')]], { onItem });

    await settle();
    expect(calls).toEqual([]);
    expect(states).toEqual({ a: ['pending', 'waiting'], b: ['pending', 'waiting'] });

    goOnline();
    await expect(done).resolves.toEqual([]);
    expect(calls).toHaveLength(2);
    expect(states.a?.at(-1)).toBe('done');
    expect(states.b?.at(-1)).toBe('done');
  });

  it('sends again only the files not yet stored', async () => {
    const { transport, calls } = fakeTransport(async (request) => {
      if (!request.url.endsWith('/b') || calls.filter((url) => url.endsWith('/b')).length > 1) {
        return;
      }
      // b is on its way when the network goes.
      await onTheWay(20);
      goOffline();
      throw new TypeError('Failed to fetch');
    });
    const done = uploadBatches(transport, [[file('a'), file('b')], [file('c')]], {
      retries: 0,
    });

    await settle();
    // a is stored, c (the next batch) waits for b.
    expect(calls.map((url) => url.slice(-1))).toEqual(['a', 'b']);

    goOnline();
    await expect(done).resolves.toEqual([]);
    expect(calls.map((url) => url.slice(-1))).toEqual(['a', 'b', 'b', 'c']);
  });

  it('stops waiting when aborted', async () => {
    goOffline();
    const { transport, calls } = fakeTransport();
    const abort = new AbortController();
    const done = uploadBatches(transport, [[file('a')]], { signal: abort.signal });

    await settle();
    abort.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toEqual([]);
  });

  it('still fails a file refused while offline (a 4xx is no network problem)', async () => {
    const transport: UploadTransport = () => {
      goOffline();
      return Promise.resolve({ status: 403, text: 'Forbidden' });
    };
    await expect(uploadBatches(transport, [[file('a')]], { retries: 0 })).resolves.toHaveLength(1);
  });
});
