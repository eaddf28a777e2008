import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstContentfulPaint } from '@/app/first-paint';

/** A stand-in for the browser's paint reporting: `paint()` delivers first-contentful-paint. */
function fakePaintTiming() {
  const observers: (() => void)[] = [];
  let painted = false;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    painted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : [],
  );
  return {
    paint() {
      painted = true;
      [...observers].forEach((callback) => {
        callback();
      });
    },
    observerCount: () => observers.length,
  };
}

/** Whether the promise has settled, after pending callbacks ran. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, then lets go of the observer', async () => {
    const timing = fakePaintTiming();
    const waiting = afterFirstContentfulPaint();
    expect(await settled(waiting)).toBe(false);

    timing.paint();
    expect(await settled(waiting)).toBe(true);
    expect(timing.observerCount()).toBe(0);
  });

  it('goes on at once when the page has painted already', async () => {
    const timing = fakePaintTiming();
    timing.paint();
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });

  it('goes on at once in a hidden page, which paints only when shown', async () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });

  it('goes on when the page is hidden while it waits', async () => {
    fakePaintTiming();
    const waiting = afterFirstContentfulPaint();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on after 3 s should the paint never be reported', async () => {
    fakePaintTiming();
    const waiting = afterFirstContentfulPaint();
    vi.advanceTimersByTime(2999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on at once where the browser does not report paints', async () => {
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['navigation'] });
    expect(await settled(afterFirstContentfulPaint())).toBe(true);
  });
});
