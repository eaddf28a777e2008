import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const product = PRODUCT_NAME;
  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          className={cn(
            badgeVariants({ variant: 'secondary' }),
            'h-8 cursor-pointer px-2.5 outline-none hover:bg-secondary/80 focus-visible:ring-[3px] focus-visible:ring-ring/60',
          )}
          aria-label={t`Demo mode: your data stays in this browser`}
        >
          <FlaskConicalIcon aria-hidden="true" />
          <Trans>Demo</Trans>
        </button>
      }
      title={t`Demo mode`}
      description={t`${product} is running without a server: everything you add is stored in this browser only, and the designs are made here too. Resetting deletes what you added and restores the sample customers, project and designs.`}
      cancelLabel={t`Close`}
      confirmLabel={t`Reset demo data`}
      busyLabel={t`Resetting...`}
      onConfirm={async () => {
        try {
          await onReset();
        } catch (cause) {
          // The dialog shows this message.
          throw new Error(t`The demo data could not be reset.`, { cause });
        }
      }}
    />
  );
}
