import { criticalCss } from '@/app/prerender/critical-css';
import { escapeHtml } from '@/app/prerender/render-html';
import { screenPreloadScript, type ShellCode } from '@/app/prerender/screen-preload-script';
import { shellFrames } from '@/app/prerender/shell-frames';
import { WEB_APP_MANIFEST } from '@/config/product';

/**
 * The template with the app's frame in its root, until the app renders over it (src/main.tsx),
 * the stylesheet's rules for that frame inline (`criticalCss`: the frame paints from the HTML
 * alone, with no request before the first paint, and the HTML stays small enough to arrive in
 * the connection's first round trip), and the inline script that asks for the whole stylesheet
 * and preloads the app's code (`screenPreloadScript`): the start's and the screen's, all at
 * once, once the frame is on screen.
 */
export async function appShell(
  template: string,
  code: ShellCode | undefined,
  stylesheet: string,
  apiOrigin: string | undefined,
) {
  const frames = await shellFrames();
  // A cold screen's first request for data goes to the API (with its CORS preflight), and its
  // pictures come from there too: the connections are opened while the code loads. Two pools:
  // the API's requests are CORS requests, the pictures are not.
  const preconnects = apiOrigin
    ? [
        `<link rel="preconnect" href="${escapeHtml(apiOrigin)}" crossorigin>`,
        `<link rel="preconnect" href="${escapeHtml(apiOrigin)}">`,
      ]
    : [];
  // The entry's module script goes: the shell's script asks for it (`screenPreloadScript`).
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  const script = code && entryTag?.[1] ? [screenPreloadScript(code, entryTag[1])] : [];
  let html = script.length > 0 && entryTag ? template.replace(entryTag[0], '') : template;
  // The web app manifest's link goes too: the app links it once the screen has shown what it
  // opened with (src/app/app-background.tsx). Linked in the HTML, the browser fetched the
  // manifest and its icon beside the screen's code, on a phone's few kB per round trip.
  const manifestLink = new RegExp(
    `<link rel="manifest" href="${WEB_APP_MANIFEST.replace(/\./g, '\\.')}"\\s*/?>\\s*`,
  );
  if (!manifestLink.test(html)) {
    throw new Error(`index.html has no <link rel="manifest" href="${WEB_APP_MANIFEST}">.`);
  }
  html = html.replace(manifestLink, '');
  if (stylesheet) {
    const link = /<link rel="stylesheet"[^>]*>/;
    if (!link.test(html)) throw new Error('index.html has no stylesheet to put inline.');
    const critical = await criticalCss(stylesheet, frames.everyState);
    // The link stays, disabled (a disabled stylesheet is not fetched, so it holds no paint
    // back) until the shell's script enables it once the frame is on screen. It also tells the
    // code's loader (Vite's, around lazy imports) that the page has that stylesheet, which it
    // would otherwise add with any chunk that shares the entry's.
    html = html.replace(
      link,
      (tag) =>
        `<style>${critical.replace(/<\/style/gi, '<\\/style')}</style>\n    ${tag.replace(/>$/, ' disabled>')}`,
    );
  }
  return html
    .replace('</head>', () => `  ${frames.style}\n    ${frames.script}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${frames.markup}</div>`)
    .replace('</head>', () => `  ${[...preconnects, ...script].join('\n    ')}\n  </head>`);
}
