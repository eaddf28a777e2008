import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { generationKeys } from '@/entities/generation/api/generation-keys';
import {
  toastQueuedDesignFailed,
  toastQueuedDesignStarted,
} from '@/features/generate/design-queue/queued-design-toasts';
import type { QueuedDesign } from '@/features/generate/design-queue/design-queue';
import { subscribeDesignQueue } from '@/features/generate/design-queue/design-queue-events';
import { isBrowserOffline } from '@/lib/network/network-status';
import { sessionOwner, useSession } from '@/lib/session/session';
import { useUploadTransport } from '@/lib/uploads/upload-transport';
import { whenIdle } from '@/lib/when-idle';

/** How soon the sender looks at the queue after the app opens, at the latest. */
const FIRST_LOOK_TIMEOUT_MS = 2000;
/** Without idle callbacks (Safari): a moment after the app opens. */
const FIRST_LOOK_DELAY_MS = 300;
/** After no answer while the browser says it is online: again after this, doubling. */
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 5 * 60_000;

function afterFirstPaint(callback: () => void) {
  return whenIdle(callback, { timeout: FIRST_LOOK_TIMEOUT_MS, delay: FIRST_LOOK_DELAY_MS });
}

/**
 * Sends the designs the signed-in user queued offline (see `queued-design-sender.ts`): mounted
 * once, in the signed-in layout. It costs nothing before the first paint: it first looks at the
 * queue once the browser is idle, loading the store and the sender only then, and does nothing
 * more while the queue holds nothing to send. It looks again when the queue changes (here or in
 * another tab), when the browser comes back online, and a while after the server could not be
 * reached. Never while the browser is offline; stops when the session changes.
 *
 * A design that starts says so with a toast linking to its page (and the designs lists are
 * asked again); one the API refuses says so with a toast linking to the list.
 */
export function useDesignQueueSender(): void {
  const session = useSession();
  const owner = sessionOwner(session);
  const org = session.status === 'signed-in' ? session.user.organizationRef : undefined;
  const transport = useUploadTransport();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!org) return;
    const abort = new AbortController();
    const { signal } = abort;
    /** A pass is under way; how often the queue was said to change (one during a pass: another). */
    const pass = { running: false, changes: 0 };
    let retryTimer: number | undefined;
    let retryDelay = FIRST_RETRY_MS;

    const onStarted = (_design: QueuedDesign, generationRef: string) => {
      void queryClient.invalidateQueries({ queryKey: generationKeys.all(org) });
      toastQueuedDesignStarted(generationRef);
    };
    const onFailed = (design: QueuedDesign) => {
      toastQueuedDesignFailed(design.id, design.failure?.message);
    };

    const scheduleRetry = () => {
      window.clearTimeout(retryTimer);
      // Offline, the browser's `online` event is the signal to go on.
      if (isBrowserOffline()) return;
      retryTimer = window.setTimeout(kick, retryDelay);
      retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
    };

    /** One pass: sends what there is to send now. */
    const run = async () => {
      pass.running = true;
      const changesBefore = pass.changes;
      try {
        const [sender, { designQueueStore }] = await Promise.all([
          import('@/features/generate/design-queue/queued-design-sender'),
          import('@/features/generate/design-queue/design-queue-store'),
        ]);
        const context = {
          org,
          owner,
          transport,
          signal,
          store: designQueueStore(),
          onStarted,
          onFailed,
        };
        // Nothing to send: no lock, no request.
        if (signal.aborted || !(await sender.hasQueuedDesignsToSend(context))) return;
        const outcome = await sender.withDesignQueueLock(signal, () =>
          sender.sendQueuedDesigns(context),
        );
        if (outcome === 'retry') scheduleRetry();
        else retryDelay = FIRST_RETRY_MS;
      } catch {
        // Stopped (the session changed), or the code could not load (offline after a deploy):
        // the next change or the network coming back tries again.
      } finally {
        pass.running = false;
        // The queue changed meanwhile: another pass.
        if (pass.changes !== changesBefore) kick();
      }
    };

    function kick() {
      if (signal.aborted || isBrowserOffline()) return;
      if (pass.running) {
        pass.changes += 1;
        return;
      }
      void run();
    }

    const cancelFirstLook = afterFirstPaint(kick);
    const unsubscribe = subscribeDesignQueue(kick);
    window.addEventListener('online', kick);
    return () => {
      abort.abort();
      cancelFirstLook();
      unsubscribe();
      window.removeEventListener('online', kick);
      window.clearTimeout(retryTimer);
    };
  }, [org, owner, transport, queryClient]);
}
