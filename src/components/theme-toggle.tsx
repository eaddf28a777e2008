import { Trans, useLingui } from '@lingui/react/macro';

import { ThemeButton, THEME_ICONS, THEME_LABELS } from '@/components/theme-button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { THEME_PREFERENCES, type ThemePreference } from '@/config/theme';
import type { DeferredMenuProps } from '@/hooks/use-deferred-menu';
import { useThemePreference } from '@/lib/theme';

/** Lets the user choose light, dark or the system's theme; the choice is kept on this device. */
export function ThemeToggle({ defaultOpen, autoFocus }: DeferredMenuProps) {
  const { i18n } = useLingui();
  const [preference, setPreference] = useThemePreference();
  return (
    // Not modal: a modal menu hides the page from assistive technology while leaving it
    // focusable (axe: aria-hidden-focus). Escape and a click outside still close it.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeButton preference={preference} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <Trans>Theme</Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup
          value={preference}
          onValueChange={(value) => setPreference(value as ThemePreference)}
        >
          {THEME_PREFERENCES.map((option) => {
            const OptionIcon = THEME_ICONS[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon aria-hidden="true" />
                {i18n._(THEME_LABELS[option])}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
