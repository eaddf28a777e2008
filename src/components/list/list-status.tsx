import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangleIcon, RotateCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { QueryPending } from '@/components/query-pending';
import { Button } from '@/components/ui/button';

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
 * A list's content over its query: `loading` while the first load runs (saying so when it
 * waits for the network), the error with 'Try again', `empty` when there is nothing to show,
 * else `children()`.
 */
export function ListQueryContent({
  query,
  loading,
  errorMessage,
  empty,
  children,
}: {
  query: ListQueryState;
  loading: ReactNode;
  errorMessage?: string;
  /** Shown instead of the items when set: the list has none. */
  empty: ReactNode;
  children: () => ReactNode;
}) {
  if (query.isPending) return <QueryPending paused={query.isPaused}>{loading}</QueryPending>;
  if (query.isError) {
    return (
      <ListError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return empty ?? children();
}

/** A list that could not load: what happened and 'Try again' (the old product showed nothing). */
export function ListError({
  message,
  onRetry,
  retrying = false,
}: {
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center"
    >
      <AlertTriangleIcon aria-hidden="true" className="size-6 text-destructive" />
      <p className="text-sm">{message ?? t`The list could not be loaded.`}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RotateCwIcon aria-hidden="true" />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/** A list with nothing to show: the spec's empty text. */
export function ListEmpty({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
      {text}
    </p>
  );
}
