import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { CloudOffIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const OFFLINE_PENDING_TEXT = msg`You are offline. This loads by itself when the connection is back.`;

/**
 * What shows while a query has no data yet: `children` (its loading state), or, while the query
 * is paused because the device is offline (React Query's online manager), that it waits for the
 * network and carries on by itself.
 */
export function QueryPending({ paused, children }: { paused: boolean; children: ReactNode }) {
  if (!paused) return children;
  return <OfflinePending />;
}

/** That the query waits for the network (its own component: only it needs the messages). */
function OfflinePending() {
  const { i18n } = useLingui();
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm"
    >
      <CloudOffIcon aria-hidden="true" className="size-4 shrink-0" />
      {i18n._(OFFLINE_PENDING_TEXT)}
    </p>
  );
}
