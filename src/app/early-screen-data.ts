import { paths } from '@/config/paths';
import { customerApiPath } from '@/entities/customer/api/customer-paths';
import { generationPath, projectGenerationsPath } from '@/entities/generation/api/generation-paths';
import { rawGenerationPictures } from '@/entities/generation/api/generation-pictures';
import { projectApiPath } from '@/entities/project/api/project-paths';
import { startEarlyGet } from '@/lib/api/api-client';
import { isShowableUrl } from '@/lib/api/safe-url';
import { getSession } from '@/lib/session/session';

/**
 * A signed-in screen opened cold (the app shell) asks for its data as soon as the session is
 * known, beside its code, instead of after the router, the `/app` routes, the screen's code and
 * its first render: the start calls `startEarlyScreenData` first thing. Each screen starts
 * exactly the GETs its first render makes (same paths, from the entities' path builders, same
 * headers), through the API client, whose next request for the same path takes the answer
 * (`startEarlyGet` in src/lib/api/api-client.ts): one request per address. The pictures a screen
 * opens with are asked for as soon as their addresses are in that answer (`preloadPicture`).
 * Signed out (no token, one that does not decode or has expired): nothing is sent.
 * Demo mode: the requests wait for the in-browser API like any request (`whenApiReady`).
 */

type Params = Record<string, string | undefined>;

/** A screen and what its first render fetches; none for a screen that fetches nothing. */
type Screen = { path: string; start?: (org: string, params: Params, search: string) => void };

/**
 * Asks the browser for a picture the screen will show at once, at the same address as its
 * `<img>`, so that the image is served from the browser's cache.
 */
function preloadPicture(href: string | undefined, priority?: 'high') {
  if (!href || !isShowableUrl(href)) return;
  const present = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (present) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  if (priority) link.setAttribute('fetchpriority', priority);
  document.head.append(link);
}

/**
 * A design's page: the design, then its result, the picture the page is about (the largest
 * one it shows). The before picture waits for the page (it would share the connection with it).
 */
function startGeneration(org: string, { generationRef = '' }: Params) {
  void startEarlyGet(generationPath(org, generationRef), { read: true }).then((raw) => {
    const pictures = rawGenerationPictures(raw);
    if (!pictures?.result) return;
    preloadPicture(pictures.result, 'high');
  });
}

/**
 * The designs list. Its thumbnails are whole photos (the API has no smaller ones): asked for
 * before the list is drawn, they would hold its text back; the list asks for them itself
 * (generations-table.tsx), the first row's first.
 */
function startGenerations(org: string) {
  void startEarlyGet(generationPath(org));
}

/**
 * A project's page: the project and the customers to choose from; once the project names its
 * customer, that customer and the project's designs (its designs card and presentation).
 */
function startProject(org: string, { projectRef = '' }: Params) {
  void startEarlyGet(customerApiPath(org));
  void startEarlyGet(projectApiPath(org, projectRef), { read: true }).then((raw) => {
    // The project's own field (project-schemas.ts); none or empty shows no designs.
    const customerRef =
      typeof raw === 'object' && raw !== null && 'customerRef' in raw ? raw.customerRef : undefined;
    if (typeof customerRef !== 'string' || customerRef === '') return;
    void startEarlyGet(customerApiPath(org, customerRef));
    void startEarlyGet(projectGenerationsPath(org, customerRef, projectRef));
  });
}

/** The screens of the app area; the router ranks them as it ranks its routes (static first). */
const SCREENS: Screen[] = [
  // The dashboard fetches nothing.
  { path: paths.app.dashboard },
  { path: paths.app.generations, start: startGenerations },
  { path: paths.app.generate },
  { path: paths.app.compareGenerations },
  { path: `${paths.app.generations}/:generationRef`, start: startGeneration },
  { path: paths.app.customers, start: (org) => void startEarlyGet(customerApiPath(org)) },
  { path: paths.app.newCustomer },
  {
    // The customer, and the projects listed under the form.
    path: `${paths.app.customers}/:customerRef`,
    start: (org, { customerRef = '' }) => {
      void startEarlyGet(customerApiPath(org, customerRef));
      void startEarlyGet(projectApiPath(org));
    },
  },
  {
    // The projects, and the customers whose names the cards show.
    path: paths.app.projects,
    start: (org) => {
      void startEarlyGet(projectApiPath(org));
      void startEarlyGet(customerApiPath(org));
    },
  },
  { path: paths.app.newProject },
  { path: `${paths.app.projects}/:projectRef`, start: startProject },
];

/** A segment of the address as the router reads it; undefined where it does not decode. */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The screen at `pathname` and its parameters, matched as the router matches (a `:param` is one
 * segment; a static segment wins over a parameter). Written out rather than React Router's
 * `matchRoutes`, so that this module does not wait for the router's code to arrive.
 */
function screenAt(pathname: string): { screen: Screen; params: Params } | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { screen: Screen; params: Params; statics: number } | undefined;
  for (const screen of SCREENS) {
    const pattern = screen.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Params = {};
    let statics = 0;
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        const value = decoded(segment);
        if (value === undefined) return false;
        params[part.slice(1)] = value;
        return value !== '';
      }
      statics += 1;
      return part === segment;
    });
    if (matches && (!best || statics > best.statics)) best = { screen, params, statics };
  }
  return best;
}

/**
 * Whether this load is a cold one, the only kind that needs the data this early: no service
 * worker controls the page yet (once one does, the app opens from the device, with the data it
 * kept, and asks the API only as its screens would) and the browser is not offline.
 */
function coldLoad() {
  return navigator.onLine && !('serviceWorker' in navigator && navigator.serviceWorker.controller);
}

/**
 * Starts the requests of the screen at `location` for the signed-in user (see above); does
 * nothing signed out, on any other address, or when the load is not a cold one (`coldLoad`).
 */
export function startEarlyScreenData(location: Pick<Location, 'pathname' | 'search'>) {
  if (!coldLoad()) return;
  const session = getSession();
  if (session.status !== 'signed-in') return;
  const match = screenAt(location.pathname);
  match?.screen.start?.(session.user.organizationRef, match.params, location.search);
}
