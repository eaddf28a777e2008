import { afterFirstContentfulPaint } from '@/app/first-paint';
import {
  pageStylesheetLoaded,
  PRERENDERED_ROUTE_ATTRIBUTE,
  showsAppShellFrame,
} from '@/app/prerendered-pages';
import '@/index.css';
import { yieldToMain } from '@/lib/yield-to-main';

/**
 * The entry, kept to a few lines. A prerendered public page reads as it arrives, so the app's
 * code (src/app/start.tsx) is fetched only once the browser has shown the page: nothing competes
 * with that first paint. The code then takes the page over. The app shell (app.html, for /app
 * and /confirm) shows the app's frame from its HTML (src/app/prerender/shell-frames.tsx), and
 * its HTML preloads the screen's code meanwhile: the start runs once that frame is on screen
 * too. Where the shell shows its loader alone (nothing that paints as content), it starts at
 * once. The shell carries only its frame's styles; the app draws nothing before the whole
 * stylesheet is there (the shell asks for it once the frame is on screen).
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const prerendered = container.hasAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
const readable = prerendered || showsAppShellFrame(container);
void (readable ? afterFirstContentfulPaint() : Promise.resolve())
  .then(() => {
    // The app shell: a signed-in screen's data is asked for now, beside its code, not after it
    // (src/app/early-screen-data.ts; its few kB are preloaded with the screen's code). Not in
    // demo mode: its API starts with the app (src/app/start.tsx), its data is on the device.
    if (!prerendered && !__DEMO_MODE__) {
      void import('@/app/early-screen-data')
        .then(({ startEarlyScreenData }) => startEarlyScreenData(window.location))
        .catch(() => undefined);
    }
    return import('@/app/start');
  })
  .then(async ({ start }) => {
    // Evaluating the start's code and starting are two tasks, not one long one.
    await yieldToMain();
    await pageStylesheetLoaded();
    await start(container);
  });
