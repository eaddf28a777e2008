import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';

import { ChoiceMenu } from '@/components/choice-menu';
import { LanguageButton } from '@/components/language-button';
import type { DeferredMenuProps } from '@/hooks/use-deferred-menu';
import { chooseLocale, prepareLocale } from '@/lib/i18n/catalogs';
import { LOCALES } from '@/config/locales';
import { isPublicPagePath, localeName, localizedPath } from '@/lib/i18n/locale-choice';

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
    if (!isPublicPagePath(location.pathname)) {
      await chooseLocale(locale);
      return;
    }
    // A public page is in the language its address names: the page at the new address switches
    // as it is shown. Were the language switched here first, a Back pressed before that page
    // showed would leave this one in the new language.
    await prepareLocale(locale);
    await navigate({
      pathname: localizedPath(location.pathname, locale),
      search: location.search,
      hash: location.hash,
    });
  };

  return (
    <ChoiceMenu
      defaultOpen={defaultOpen}
      button={<LanguageButton autoFocus={autoFocus} />}
      label={<Trans>Language</Trans>}
      choices={LOCALES.map((locale) => ({
        value: locale,
        label: localeName(locale),
        lang: locale,
      }))}
      value={i18n.locale}
      onChoose={(value) => void choose(value)}
    />
  );
}
