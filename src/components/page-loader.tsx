import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { Skeleton } from '@/components/ui/skeleton';

const LOADING = msg`Loading…`;

/**
 * What a page shows while its code loads: a skeleton in the page's rough shape. It renders
 * outside the app's I18nProvider too (the app shell, built by src/app/prerender.tsx), so it reads
 * the active language from Lingui itself.
 */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className="flex w-full flex-col gap-4 p-6">
      <span className="sr-only">{i18n._(LOADING)}</span>
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
