import type { ReactElement } from 'react';

import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * A collapsed sidebar entry's name, on hover and focus. Its code (a Radix tooltip and its
 * positioning) loads apart from the frame's (see `SidebarMenuButton`).
 */
export type SidebarTooltipProps = {
  text: string;
  hidden: boolean;
  children: ReactElement;
};

export function SidebarTooltip({ text, hidden, children }: SidebarTooltipProps) {
  return (
    <TooltipProvider delayDuration={0}>
      <Tooltip>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="right" align="center" hidden={hidden}>
          {text}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
