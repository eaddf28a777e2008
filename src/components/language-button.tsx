import { useLingui } from '@lingui/react/macro';
import { LanguagesIcon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { localeName } from '@/lib/i18n/locale-choice';

/** The language menu's button: named 'Language: <the language, in its own words>'. */
export function LanguageButton(props: Omit<ButtonProps, 'children'>) {
  const { t, i18n } = useLingui();
  const current = localeName(i18n.locale);
  return (
    <Button variant="ghost" size="icon" aria-label={t`Language: ${current}`} {...props}>
      <LanguagesIcon aria-hidden="true" />
    </Button>
  );
}
