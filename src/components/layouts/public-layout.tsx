import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { DeferredLanguageMenu } from '@/components/deferred-language-menu';
import { DeferredThemeToggle } from '@/components/deferred-theme-toggle';
import { Logo } from '@/components/logo';
import { NetworkBanner } from '@/components/network-banner';
import { RouteProgress } from '@/components/route-progress';
import { SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { PRODUCT_NAME } from '@/config/product';
import { useLocalizedPath } from '@/hooks/use-localized-path';

/** The public pages' frame: a header with the logo, 'Sign in' and 'Get Started' (spec §2). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const localized = useLocalizedPath();
  const { t } = useLingui();
  const hydrated = useHydrated();
  const product = PRODUCT_NAME;
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <RouteProgress />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link
            to={localized(paths.home)}
            aria-label={t`${product} home`}
            className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            {/* On a phone only the mark: the name would push the header's menus and links
                out of 375 px (the link's name says it). */}
            <Logo className="[&>span:last-child]:max-sm:hidden" />
          </Link>
          <nav aria-label={t`Account`} className="flex items-center gap-1 sm:gap-2">
            {/* The language and theme menus exist only in the browser (the theme needs the
                stored preference): prerendered pages hold their place. Their code loads when
                the user reaches for them. */}
            {hydrated ? (
              <>
                <DeferredLanguageMenu />
                <DeferredThemeToggle />
              </>
            ) : (
              <span className="w-[4.75rem] sm:w-20" aria-hidden="true" />
            )}
            {/* Tighter on phones, so logo, theme and both links fit in 375 px. */}
            <Button asChild variant="ghost" className="px-2.5 sm:px-4">
              <Link to={localized(paths.login)}>
                <Trans>Sign in</Trans>
              </Link>
            </Button>
            <Button asChild className="px-3 sm:px-4">
              <Link to={localized(paths.login)}>
                <Trans>Get Started</Trans>
              </Link>
            </Button>
          </nav>
        </div>
      </header>
      <NetworkBanner className="sticky top-16 z-30" />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <footer className="border-t">
        {/* The year of a page prerendered last year may differ: the browser's wins, silently. */}
        <div
          className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6"
          suppressHydrationWarning
        >
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </div>
      </footer>
    </div>
  );
}
