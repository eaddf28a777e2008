import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  CODE_LOAD_FAILED_TITLE,
  CodeLoadErrorScreen,
  OFFLINE_TITLE,
} from '@/components/errors/code-load-error-screen';
import { text, WithI18n } from '@/testing/i18n';
import { goOffline, goOnline } from '@/testing/network';

describe('CodeLoadErrorScreen', () => {
  it('online: tries again by itself, less often each time, and not in a hidden tab', () => {
    vi.useFakeTimers();
    const retry = vi.fn(() => Promise.resolve());
    render(<CodeLoadErrorScreen onRetry={retry} />, { wrapper: WithI18n });
    expect(screen.getByRole('alert')).toHaveTextContent(text(CODE_LOAD_FAILED_TITLE));

    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(retry).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(4_000);
    });
    expect(retry).toHaveBeenCalledTimes(2);

    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    act(() => {
      vi.advanceTimersByTime(8_000);
    });
    expect(retry).toHaveBeenCalledTimes(2);
    hidden.mockRestore();
  });

  it('offline: waits for the network instead, then tries again at once', () => {
    vi.useFakeTimers();
    const retry = vi.fn(() => Promise.resolve());
    act(() => goOffline());
    render(<CodeLoadErrorScreen onRetry={retry} />, { wrapper: WithI18n });
    expect(screen.getByRole('alert')).toHaveTextContent(text(OFFLINE_TITLE));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(retry).not.toHaveBeenCalled();

    act(() => goOnline());
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
