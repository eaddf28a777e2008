import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page of every list (spec §9). */
export const PAGE_SIZE = 5;

const QUERY_PARAM = 'q';
const PAGE_PARAM = 'page';

export type ClientList<T> = {
  query: string;
  setQuery: (query: string) => void;
  page: number;
  setPage: (page: number) => void;
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
 */
export function useClientList<T>(
  items: readonly T[],
  matches: (item: T, query: string) => boolean,
  pageSize = PAGE_SIZE,
): ClientList<T> {
  const [params, setParams] = useSearchParams();
  const query = params.get(QUERY_PARAM) ?? '';
  const requested = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10);

  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? items.filter((item) => matches(item, needle)) : [...items];
  }, [items, matches, query]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / pageSize));
  const page = Math.min(Math.max(Number.isNaN(requested) ? 1 : requested, 1), pageCount);
  const start = (page - 1) * pageSize;
  const pageItems = filtered.slice(start, start + pageSize);

  const setQuery = useCallback(
    (value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(QUERY_PARAM, value);
          else next.delete(QUERY_PARAM);
          next.delete(PAGE_PARAM);
          return next;
        },
        // Typing replaces the entry, so back does not step through every keystroke.
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback(
    (value: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value > 1) next.set(PAGE_PARAM, String(value));
        else next.delete(PAGE_PARAM);
        return next;
      });
    },
    [setParams],
  );

  return {
    query,
    setQuery,
    page,
    setPage,
    pageCount,
    pageItems,
    total: filtered.length,
    from: filtered.length === 0 ? 0 : start + 1,
    to: start + pageItems.length,
  };
}
