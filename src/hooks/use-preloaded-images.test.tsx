import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { usePreloadedImages } from '@/hooks/use-preloaded-images';

/** A stand-in for the browser's Image: the test says when each picture loads or fails. */
class FakeImage {
  static made: FakeImage[] = [];
  src = '';
  decoding = '';
  fetchPriority = '';
  naturalWidth = 0;
  naturalHeight = 0;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeImage.made.push(this);
  }
  load(width: number, height: number) {
    this.naturalWidth = width;
    this.naturalHeight = height;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

const RealImage = window.Image;

beforeEach(() => {
  FakeImage.made = [];
  window.Image = FakeImage as unknown as typeof Image;
});

afterEach(() => {
  window.Image = RealImage;
});

function madeFor(url: string) {
  return FakeImage.made.filter((image) => image.src === url);
}

describe('usePreloadedImages', () => {
  it('loads what is shown now first and what comes next at low priority, each once', () => {
    const { result, rerender } = renderHook(
      ({ now, soon }: { now: string[]; soon: string[] }) => usePreloadedImages(now, soon),
      { initialProps: { now: ['/a.jpg'], soon: ['/b.jpg'] } },
    );
    expect(FakeImage.made.map(({ src, fetchPriority }) => [src, fetchPriority])).toEqual([
      ['/a.jpg', 'high'],
      ['/b.jpg', 'low'],
    ]);
    expect(result.current.image('/a.jpg')).toEqual({ status: 'loading' });
    act(() => madeFor('/a.jpg')[0]?.load(4000, 3000));
    expect(result.current.image('/a.jpg')).toEqual({ status: 'loaded', width: 4000, height: 3000 });

    // The next slide: '/b.jpg' is not fetched again.
    rerender({ now: ['/b.jpg'], soon: ['/a.jpg', '/c.jpg'] });
    expect(madeFor('/b.jpg')).toHaveLength(1);
    expect(madeFor('/a.jpg')).toHaveLength(1);
    expect(madeFor('/c.jpg')).toHaveLength(1);
  });

  it('asks again for a picture that failed, on Try again', () => {
    const { result } = renderHook(() => usePreloadedImages(['/a.jpg']));
    act(() => madeFor('/a.jpg')[0]?.fail());
    expect(result.current.image('/a.jpg')).toEqual({ status: 'error' });

    act(() => result.current.retry());
    expect(madeFor('/a.jpg')).toHaveLength(2);
    act(() => madeFor('/a.jpg')[1]?.load(800, 600));
    expect(result.current.image('/a.jpg')).toEqual({ status: 'loaded', width: 800, height: 600 });
  });
});
