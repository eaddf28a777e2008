import { Trans } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import { PanelLeftIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';

import { Button } from '@/components/ui/button';
import type { SidebarTooltipProps } from '@/components/ui/sidebar-tooltip';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { useLoadedComponent } from '@/hooks/use-loaded-component';
import { readCookie, writeCookie } from '@/lib/session/cookies';
import { cn } from '@/lib/utils';

/** Sidebar constants (spec §9). */
const SIDEBAR_COOKIE_NAME = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';
const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** The desktop open state stored by an earlier visit, or undefined when there is none. */
function readStoredSidebarOpen(): boolean | undefined {
  const value = readCookie(SIDEBAR_COOKIE_NAME);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/**
 * The phone's sheet and the collapsed entries' tooltips load apart from the frame (their Radix
 * code is about a third of it): a screen opened cold paints without them. The sheet loads with
 * the phone's frame (the app shell preloads it with the screen's code); the tooltips on the first collapse, or beforehand once
 * the screen has settled (`SidebarProvider`'s `preload`).
 */
const loadSheet = () =>
  import('@/components/ui/sidebar-sheet').then((module) => module.SidebarSheet);
const loadTooltip = () =>
  import('@/components/ui/sidebar-tooltip').then((module) => module.SidebarTooltip);

type SidebarContextValue = {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
  /** The collapsed entries' tooltip, once its code is there (it loads on the first collapse). */
  EntryTooltip: ComponentType<SidebarTooltipProps> | undefined;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = use(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/**
 * Holds the sidebar state. On desktop the open state is written to the `sidebar_state` cookie
 * for 7 days and read back on load; under 768 px the sidebar is a sheet that starts closed.
 * Ctrl/Cmd+B toggles whichever is showing.
 */
export function SidebarProvider({
  defaultOpen = true,
  preload = false,
  className,
  style,
  children,
  ...props
}: ComponentProps<'div'> & {
  defaultOpen?: boolean;
  /** Loads the desktop's tooltips ahead of their first use (a phone's sheet comes with its frame). */
  preload?: boolean;
}) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => readStoredSidebarOpen() ?? defaultOpen);
  const EntryTooltip = useLoadedComponent(loadTooltip, !isMobile && !open)?.Component;

  useEffect(() => {
    if (preload && !isMobile) loadTooltip().catch(() => undefined);
  }, [isMobile, preload]);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeCookie(SIDEBAR_COOKIE_NAME, String(value), SIDEBAR_COOKIE_MAX_AGE);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
        (event.metaKey || event.ctrlKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const state = open ? 'expanded' : 'collapsed';
  const value = useMemo<SidebarContextValue>(
    () => ({
      state,
      open,
      setOpen,
      isMobile,
      openMobile,
      setOpenMobile,
      toggleSidebar,
      EntryTooltip,
    }),
    [state, open, setOpen, isMobile, openMobile, toggleSidebar, EntryTooltip],
  );

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-svh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext>
  );
}

/**
 * The sidebar itself: a fixed column on desktop that collapses to icons, a sheet on phones.
 * `label` names the navigation landmark and the mobile sheet.
 */
export function Sidebar({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  // Closed, the sheet has nothing in the page; its code still comes with the phone's frame (the
  // app shell preloads it with the screen's): the menu must open offline too.
  // A failed load (the connection dropped) is tried again on the menu button's press.
  const sheet = useLoadedComponent(loadSheet, isMobile, openMobile);

  if (isMobile) {
    if (!sheet) return null;
    return (
      <sheet.Component
        label={label}
        width={SIDEBAR_WIDTH_MOBILE}
        open={openMobile}
        onOpenChange={setOpenMobile}
      >
        {children}
      </sheet.Component>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      {/* Reserves the sidebar's width in the page flow. */}
      <div
        data-slot="sidebar-gap"
        className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none"
      />
      <nav
        aria-label={label}
        data-slot="sidebar-container"
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) motion-reduce:transition-none md:flex md:flex-col',
          className,
        )}
      >
        {children}
      </nav>
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-expanded={expanded}
      className={cn('size-9', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
      <span className="sr-only">
        <Trans>Toggle sidebar</Trans>
      </span>
    </Button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex min-w-0 w-full flex-1 flex-col bg-background', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-header"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-footer"
      className={cn('flex flex-col gap-2 p-2', className)}
      {...props}
    />
  );
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group"
      className={cn('relative flex w-full min-w-0 flex-col p-2', className)}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="sidebar-menu"
      className={cn('flex w-full min-w-0 flex-col gap-1', className)}
      {...props}
    />
  );
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return (
    <li
      data-slot="sidebar-menu-item"
      className={cn('group/menu-item relative', className)}
      {...props}
    />
  );
}

const sidebarMenuButtonVariants = cva(
  'peer/menu-button flex w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm ring-sidebar-ring outline-hidden transition-[width,height,padding] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 active:bg-sidebar-accent active:text-sidebar-accent-foreground data-[active=true]:bg-sidebar-accent data-[active=true]:font-semibold data-[active=true]:text-sidebar-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! [&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      size: {
        default: 'h-8 text-sm',
        lg: 'h-12 text-sm group-data-[collapsible=icon]:p-0!',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

/**
 * A sidebar entry. `isActive` marks the current page; with the sidebar collapsed to icons,
 * `tooltip` shows the entry's name on hover and focus.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  size,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & {
  asChild?: boolean;
  isActive?: boolean;
  tooltip?: string;
} & VariantProps<typeof sidebarMenuButtonVariants>) {
  const Comp = asChild ? Slot.Root : 'button';
  const { isMobile, state, EntryTooltip } = useSidebar();

  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(sidebarMenuButtonVariants({ size }), className)}
      {...props}
    />
  );

  if (!tooltip || !EntryTooltip) return button;
  return (
    <EntryTooltip text={tooltip} hidden={state !== 'collapsed' || isMobile}>
      {button}
    </EntryTooltip>
  );
}
