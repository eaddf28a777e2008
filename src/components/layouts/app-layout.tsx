import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FolderKanbanIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  SparklesIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { memo, useCallback, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Logo } from '@/components/logo';
import { NetworkBanner } from '@/components/network-banner';
import { RouteProgress } from '@/components/route-progress';
import { SkipLink } from '@/components/skip-link';
import { DeferredLanguageMenu } from '@/components/deferred-language-menu';
import { DeferredThemeToggle } from '@/components/deferred-theme-toggle';
import { shellControl, useShellPresses } from '@/components/layouts/shell-presses';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
  useSidebar,
} from '@/components/ui/sidebar';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';

type NavItem = { label: MessageDescriptor; to: string; icon: LucideIcon };

const NAV_ITEMS: NavItem[] = [
  { label: msg`Dashboard`, to: paths.app.dashboard, icon: LayoutDashboardIcon },
  { label: msg`Generate your Vision`, to: paths.app.generations, icon: SparklesIcon },
  { label: msg`Customers`, to: paths.app.customers, icon: UsersIcon },
  { label: msg`Projects`, to: paths.app.projects, icon: FolderKanbanIcon },
];

function isCurrent(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * One entry of the navigation: it renders again only when it becomes (or stops being) the current
 * page, not each time the address changes (a list's search typed into it, say).
 */
const NavEntry = memo(function NavEntry({
  to,
  text,
  icon: Icon,
  current,
  onNavigate,
}: {
  to: string;
  text: string;
  icon: LucideIcon;
  current: boolean;
  onNavigate: () => void;
}) {
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={current} tooltip={text}>
        <Link to={to} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
          <Icon aria-hidden="true" />
          <span>{text}</span>
        </Link>
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
});

function AppNavigation() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  // On a phone the sheet closes as the user goes.
  const onNavigate = useCallback(() => {
    if (isMobile) setOpenMobile(false);
  }, [isMobile, setOpenMobile]);
  return (
    <SidebarMenu>
      {NAV_ITEMS.map(({ label, to, icon }) => (
        <NavEntry
          key={to}
          to={to}
          text={i18n._(label)}
          icon={icon}
          current={isCurrent(pathname, to)}
          onNavigate={onNavigate}
        />
      ))}
    </SidebarMenu>
  );
}

/** The signed-in frame: sidebar navigation, a top bar with the trigger, theme and Logout. */
export function AppLayout({
  userLabel,
  onLogout,
  status,
  settled = false,
  children,
}: {
  /** Who is signed in (name or email), shown at the foot of the sidebar. */
  userLabel?: string;
  onLogout: () => void;
  /** Shown at the start of the top bar's actions (the demo mode badge). */
  status?: ReactNode;
  /** The screen has shown what it opened with: the sidebar's menus may load their code. */
  settled?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const product = PRODUCT_NAME;
  // The app shell painted this frame before the app could act: what the user pressed there
  // happens now.
  useShellPresses();
  return (
    <SidebarProvider preload={settled}>
      <SkipLink />
      <RouteProgress />
      <Sidebar label={t`Main`}>
        <SidebarHeader>
          <Link
            to={paths.app.dashboard}
            aria-label={t`${product} dashboard`}
            className="flex h-10 items-center rounded-md px-1 ring-sidebar-ring outline-none focus-visible:ring-2 group-data-[collapsible=icon]:px-0"
          >
            <Logo className="[&>span:last-child]:group-data-[collapsible=icon]:hidden" />
          </Link>
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <AppNavigation />
          </SidebarGroup>
        </SidebarContent>
        {userLabel ? (
          <SidebarFooter className="group-data-[collapsible=icon]:hidden">
            <p className="truncate px-2 text-xs text-sidebar-foreground/80">
              <Trans>
                Signed in as{' '}
                <span className="font-medium text-sidebar-foreground">{userLabel}</span>
              </Trans>
            </p>
          </SidebarFooter>
        ) : null}
      </Sidebar>
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:px-4">
          <SidebarTrigger {...shellControl('sidebar')} />
          <Separator orientation="vertical" className="mx-1 h-5!" />
          <span className="font-medium md:hidden">{PRODUCT_NAME}</span>
          <div className="ml-auto flex items-center gap-1">
            {status}
            {/* Their menus' code loads when the user reaches for them, not with the screen. */}
            <DeferredLanguageMenu {...shellControl('language')} />
            <DeferredThemeToggle {...shellControl('theme')} />
            {/* On a phone only its icon (its name stays), so the bar fits 375 px in every
                language. */}
            <Button
              variant="ghost"
              onClick={onLogout}
              className="max-sm:px-2.5"
              {...shellControl('logout')}
            >
              <LogOutIcon aria-hidden="true" />
              <span className="max-sm:sr-only">
                <Trans>Logout</Trans>
              </span>
            </Button>
          </div>
        </header>
        <NetworkBanner className="sticky top-14 z-10" />
        <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
