import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { ErrorScreen } from '@/components/errors/error-screen';
import { useNetworkStatus } from '@/lib/network/network-status';

export const OFFLINE_TITLE = msg`You are offline`;
export const OFFLINE_DESCRIPTION = msg`This page opens by itself when your connection is back.`;
export const CODE_LOAD_FAILED_TITLE = msg`This page could not be loaded`;
const CODE_LOAD_FAILED_DESCRIPTION = msg`Check your connection and try again.`;

/** The first automatic retry while online comes after this; each next one waits twice as long. */
const FIRST_AUTO_RETRY_MS = 2_000;
const LAST_AUTO_RETRY_MS = 30_000;

/**
 * Shown where a page's code could not be loaded. An alert, as every error screen: it appears
 * where the page the user asked for should be, and is announced as it appears (a status region
 * inserted with its text is not, in every screen reader). Offline, it says so, and tries again by itself
 * when the network is back (the browser's `online`, or a request answered again after none
 * was); otherwise it asks to try again. 'Try again' calls `onRetry`, which loads what failed
 * again: never a page reload, which would lose what the user typed (and offline, the app).
 */
export function CodeLoadErrorScreen({
  onRetry,
  secondaryAction,
}: {
  onRetry: () => unknown;
  /** A way out, e.g. a link to the dashboard. */
  secondaryAction?: ReactNode;
}) {
  const { i18n } = useLingui();
  const status = useNetworkStatus();
  const [retrying, setRetrying] = useState(false);
  const retryRef = useRef(onRetry);
  useEffect(() => {
    retryRef.current = onRetry;
  }, [onRetry]);

  const retry = async () => {
    if (retrying) return;
    setRetrying(true);
    try {
      await retryRef.current();
    } catch {
      // What failed shows again: this screen, or the route's error screen.
    } finally {
      setRetrying(false);
    }
  };

  // Back online (from offline, or from requests without an answer): load again by itself.
  const previousStatus = useRef(status);
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (status === 'online' && previous !== 'online') void retryRef.current();
  }, [status]);

  // Online, yet the code did not come (the network was not quite back, or the server was
  // briefly away): try again by itself, less often each time, never in a hidden tab. Offline it
  // waits for the browser's 'online' instead (above).
  useEffect(() => {
    if (status === 'offline') return;
    let delay = FIRST_AUTO_RETRY_MS;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (!document.hidden) void retryRef.current();
        delay = Math.min(delay * 2, LAST_AUTO_RETRY_MS);
        schedule();
      }, delay);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [status]);

  const offline = status === 'offline';
  return (
    <ErrorScreen
      title={i18n._(offline ? OFFLINE_TITLE : CODE_LOAD_FAILED_TITLE)}
      description={i18n._(offline ? OFFLINE_DESCRIPTION : CODE_LOAD_FAILED_DESCRIPTION)}
      onRetry={() => void retry()}
      secondaryAction={secondaryAction}
    />
  );
}
