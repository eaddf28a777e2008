import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import { buttonVariants } from '@/components/ui/button-variants';

/**
 * A friendly screen for an error that stopped a page from showing: what happened in plain words,
 * a retry, and a way out. `details` (the error's message) sits behind a disclosure.
 * Kept free of heavier primitives: the root error boundary is part of the entry chunk.
 */
export function ErrorScreen({
  title,
  description,
  details,
  onRetry,
  secondaryAction,
}: {
  title?: string;
  description?: string;
  details?: string;
  onRetry: () => void;
  /** A way out, e.g. a link to the home page. */
  secondaryAction?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-1 items-center justify-center p-4 sm:p-8">
      <div className="flex w-full max-w-md flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
        <h1 className="text-lg font-semibold">{title ?? t`Something went wrong`}</h1>
        <p className="text-sm text-muted-foreground">
          {description ?? t`This page could not be shown. Please try again.`}
        </p>
        {details ? (
          <details className="text-sm text-muted-foreground">
            <summary className="cursor-pointer rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
              <Trans>Details</Trans>
            </summary>
            <p className="mt-2 break-words">{details}</p>
          </details>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonVariants()} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
          {secondaryAction}
        </div>
      </div>
    </div>
  );
}
