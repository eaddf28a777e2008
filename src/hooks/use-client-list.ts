import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router-dom';

/** Rows per page of every list (spec §9). */
const PAGE_SIZE = 5;

const QUERY_PARAM = 'q';
const PAGE_PARAM = 'page';

/** How long typing pauses before the search goes into the address. */
export const SEARCH_URL_DELAY_MS = 300;

export type ClientList<T> = {
  query: string;
  setQuery: (query: string) => void;
  page: number;
  setPage: (page: number) => void;
  /**
   * Changes other parameters of the address that narrow `items` (filters), with the search as
   * typed, back on the first page.
   */
  narrow: (update: (params: URLSearchParams) => void) => void;
  /**
   * Changes other parameters of the address that do not narrow `items` (a selection), with the
   * search as typed, on the same page.
   */
  update: (update: (params: URLSearchParams) => void) => void;
  pageCount: number;
  pageItems: T[];
  /** How many items match the search. */
  total: number;
  /** 1-based positions of the first and last item shown. */
  from: number;
  to: number;
};

/**
 * Client-side search and pagination (spec §2 'Generic list behaviour'). The search text and the
 * page live in the URL (`?q=&page=`), so back, forward and reload keep them. `matches` gets the
 * search text trimmed and lower-cased.
 *
 * The search box answers from local state at once and reaches the address after a pause:
 * writing the URL on every keystroke re-renders the whole app through the router (about 40 ms
 * a key with 1,000 items) and, as router updates are transitions, dropped fast keystrokes.
 */
export function useClientList<T>(
  items: readonly T[],
  matches: (item: T, query: string) => boolean,
  pageSize = PAGE_SIZE,
): ClientList<T> {
  const [params, setParams] = useSearchParams();
  const { key: locationKey, pathname } = useLocation();
  // A link followed from the list (a row) while the search waits to reach the address: the page
  // it opens loads first, and writing the search then would be a navigation of its own, which
  // cancels the user's.
  const navigation = useNavigation();
  const leaving = navigation.state !== 'idle' && navigation.location.pathname !== pathname;
  const urlQuery = params.get(QUERY_PARAM) ?? '';
  const [query, setLocalQuery] = useState(urlQuery);
  // What this list last wrote to the address, and the last address entry it saw: on a move to
  // another entry that does not hold what it wrote (back, forward, a link), the box takes the
  // address's text. Entries, not texts, are compared: the router commits its updates as
  // transitions, and React may render two of them at once (the search written, then back at
  // once), so a text the address held only in between is never seen.
  const [written, setWritten] = useState(urlQuery);
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (locationKey !== seenLocationKey) {
    setSeenLocationKey(locationKey);
    if (urlQuery !== written) {
      setWritten(urlQuery);
      setLocalQuery(urlQuery);
    }
  }

  useEffect(() => {
    if (query === written || leaving) return;
    const timer = window.setTimeout(() => {
      setWritten(query);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (query) next.set(QUERY_PARAM, query);
          else next.delete(QUERY_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        // Typing replaces the entry, so back does not step through every keystroke.
        { replace: true },
      );
    }, SEARCH_URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, written, setParams, leaving]);

  // Until the new search reaches the address, the old page number does not apply.
  const requested = query === urlQuery ? Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) : 1;

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? items.filter((item) => matches(item, needle)) : [...items];
  }, [items, matches, query]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(Math.max(Number.isNaN(requested) ? 1 : requested, 1), pageCount);
  const start = (page - 1) * pageSize;
  const pageItems = filtered.slice(start, start + pageSize);

  const setQuery = useCallback((value: string) => setLocalQuery(value), []);

  /**
   * Writes the address: `update`'s parameters, with the search as typed (what the address holds
   * may not be there yet while the typing pauses).
   */
  const write = useCallback(
    (update: (params: URLSearchParams) => void, options?: { replace: boolean }) => {
      setWritten(query);
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (query) next.set(QUERY_PARAM, query);
        else next.delete(QUERY_PARAM);
        update(next);
        return next;
      }, options);
    },
    [setParams, query],
  );

  const setPage = useCallback(
    (value: number) =>
      write((next) => {
        if (value > 1) next.set(PAGE_PARAM, String(value));
        else next.delete(PAGE_PARAM);
      }),
    [write],
  );

  const narrow = useCallback(
    (update: (params: URLSearchParams) => void) =>
      write((next) => {
        update(next);
        next.delete(PAGE_PARAM);
      }),
    [write],
  );

  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      write(
        (next) => {
          // A search typed but not yet in the address starts on its first page.
          if (query !== urlQuery) next.delete(PAGE_PARAM);
          change(next);
        },
        // Such a change (a ticked checkbox) replaces the entry: back leaves the list.
        { replace: true },
      ),
    [write, query, urlQuery],
  );

  return {
    query,
    setQuery,
    page,
    setPage,
    narrow,
    update,
    pageCount,
    pageItems,
    total: filtered.length,
    from: filtered.length === 0 ? 0 : start + 1,
    to: start + pageItems.length,
  };
}
