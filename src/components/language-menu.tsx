import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';

import { LanguageButton } from '@/components/language-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DeferredMenuProps } from '@/hooks/use-deferred-menu';
import { chooseLocale } from '@/lib/i18n/catalogs';
import { LOCALES } from '@/config/locales';
import { isPublicPagePath, localeName, localizedPath } from '@/lib/i18n/locales';

/**
 * Lets the user choose the app's language, each listed in its own words; the choice is kept on
 * this device. On a public page it opens the page's address in that language (`/es/login`); in
 * the app every text changes where the user is.
 */
export function LanguageMenu({ defaultOpen, autoFocus }: DeferredMenuProps) {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();

  const choose = async (locale: string) => {
    await chooseLocale(locale);
    if (!isPublicPagePath(location.pathname)) return;
    await navigate({
      pathname: localizedPath(location.pathname, locale),
      search: location.search,
      hash: location.hash,
    });
  };

  return (
    // Not modal, as the theme menu (axe: aria-hidden-focus).
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <Trans>Language</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={i18n.locale} onValueChange={(value) => void choose(value)}>
          {LOCALES.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {localeName(locale)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
