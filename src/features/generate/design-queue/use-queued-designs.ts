import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useState } from 'react';

import { discardIfNeverStarted } from '@/entities/generation/api/discard-generation';
import {
  isCancellable,
  QUEUE_TEXTS,
  retryStatus,
  type QueuedDesign,
} from '@/features/generate/design-queue/design-queue';
import { subscribeDesignQueue } from '@/features/generate/design-queue/design-queue-events';
import { sessionOwner, useSession } from '@/lib/session/session';

function loadStore() {
  return import('@/features/generate/design-queue/design-queue-store').then((module) =>
    module.designQueueStore(),
  );
}

/**
 * The signed-in user's designs queued offline, as they are on this device now (kept up to date
 * as the sender moves them on, here or in another tab), with 'Cancel' and 'Try again'.
 */
export function useQueuedDesigns() {
  const { i18n } = useLingui();
  const session = useSession();
  const owner = sessionOwner(session);
  const org = session.status === 'signed-in' ? session.user.organizationRef : undefined;
  const [designs, setDesigns] = useState<QueuedDesign[]>([]);

  useEffect(() => {
    let latest = 0;
    let cancelled = false;
    const load = () => {
      // Reads may finish out of order: only the last one asked for is shown.
      const read = ++latest;
      void loadStore()
        .then((store) => store.list())
        .then((all) => {
          if (cancelled || read !== latest) return;
          setDesigns(all.filter((design) => design.owner === owner));
        })
        .catch(() => undefined);
    };
    load();
    const unsubscribe = subscribeDesignQueue(load);
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [owner]);

  /**
   * Removes a design that is not on its way (queued, or failed); rejects, saying so, when the
   * sender took it on meanwhile. A record a failed design had made goes too, unless it started.
   */
  const cancel = useCallback(
    async (design: QueuedDesign) => {
      const store = await loadStore();
      const removed = await store.remove(design.id, isCancellable);
      if (!removed) throw new Error(i18n._(QUEUE_TEXTS.cancelTooLate));
      if (design.generationRef && org) discardIfNeverStarted(org, design.generationRef);
    },
    [org, i18n],
  );

  /** Sends a failed design again, from the step that failed (the sender takes it from there). */
  const retry = useCallback(async (design: QueuedDesign) => {
    const store = await loadStore();
    await store.update(design.id, (current) =>
      current.status === 'failed' && current.failure
        ? { ...current, status: retryStatus(current.failure.step), failure: undefined }
        : undefined,
    );
  }, []);

  return { designs, cancel, retry };
}
