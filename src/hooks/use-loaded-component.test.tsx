import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useLoadedComponent } from '@/hooks/use-loaded-component';

function Menu() {
  return <p>menu</p>;
}

/** A load that fails `failures` times (as offline), then gives the component. */
function flakyLoad(failures: number) {
  let left = failures;
  return vi.fn(() => {
    if (left > 0) {
      left -= 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }
    return Promise.resolve(Menu);
  });
}

describe('useLoadedComponent', () => {
  it('loads once wanted, and not before', async () => {
    const load = flakyLoad(0);
    const { result, rerender } = renderHook(({ wanted }) => useLoadedComponent(load, wanted), {
      initialProps: { wanted: false },
    });
    expect(load).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current?.Component).toBe(Menu));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, tries again when `retry` changes (the press that needs it)', async () => {
    const load = flakyLoad(1);
    const { result, rerender } = renderHook(({ retry }) => useLoadedComponent(load, true, retry), {
      initialProps: { retry: false },
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(result.current).toBeUndefined();
    rerender({ retry: true });
    await waitFor(() => expect(result.current?.Component).toBe(Menu));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failed load, tries again once the browser is back online', async () => {
    const load = flakyLoad(1);
    const { result } = renderHook(() => useLoadedComponent(load, true));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => Promise.resolve());
    expect(result.current).toBeUndefined();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current?.Component).toBe(Menu));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
