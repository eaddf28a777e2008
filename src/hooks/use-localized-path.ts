import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

import { localizedPath } from '@/lib/i18n/locale-choice';

/**
 * A public page's address in the language shown (`/login` → `/es/login` in Spanish): what every
 * link and redirect to a public page goes through, so the user stays in their language.
 */
export function useLocalizedPath() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  return useCallback((path: string) => localizedPath(path, locale), [locale]);
}
