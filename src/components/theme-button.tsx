import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';
import type { ThemePreference } from '@/config/theme';

/** The theme choices' names (the stored values stay 'light', 'dark' and 'system'). */
export const THEME_LABELS: Record<ThemePreference, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
};

export const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The theme menu's button: the current choice's icon, named 'Theme: <choice>'. */
export function ThemeButton({
  preference,
  ...props
}: Omit<ButtonProps, 'children'> & { preference: ThemePreference }) {
  const { t, i18n } = useLingui();
  const Icon = THEME_ICONS[preference];
  const choice = i18n._(THEME_LABELS[preference]);
  return (
    <Button variant="ghost" size="icon" aria-label={t`Theme: ${choice}`} {...props}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
