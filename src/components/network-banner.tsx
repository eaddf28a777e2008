import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CloudOffIcon, WifiIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import {
  getNetworkStatus,
  subscribeNetworkStatus,
  useNetworkStatus,
  type NetworkStatus,
} from '@/lib/network/network-status';

export const NETWORK_BANNER_TEXTS = {
  offline: msg`You are offline. What you see is what this device kept and may be out of date; what you type is kept, and saving carries on when the connection is back.`,
  unreachable: msg`The server cannot be reached. What you type is kept; check your connection and try again.`,
  back: msg`You are back online.`,
};

/** How long 'You are back online.' stays. */
const BACK_ONLINE_MS = 4000;

/**
 * Says when the device is offline or the server cannot be reached, and briefly when the
 * connection is back. A polite live region that is always there (empty while all is well), so
 * screen readers announce each change without taking the focus. `className` places it (sticky
 * under the frame's header).
 */
export function NetworkBanner({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const status = useNetworkStatus();
  const [backOnline, setBackOnline] = useState(false);
  const last = useRef<NetworkStatus>(getNetworkStatus());

  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = subscribeNetworkStatus(() => {
      const now = getNetworkStatus();
      const wasDown = last.current !== 'online';
      last.current = now;
      window.clearTimeout(timer);
      setBackOnline(now === 'online' && wasDown);
      if (now === 'online' && wasDown) {
        timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
      }
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, []);

  const down = status !== 'online';
  return (
    <div
      aria-live="polite"
      className={down || backOnline ? `bg-background ${className ?? ''}` : 'sr-only'}
    >
      {down ? (
        <p className="flex items-start gap-2 border-b border-amber-500/40 bg-amber-500/15 px-4 py-2 text-sm">
          <CloudOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {i18n._(NETWORK_BANNER_TEXTS[status])}
        </p>
      ) : backOnline ? (
        <p className="flex items-start gap-2 border-b border-emerald-600/40 bg-emerald-500/10 px-4 py-2 text-sm">
          <WifiIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {i18n._(NETWORK_BANNER_TEXTS.back)}
        </p>
      ) : null}
    </div>
  );
}
