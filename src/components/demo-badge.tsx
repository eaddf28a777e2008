import { FlaskConicalIcon } from 'lucide-react';
import { useState } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { badgeVariants } from '@/components/ui/badge';
import { PRODUCT_NAME } from '@/config/product';
import { cn } from '@/lib/utils';

/**
 * The top bar's 'Demo' badge: says the data is local and offers 'Reset demo data', which
 * deletes what the user added and brings the sample data back.
 */
export function DemoBadge({ onReset }: { onReset: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string>();

  const reset = async () => {
    setResetting(true);
    setError(undefined);
    try {
      await onReset();
      setOpen(false);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The demo data could not be reset.');
    } finally {
      setResetting(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !resetting && setOpen(next)}>
      <AlertDialogTrigger
        className={cn(
          badgeVariants({ variant: 'secondary' }),
          'h-8 cursor-pointer px-2.5 outline-none hover:bg-secondary/80 focus-visible:ring-[3px] focus-visible:ring-ring/60',
        )}
        aria-label="Demo mode: your data stays in this browser"
      >
        <FlaskConicalIcon aria-hidden="true" />
        Demo
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Demo mode</AlertDialogTitle>
          <AlertDialogDescription>
            {PRODUCT_NAME} is running without a server: everything you add is stored in this browser
            only, and the designs are made here too. Resetting deletes what you added and restores
            the sample customers, project and designs.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={resetting}>Close</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={resetting}
            onClick={(event) => {
              event.preventDefault();
              void reset();
            }}
          >
            {resetting ? 'Resetting...' : 'Reset demo data'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
