import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { PublicLayout } from '@/components/layouts/public-layout';
import { chooseLocale } from '@/lib/i18n/catalogs';
import { isPublicPagePath, localeOfPath } from '@/lib/i18n/locale-choice';

/**
 * A public page is in the language its address names (`/es/login`): going back or forward
 * between a page and its translation changes the language with it (the language menu changes
 * it before it moves, so nothing flashes).
 */
function useLanguageOfAddress() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isPublicPagePath(pathname)) return;
    // Only when the address changes: the language menu activates the new language first.
    const locale = localeOfPath(pathname);
    if (locale !== i18n.locale) void chooseLocale(locale);
  }, [pathname, i18n]);
}

export function PublicRoot() {
  useLanguageOfAddress();
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
