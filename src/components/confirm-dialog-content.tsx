import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode, type RefObject } from 'react';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export type ConfirmDialogContentProps = {
  /** The dialog element's id (its trigger's aria-controls). */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the focus goes back there when it closes. */
  trigger: RefObject<HTMLElement | null>;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  onConfirm: () => Promise<void>;
  /** Anything else the dialog shows above its buttons. */
  children?: ReactNode;
};

/**
 * The dialog of `ConfirmDialog` (src/components/confirm-dialog.tsx), whose code loads apart. It
 * stays open while `onConfirm` runs and shows its error (the thrown Error's message) inside, so
 * the user stays where they are; it closes when `onConfirm` succeeds.
 */
export function ConfirmDialogContent({
  id,
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  onConfirm,
  children,
}: ConfirmDialogContentProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t`Something went wrong.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        setError(undefined);
      }}
    >
      <AlertDialogContent
        id={id}
        onCloseAutoFocus={(event) => {
          // Back to the button that opened it (it is not Radix's own trigger).
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel ?? t`Cancel`}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={busy}
            onClick={(event) => {
              // Closing waits for the outcome: a failure keeps the dialog open with its message.
              event.preventDefault();
              void confirm();
            }}
          >
            {busy ? busyLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
