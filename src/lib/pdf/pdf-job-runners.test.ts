// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { abortError, createPdfRunners, unlessAborted } from '@/lib/pdf/pdf-job-runners';

const CANCELLED = 'The test was cancelled.';

describe('PDF runners on the main thread', () => {
  it('does each job with the fallback, in a task of its own, and stops nothing it has not started', async () => {
    const start = vi.fn<() => Worker>();
    const fallback = vi.fn((job: number) => Promise.resolve(job * 2));
    const { run, stop } = createPdfRunners({ useWorker: false, workers: 2, start, fallback });
    const done = run(1);
    // The job waits for the next task: the page answers the user in between.
    expect(fallback).not.toHaveBeenCalled();
    await expect(done).resolves.toBe(2);
    await expect(run(2)).resolves.toBe(4);
    stop(new Error('stopped'));
    expect(start).not.toHaveBeenCalled();
    expect(fallback).toHaveBeenCalledTimes(2);
  });
});

describe('cancelling', () => {
  it('gives the abort its own reason, or an AbortError that says what was cancelled', () => {
    const reason = new Error('The user left.');
    expect(abortError(AbortSignal.abort(reason), CANCELLED)).toBe(reason);
    const error = abortError(AbortSignal.abort('no error'), CANCELLED);
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
    expect(error.message).toBe(CANCELLED);
  });

  it('stops waiting as soon as the signal aborts, and keeps the result otherwise', async () => {
    const controller = new AbortController();
    const never = new Promise<number>(() => {});
    const waiting = unlessAborted(never, controller.signal, CANCELLED);
    controller.abort('no error');
    await expect(waiting).rejects.toThrow(CANCELLED);
    await expect(unlessAborted(never, controller.signal, CANCELLED)).rejects.toThrow(CANCELLED);
    await expect(
      unlessAborted(Promise.resolve(3), new AbortController().signal, CANCELLED),
    ).resolves.toBe(3);
  });
});
