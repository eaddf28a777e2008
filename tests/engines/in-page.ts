import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What the cross-engine tests run inside the page, the same in every engine: finding elements
 * as a user does (by role and accessible name, by text, by label), with Testing Library's own
 * queries, and axe-core (tests/e2e/axe.ts). Both are injected into a document the first time it is asked, as the
 * body of a driver's script (not through eval, which the site's Content-Security-Policy forbids
 * to the page).
 */

const require = createRequire(import.meta.url);

/** Testing Library's browser bundle: defines `TestingLibraryDom` on the page's global. */
export const TESTING_LIBRARY_SOURCE = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

/** A text or a pattern, in a form that crosses into the page. */
export type TextMatch = string | RegExp;
export type SerializedMatch = { text: string } | { source: string; flags: string };

export function serializeMatch(match: TextMatch): SerializedMatch {
  return typeof match === 'string' ? { text: match } : { source: match.source, flags: match.flags };
}

/** How a test names an element: the ways a user finds one. */
export type Query =
  | { role: string; name?: TextMatch; level?: number }
  | { text: TextMatch }
  | { label: TextMatch }
  | { css: string };

export type SerializedQuery =
  | { role: string; name?: SerializedMatch; level?: number }
  | { text: SerializedMatch }
  | { label: SerializedMatch }
  | { css: string };

export function serializeQuery(query: Query): SerializedQuery {
  if ('role' in query) {
    return {
      role: query.role,
      ...(query.name === undefined ? {} : { name: serializeMatch(query.name) }),
      ...(query.level === undefined ? {} : { level: query.level }),
    };
  }
  if ('text' in query) return { text: serializeMatch(query.text) };
  if ('label' in query) return { label: serializeMatch(query.label) };
  return query;
}

export function describeQuery(query: Query): string {
  if ('role' in query) {
    const name = query.name === undefined ? '' : ` named ${String(query.name)}`;
    return `${query.role}${name}`;
  }
  if ('text' in query) return `the text ${String(query.text)}`;
  if ('label' in query) return `the field labelled ${String(query.label)}`;
  return query.css;
}

/**
 * In the page: every element the query names (Testing Library's queryAll*: only what is in the
 * accessibility tree; for `css`, hidden ones too, such as a drop zone's file input). Run as a
 * function given the serialized query; needs TestingLibraryDom.
 */
export function locateAll(query: SerializedQuery): Element[] {
  type Matcher = string | RegExp;
  type Queries = {
    queryAllByRole: (
      container: HTMLElement,
      role: string,
      options: { name?: Matcher; level?: number; exact?: boolean },
    ) => Element[];
    queryAllByText: (container: HTMLElement, text: Matcher) => Element[];
    queryAllByLabelText: (container: HTMLElement, text: Matcher) => Element[];
  };
  const dom = (globalThis as unknown as { TestingLibraryDom: Queries }).TestingLibraryDom;
  const toMatcher = (match: SerializedMatch): Matcher =>
    'text' in match ? match.text : new RegExp(match.source, match.flags);
  if ('css' in query) return [...document.querySelectorAll(query.css)];
  if ('role' in query) {
    return dom.queryAllByRole(document.body, query.role, {
      ...(query.name ? { name: toMatcher(query.name) } : {}),
      ...(query.level === undefined ? {} : { level: query.level }),
    });
  }
  if ('text' in query) return dom.queryAllByText(document.body, toMatcher(query.text));
  return dom.queryAllByLabelText(document.body, toMatcher(query.label));
}

/**
 * Served into every HTML page of the cross-engine site (tests/engines/global-setup.ts, and
 * offline.engine.ts for its own build, through tests/e2e/nginx-server.ts) before the app's
 * own scripts: records each uncaught error, unhandled rejection, console.error and
 * Content-Security-Policy violation, in the tab's sessionStorage, so a navigation keeps them.
 * WebKit's WebDriver reports none of these itself.
 */
export const PROBLEM_RECORDER = `(() => {
  const KEY = 'e2e:problems';
  const record = (line) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(line + ' (on ' + location.pathname + ')');
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => {
    if (!(event instanceof ErrorEvent)) return;
    record('uncaught error: ' + (event.error && event.error.stack || event.message));
  });
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    record('unhandled rejection: ' + (reason && reason.stack || String(reason)));
  });
  addEventListener('securitypolicyviolation', (event) => {
    record('Content-Security-Policy violation: ' + event.effectiveDirective + ' blocked ' +
      event.blockedURI + ' at ' + (event.sourceFile || 'the page') + ':' + event.lineNumber);
  }, { capture: true });
  const error = console.error;
  console.error = function (...args) {
    record('console.error: ' + args.map((arg) => arg && arg.stack || String(arg)).join(' '));
    return error.apply(this, args);
  };
})();
`;

/** In the page: the problems PROBLEM_RECORDER kept for this tab, emptied. */
export function takeProblems(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem('e2e:problems') ?? '[]') as string[];
    sessionStorage.removeItem('e2e:problems');
    return list;
  } catch {
    return [];
  }
}
