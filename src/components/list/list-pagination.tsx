import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

/** The page numbers to show: all when few, else the ends and the neighbours of the current. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (previous && n - previous > 1) result.push('gap');
    result.push(n);
    previous = n;
  }
  return result;
}

/**
 * Previous / Next / numbered pages and 'Showing X to Y of Z items' (spec §2); nothing when
 * everything fits on one page.
 */
export function ListPagination({
  page,
  pageCount,
  from,
  to,
  total,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t`Pagination`}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>
          Showing {from} to {to} of {total} items
        </Trans>
      </p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
          <Trans>Previous</Trans>
        </Button>
        {visiblePages(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </span>
          ) : (
            <Button
              key={n}
              variant={n === page ? 'default' : 'ghost'}
              size="sm"
              className="min-w-8"
              aria-label={t`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          <Trans>Next</Trans>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
