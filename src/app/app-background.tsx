import { useEffect } from 'react';

import { startServiceWorker, UpdatePrompt } from '@/app/app-updates';
import { useDemoDeviceSeed } from '@/app/demo-device-seed';
import { loadWorkParts } from '@/app/project-file/load-work-parts';
import { Toaster } from '@/components/ui/toaster';
import { WEB_APP_MANIFEST } from '@/config/product';
import { useDesignQueueSender } from '@/features/generate/design-queue/use-design-queue-sender';
import { ProjectFileDrop } from '@/features/project-file/open/project-file-drop';

/**
 * What the signed-in frame runs beside the screens, none of which the screen a user opens needs
 * to show: the web app manifest's link, the service worker (its install downloads the whole
 * app), the toasts (sonner keeps a toast raised before they mount and shows it then), the prompt
 * for a new version, the designs queued offline going out by themselves once online, a project
 * file dropped onto the app opened, and in demo
 * mode the demo project's prices on this device. Its code loads once the screen has shown what
 * it opened with (src/app/routes/app/app-layout-route.tsx), not with it.
 */
export function AppBackground() {
  useEffect(() => {
    // The app shell leaves the web app manifest's link out (src/app/prerender/app-shell-page.ts):
    // the browser fetches the manifest and its icon as soon as it is linked, and should not
    // beside the code of the screen opened. Linked now, the app is as installable as before.
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = WEB_APP_MANIFEST;
      document.head.append(link);
    }
  }, []);
  useEffect(() => {
    // Builds with an API (a demo build's site belongs to the mock API's worker), as the start.
    if (import.meta.env.PROD && !__DEMO_MODE__ && 'serviceWorker' in navigator) {
      startServiceWorker();
    }
  }, []);
  // Demo mode: the demo project's designs are priced on this device once.
  useDemoDeviceSeed();
  // Designs queued offline go by themselves once online (nothing runs while none is queued).
  useDesignQueueSender();
  return (
    <>
      <Toaster />
      <UpdatePrompt />
      <ProjectFileDrop loadParts={loadWorkParts} />
    </>
  );
}
