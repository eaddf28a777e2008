import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useFullscreen } from '@/hooks/use-fullscreen';

/** The browser's Fullscreen API as a page sees it, in the test DOM (which has none). */
function installFullscreenApi() {
  let element: Element | null = null;
  const change = (next: Element | null) => {
    element = next;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  const request = vi.fn(function (this: Element) {
    change(this);
    return Promise.resolve();
  });
  const exit = vi.fn(() => {
    change(null);
    return Promise.resolve();
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => element,
  });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: request,
  });
  return {
    request,
    exit,
    /** The browser ends full screen by itself (the user pressed Escape). */
    endByBrowser: () => change(null),
    remove() {
      for (const key of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) {
        Reflect.deleteProperty(document, key);
      }
      Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
    },
  };
}

describe('useFullscreen', () => {
  let api: ReturnType<typeof installFullscreenApi>;
  beforeEach(() => {
    api = installFullscreenApi();
  });
  afterEach(() => {
    api.remove();
  });

  it('asks once while a request is on its way: a second tap waits for the first', async () => {
    let grant: () => void = () => undefined;
    api.request.mockImplementationOnce(function (this: Element) {
      return new Promise<void>((resolve) => {
        grant = () => {
          document.dispatchEvent(new Event('fullscreenchange'));
          resolve();
        };
      });
    });
    const { result } = renderHook(() => useFullscreen());
    const first = result.current.enter();
    const second = result.current.enter();
    expect(api.request).toHaveBeenCalledTimes(1);
    await act(async () => {
      grant();
      expect(await Promise.all([first, second])).toEqual([true, true]);
    });
  });

  it('enters and leaves full screen for the whole page, and says which it is', async () => {
    const { result } = renderHook(() => useFullscreen());
    expect(result.current).toMatchObject({ supported: true, active: false });
    await act(() => result.current.enter());
    expect(api.request).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(true);
    await act(() => result.current.exit());
    expect(result.current.active).toBe(false);
  });

  it('tells when the browser ends full screen, not when the page does', async () => {
    const onEndedByBrowser = vi.fn();
    const { result } = renderHook(() => useFullscreen({ onEndedByBrowser }));
    await act(() => result.current.enter());
    await act(() => result.current.exit());
    expect(onEndedByBrowser).not.toHaveBeenCalled();

    await act(() => result.current.enter());
    act(() => api.endByBrowser());
    expect(onEndedByBrowser).toHaveBeenCalledTimes(1);
  });

  it('ends its full screen when the screen goes away', async () => {
    const onEndedByBrowser = vi.fn();
    const { result, unmount } = renderHook(() => useFullscreen({ onEndedByBrowser }));
    await act(() => result.current.enter());
    unmount();
    expect(api.exit).toHaveBeenCalledTimes(1);
    expect(document.fullscreenElement).toBeNull();
    expect(onEndedByBrowser).not.toHaveBeenCalled();
  });

  it('says no when the browser has no full screen', () => {
    api.remove();
    const { result } = renderHook(() => useFullscreen());
    expect(result.current.supported).toBeFalsy();
  });
});
