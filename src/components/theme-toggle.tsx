import { Trans, useLingui } from '@lingui/react/macro';

import { ChoiceMenu } from '@/components/choice-menu';
import { ThemeButton, THEME_ICONS, THEME_LABELS } from '@/components/theme-button';
import { THEME_PREFERENCES, type ThemePreference } from '@/config/theme';
import type { DeferredMenuProps } from '@/hooks/use-deferred-menu';
import { useThemePreference } from '@/lib/theme-preference';

/** Lets the user choose light, dark or the system's theme; the choice is kept on this device. */
export function ThemeToggle({ defaultOpen, autoFocus }: DeferredMenuProps) {
  const { i18n } = useLingui();
  const [preference, setPreference] = useThemePreference();
  return (
    <ChoiceMenu
      defaultOpen={defaultOpen}
      button={<ThemeButton preference={preference} autoFocus={autoFocus} />}
      label={<Trans>Theme</Trans>}
      choices={THEME_PREFERENCES.map((option) => ({
        value: option,
        label: i18n._(THEME_LABELS[option]),
        icon: THEME_ICONS[option],
      }))}
      value={preference}
      onChoose={(value) => setPreference(value as ThemePreference)}
    />
  );
}
