import { Slot } from 'radix-ui';
import { useId, useRef, useState, type ReactNode } from 'react';

import type { ConfirmDialogContentProps } from '@/components/confirm-dialog-content';
import { useLoadedComponent } from '@/hooks/use-loaded-component';
import { useScreenSettled } from '@/hooks/use-screen-settled';

const loadContent = () =>
  import('@/components/confirm-dialog-content').then((module) => module.ConfirmDialogContent);

export type ConfirmDialogProps = Omit<
  ConfirmDialogContentProps,
  'id' | 'open' | 'onOpenChange' | 'trigger'
> & {
  /** The button that opens it (it gets the dialog trigger's attributes and handlers). */
  trigger: ReactNode;
};

/**
 * A question before something that cannot be undone (delete, reset): see `ConfirmDialogContent`.
 * The button shows at once; the dialog's code (Radix's alert dialog: focus trap, scroll lock)
 * loads once the screen has settled (`useScreenSettled`), or as the user reaches for the button,
 * so that a screen's first paint does not wait for it. A press before it is there opens the dialog as it arrives; a failed
 * load (offline) is tried again on the next press and once back online.
 */
export function ConfirmDialog({ trigger, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [reached, setReached] = useState(false);
  const [presses, setPresses] = useState(0);
  const settled = useScreenSettled();
  const triggerRef = useRef<HTMLElement>(null);
  const contentId = useId();
  const Content = useLoadedComponent(loadContent, settled || reached || open, presses)?.Component;
  const reach = () => setReached(true);
  return (
    <>
      <Slot.Root
        ref={triggerRef}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && Content ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => {
          setOpen(true);
          setPresses((count) => count + 1);
        }}
      >
        {trigger}
      </Slot.Root>
      {Content ? (
        <Content
          {...props}
          id={contentId}
          open={open}
          onOpenChange={setOpen}
          trigger={triggerRef}
        />
      ) : null}
    </>
  );
}
