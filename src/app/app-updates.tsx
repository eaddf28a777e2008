import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { createPath, type Location } from 'react-router-dom';
import { toast } from 'sonner';

import {
  applyUpdate,
  isUpdateWaiting,
  registerServiceWorker,
  useUpdateWaiting,
} from '@/lib/offline/worker-registration';

/** The toast that says a new version waits (sonner's id: shown once, however often rendered). */
const UPDATE_TOAST_ID = 'app-update';

export const UPDATE_TEXTS = {
  ready: msg`A new version of YardVision is ready.`,
  when: msg`It opens when you go to another page.`,
  now: msg`Update now`,
};

type RouterLike = {
  state: { location: Location };
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
};

/**
 * Applies a waiting new version at the first safe moment: when the user moves to another
 * screen (what they leave is done or kept as a draft), by loading that screen with the new
 * version. Never while a screen stays open: a form being filled is not reloaded under the user.
 */
function applyUpdatesOnNavigation(router: RouterLike) {
  let { pathname } = router.state.location;
  return router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    if (isUpdateWaiting()) applyUpdate(createPath(location));
  });
}

/** Registers the service worker and applies its updates as above (src/app/start.tsx). */
export function startServiceWorker(router: RouterLike) {
  applyUpdatesOnNavigation(router);
  registerServiceWorker();
}

/**
 * In the app area: says that a new version waits, with a button to take it at once. Without
 * the button it comes with the next move to another screen (above).
 */
export function UpdatePrompt() {
  const { i18n } = useLingui();
  const waiting = useUpdateWaiting();
  useEffect(() => {
    if (!waiting) return;
    toast(i18n._(UPDATE_TEXTS.ready), {
      id: UPDATE_TOAST_ID,
      description: i18n._(UPDATE_TEXTS.when),
      duration: Number.POSITIVE_INFINITY,
      action: { label: i18n._(UPDATE_TEXTS.now), onClick: () => applyUpdate() },
    });
  }, [waiting, i18n]);
  return null;
}
