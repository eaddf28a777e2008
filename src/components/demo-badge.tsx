import { FlaskConicalIcon } from 'lucide-react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { badgeVariants } from '@/components/ui/badge';
import { PRODUCT_NAME } from '@/config/product';
import { cn } from '@/lib/utils';

/**
 * The top bar's 'Demo' badge: says the data is local and offers 'Reset demo data', which
 * deletes what the user added and brings the sample data back.
 */
export function DemoBadge({ onReset }: { onReset: () => Promise<void> }) {
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={cn(
            badgeVariants({ variant: 'secondary' }),
            'h-8 cursor-pointer px-2.5 outline-none hover:bg-secondary/80 focus-visible:ring-[3px] focus-visible:ring-ring/60',
          )}
          aria-label="Demo mode: your data stays in this browser"
        >
          <FlaskConicalIcon aria-hidden="true" />
          Demo
        </button>
      }
      title="Demo mode"
      description={`${PRODUCT_NAME} is running without a server: everything you add is stored in this browser only, and the designs are made here too. Resetting deletes what you added and restores the sample customers, project and designs.`}
      cancelLabel="Close"
      confirmLabel="Reset demo data"
      busyLabel="Resetting..."
      onConfirm={async () => {
        try {
          await onReset();
        } catch (cause) {
          throw new Error('The demo data could not be reset.', { cause });
        }
      }}
    />
  );
}
