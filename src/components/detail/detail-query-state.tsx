import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { DetailLoading } from '@/components/detail/detail-loading';
import { NotFoundCard } from '@/components/detail/not-found-card';
import { ListError } from '@/components/list/list-status';
import { QueryPending } from '@/components/query-pending';
import { useAnswerShown } from '@/hooks/use-answer-shown';
import { ApiError } from '@/lib/api/api-client';
import { getNetworkStatus } from '@/lib/network/network-status';

/** Where a detail screen's record stands: loading, missing (404), failed, or there. */
type DetailState = 'loading' | 'not-found' | 'error' | 'ready';

/** A text of a detail screen: a `msg` descriptor, read in the active language when shown. */
export type DetailText = string | MessageDescriptor;

/** What a detail screen says while its record is not there. */
export interface DetailTexts {
  /** The loading status; 'Loading...' when left out. */
  loading?: DetailText;
  /** The error above the retry button. */
  loadFailed: DetailText;
  notFoundTitle: DetailText;
  notFoundText: DetailText;
  /** The not-found card's button, which goes to `backTo`. */
  notFoundBackLabel: DetailText;
}

/**
 * Whether the record shown is one kept on the device from before this page was loaded, which
 * the server is being asked for again right now, online: what an edit form must not start
 * from, since the server may have a newer one (saved from another device, or in the second
 * before the page was reloaded). Offline, the kept record is what there is.
 */
export function isBeingChecked(query: UseQueryResult) {
  return (
    query.isFetching && query.dataUpdatedAt < PAGE_STARTED_AT && getNetworkStatus() === 'online'
  );
}

/** When this page was loaded: data older than that was kept on the device. */
const PAGE_STARTED_AT = typeof performance === 'undefined' ? 0 : performance.timeOrigin;

/**
 * The one loading / not-found / error / ready sequence of a detail screen over its query:
 * pending shows the loading status, a 404 the not-found card with the way back, any other error
 * the message with a retry, and the record `children(data)`. `frame` places each state's content
 * in the screen's own page (e.g. a full page for not-found, a card for the rest). An `editable`
 * record (a form starts from it) waits, while online, for the server's answer to a kept one
 * (`isBeingChecked`).
 */
export function DetailQueryState<T>({
  query,
  texts,
  backTo,
  frame = (_state, content) => content,
  editable = false,
  children,
}: {
  query: UseQueryResult<T>;
  editable?: boolean;
  texts: DetailTexts;
  backTo: string;
  frame?: (state: DetailState, content: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { i18n } = useLingui();
  const say = (text: DetailText) => (typeof text === 'string' ? text : i18n._(text));
  // The record is drawn in the background once it comes (`useAnswerShown`).
  const shown = useAnswerShown(!query.isPending);
  if (query.isPending || !shown || (editable && isBeingChecked(query))) {
    return frame(
      'loading',
      <QueryPending paused={query.isPaused}>
        <DetailLoading text={texts.loading === undefined ? undefined : say(texts.loading)} />
      </QueryPending>,
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return frame(
        'not-found',
        <NotFoundCard
          title={say(texts.notFoundTitle)}
          text={say(texts.notFoundText)}
          backTo={backTo}
          backLabel={say(texts.notFoundBackLabel)}
        />,
      );
    }
    return frame(
      'error',
      <ListError
        message={say(texts.loadFailed)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  }
  return frame('ready', children(query.data));
}
