import { useLingui } from '@lingui/react';
import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { PublicLayout } from '@/components/layouts/public-layout';
import { chooseLocale } from '@/lib/i18n/catalogs';
import { isPublicPagePath, localeOfPath } from '@/lib/i18n/locale-choice';

/**
 * A public page is in the language its address names (`/es/login`), whatever changed last: the
 * address (going back or forward between a page and its translation, the language menu opening
 * the page's translation) or the language. A layout effect: where the catalogues are loaded
 * (the language menu loads them before it moves), the language switches before the page at its
 * new address is painted, so nothing shows in the old one.
 */
function useLanguageOfAddress() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const shown = i18n.locale;
  useLayoutEffect(() => {
    if (!isPublicPagePath(pathname)) return;
    const locale = localeOfPath(pathname);
    if (locale !== shown) void chooseLocale(locale);
  }, [pathname, shown]);
}

export function PublicRoot() {
  useLanguageOfAddress();
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
