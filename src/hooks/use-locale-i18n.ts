import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

import { i18nFor } from '@/lib/i18n/catalogs';

/**
 * The messages of `locale`, for what is said in another language than the app's (a proposal in
 * its customer's language): the app's own Lingui when it is the app's language, else one of its
 * own, once its catalogues have loaded (undefined until then, or when they cannot load).
 */
export function useLocaleI18n(locale: string): I18n | undefined {
  const { i18n } = useLingui();
  const appLocale = i18n.locale;
  const [other, setOther] = useState<I18n>();

  useEffect(() => {
    if (locale === appLocale) return;
    let live = true;
    i18nFor(locale).then(
      (made) => {
        if (live) setOther(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [locale, appLocale]);

  if (locale === appLocale) return i18n;
  return other?.locale === locale ? other : undefined;
}
