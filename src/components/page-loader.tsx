import { Skeleton } from '@/components/ui/skeleton';

/** What a page shows while its code loads: a skeleton in the page's rough shape. */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className="flex w-full flex-col gap-4 p-6">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
