import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { ListPagination } from '@/components/list/list-pagination';
import { ListSearch } from '@/components/list/list-search';
import { ListEmpty, ListError } from '@/components/list/list-status';
import { QueryPending } from '@/components/query-pending';
import type { ClientList } from '@/hooks/use-client-list';

/** What a list needs to know about its query (a React Query result fits). */
export type ListQueryState = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Waiting for the network: the device is offline. */
  isPaused: boolean;
  refetch: () => unknown;
};

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
  let content;
  if (query.isPending) {
    content = <QueryPending paused={query.isPaused}>{loading}</QueryPending>;
  } else if (query.isError) {
    content = (
      <ListError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (list.total === 0) {
    content = <ListEmpty text={emptyText} />;
  } else {
    content = children(list.pageItems);
  }

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
      {content}
      <ListPagination
        page={list.page}
        pageCount={list.pageCount}
        from={list.from}
        to={list.to}
        total={list.total}
        onPageChange={list.setPage}
      />
    </>
  );
}

/** The default loading state: 'Loading...' (spec §2), announced politely. */
export function ListLoading() {
  return (
    <p role="status" className="rounded-lg border border-dashed p-8 text-center text-sm">
      <Trans>Loading...</Trans>
    </p>
  );
}
