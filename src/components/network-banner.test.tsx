import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NETWORK_BANNER_TEXTS, NetworkBanner } from '@/components/network-banner';
import { text, WithI18n } from '@/testing/i18n';
import { reportNetworkAnswer, reportNetworkFailure } from '@/lib/network/network-status';
import { goOffline, goOnline } from '@/testing/network';

describe('NetworkBanner', () => {
  it('says nothing while the network works', () => {
    const { container } = render(<NetworkBanner />, { wrapper: WithI18n });
    expect(container).toHaveTextContent('');
  });

  it('says when the device goes offline, and briefly when it is back', () => {
    vi.useFakeTimers();
    render(<NetworkBanner />, { wrapper: WithI18n });
    act(() => goOffline());
    const region = screen.getByText(text(NETWORK_BANNER_TEXTS.offline)).closest('[aria-live]');
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => goOnline());
    expect(screen.queryByText(text(NETWORK_BANNER_TEXTS.offline))).toBeNull();
    expect(screen.getByText(text(NETWORK_BANNER_TEXTS.back))).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.queryByText(text(NETWORK_BANNER_TEXTS.back))).toBeNull();
  });

  it('says when requests get no answer while the browser says online, until one gets an answer', () => {
    render(<NetworkBanner />, { wrapper: WithI18n });
    act(() => reportNetworkFailure());
    expect(screen.getByText(text(NETWORK_BANNER_TEXTS.unreachable))).toBeInTheDocument();
    act(() => reportNetworkAnswer());
    expect(screen.queryByText(text(NETWORK_BANNER_TEXTS.unreachable))).toBeNull();
    expect(screen.getByText(text(NETWORK_BANNER_TEXTS.back))).toBeInTheDocument();
  });
});
