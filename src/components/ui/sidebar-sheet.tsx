import { Trans } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';

import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';

/**
 * The sidebar on a phone: a sheet from the left. Its code (a Radix dialog: focus trap, scroll
 * lock, dismissing) loads apart from the frame's (see `Sidebar`), so a screen opened cold paints
 * without it.
 */
export function SidebarSheet({
  label,
  width,
  open,
  onOpenChange,
  children,
}: {
  label: string;
  width: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        data-slot="sidebar"
        data-mobile="true"
        className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground"
        style={{ '--sidebar-width': width } as CSSProperties}
      >
        <SheetTitle className="sr-only">{label}</SheetTitle>
        <SheetDescription className="sr-only">
          <Trans>Move between the parts of the app.</Trans>
        </SheetDescription>
        <nav aria-label={label} className="flex h-full w-full flex-col">
          {children}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
