import { SproutIcon } from 'lucide-react';

import { PRODUCT_NAME } from '@/config/product';
import { cn } from '@/lib/utils';

/** The product mark; with `showName`, the product name beside it. */
export function Logo({ showName = true, className }: { showName?: boolean; className?: string }) {
  return (
    <span className={cn('flex items-center gap-2 font-semibold', className)}>
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <SproutIcon className="size-5" aria-hidden="true" />
      </span>
      {showName ? <span className="truncate text-base">{PRODUCT_NAME}</span> : null}
    </span>
  );
}
