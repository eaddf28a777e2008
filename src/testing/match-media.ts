/**
 * A matchMedia for the test DOM that answers the queries the app asks: `(max-width: Npx)` against a
 * viewport width the test sets, and `(prefers-color-scheme: dark)`. Changing either fires the
 * `change` listeners of the affected queries, like a real resize would.
 */
type Listener = (event: MediaQueryListEvent) => void;

const state = { width: 1280, prefersDark: true, finePointer: true };
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  const maxWidth = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (maxWidth) return state.width <= Number(maxWidth[1]);
  const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (minWidth) return state.width >= Number(minWidth[1]);
  if (query.includes('prefers-color-scheme: dark')) return state.prefersDark;
  if (query.includes('prefers-color-scheme: light')) return !state.prefersDark;
  // A mouse that hovers (a laptop's) unless the test says the screen is touched.
  if (query.includes('pointer: fine')) return state.finePointer;
  return false;
}

function notifyAll() {
  for (const entry of lists) {
    const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
}

export function installMatchMedia() {
  state.width = 1280;
  state.prefersDark = true;
  state.finePointer = true;
  lists.clear();
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
}

/** Sets the viewport width the media queries see (e.g. 375 for a phone). */
export function setViewportWidth(width: number) {
  state.width = width;
  notifyAll();
}

export function setSystemPrefersDark(prefersDark: boolean) {
  state.prefersDark = prefersDark;
  notifyAll();
}

/** Whether the device has a mouse that hovers (`(hover: hover) and (pointer: fine)`). */
export function setFinePointer(finePointer: boolean) {
  state.finePointer = finePointer;
  notifyAll();
}
