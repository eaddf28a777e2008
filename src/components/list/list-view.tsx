import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { ListPagination } from '@/components/list/list-pagination';
import { ListSearch } from '@/components/list/list-search';
import { ListEmpty, ListQueryContent, type ListQueryState } from '@/components/list/list-status';
import { useAnswerShown } from '@/hooks/use-answer-shown';
import type { ClientList } from '@/hooks/use-client-list';

/**
 * The generic list (spec §2 'Generic list behaviour'): search box, then loading, error (with
 * 'Try again'), empty text or the page of items, then pagination. Pair it with `useClientList`.
 */
export function ListView<T>({
  query,
  list,
  searchPlaceholder,
  emptyText,
  errorMessage,
  loading = <ListLoading />,
  filters,
  children,
}: {
  query: ListQueryState;
  list: ClientList<T>;
  searchPlaceholder: string;
  emptyText: string;
  errorMessage?: string;
  /** Shown while the first load runs; 'Loading...' by default. */
  loading?: ReactNode;
  /** Filters shown beside the search box (they narrow `list`'s items before it searches). */
  filters?: ReactNode;
  /** Renders the current page's items. */
  children: (items: T[]) => ReactNode;
}) {
  // A list screen draws its first answer in the background (`useAnswerShown`): its loading state
  // stays until then, and the pagination comes with the page of items it is under (before
  // them, it would move). A card of a record's screen (`RelatedListCard`) draws at once, with
  // the cards beside it that show the same data.
  const shown = useAnswerShown(!query.isPending);
  const content: ListQueryState = {
    isPending: query.isPending || !shown,
    isError: query.isError,
    isFetching: query.isFetching,
    isPaused: query.isPaused,
    refetch: query.refetch,
  };
  return (
    <>
      {filters ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <ListSearch value={list.query} onChange={list.setQuery} placeholder={searchPlaceholder} />
          {filters}
        </div>
      ) : (
        <ListSearch value={list.query} onChange={list.setQuery} placeholder={searchPlaceholder} />
      )}
      <ListQueryContent
        query={content}
        loading={loading}
        errorMessage={errorMessage}
        empty={list.total === 0 ? <ListEmpty text={emptyText} /> : null}
      >
        {() => children(list.pageItems)}
      </ListQueryContent>
      {shown ? (
        <ListPagination
          page={list.page}
          pageCount={list.pageCount}
          from={list.from}
          to={list.to}
          total={list.total}
          onPageChange={list.setPage}
        />
      ) : null}
    </>
  );
}

/** The default loading state: 'Loading...' (spec §2), announced politely. */
function ListLoading() {
  return (
    <p role="status" className="rounded-lg border border-dashed p-8 text-center text-sm">
      <Trans>Loading...</Trans>
    </p>
  );
}
