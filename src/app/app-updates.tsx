import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { createPath } from 'react-router-dom';
import { toast } from 'sonner';

import { holdMoves, type MoveHold } from '@/app/navigation-hold';
import {
  HAND_OVER_WAIT_MS,
  registerServiceWorker,
  useUpdateWaiting,
  workerRegistration,
  type WorkerRegistration,
} from '@/lib/offline/worker-registration';

/** The toast that says a new version waits (sonner's id: shown once, however often rendered). */
const UPDATE_TOAST_ID = 'app-update';

export const UPDATE_TEXTS = {
  ready: msg`A new version of YardVision is ready.`,
  when: msg`It opens when you go to another page.`,
  now: msg`Update now`,
};

type Updates = Pick<WorkerRegistration, 'isUpdateWaiting' | 'handOver'>;

/** Loads `path` (of this site) anew: the new version's worker answers it. */
function loadPage(path: string) {
  // A move back or forward has set the address already.
  if (path === createPath(window.location)) window.location.reload();
  else window.location.assign(path);
}

/**
 * Applies a waiting new version at the first safe moment: when the user moves to another
 * screen (what they leave is done or kept as a draft; a form's leave guard has asked first).
 * The screen they leave stays while the new version's worker takes over, then the destination
 * loads, once, with the new version. Should the hand-over not come in a moment, the move goes
 * on in this version and a later one applies the update. Never while a screen stays open: a
 * form being filled is not reloaded under the user.
 */
export function newVersionOnMove(updates: Updates = workerRegistration): MoveHold {
  return async (destination, signal) => {
    if (!updates.isUpdateWaiting()) return false;
    if (!(await updates.handOver(signal)) || signal.aborted) return false;
    loadPage(destination);
    return true;
  };
}

/** Registers the service worker and applies its updates as above (src/app/start.tsx). */
let started = false;

export function startServiceWorker() {
  // Once per page: the start (outside the app's frame) or the frame's background part may ask.
  if (started) return;
  started = true;
  holdMoves(newVersionOnMove());
  registerServiceWorker();
}

/**
 * In the app area: says that a new version waits, with a button to take it at once. Without
 * the button it comes with the next move to another screen (above).
 */
export function UpdatePrompt({ updates = workerRegistration }: { updates?: WorkerRegistration }) {
  const { i18n } = useLingui();
  const waiting = useUpdateWaiting(updates);
  useEffect(() => {
    if (!waiting) return;
    toast(i18n._(UPDATE_TEXTS.ready), {
      id: UPDATE_TOAST_ID,
      description: i18n._(UPDATE_TEXTS.when),
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: i18n._(UPDATE_TEXTS.now),
        onClick: (event) => {
          // The toast stays until the page loads: if the hand-over does not come, it still
          // says what waits. The user asked: this waits its own while for the hand-over.
          event.preventDefault();
          void updates.handOver(undefined, HAND_OVER_WAIT_MS).then((handed) => {
            if (handed) window.location.reload();
          });
        },
      },
    });
  }, [waiting, i18n, updates]);
  return null;
}
