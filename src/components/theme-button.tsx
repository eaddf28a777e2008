import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';
import type { ThemePreference } from '@/config/theme';

export const THEME_LABELS: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

export const THEME_ICONS = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** The theme menu's button: the current choice's icon, named 'Theme: <choice>'. */
export function ThemeButton({
  preference,
  ...props
}: Omit<ButtonProps, 'children'> & { preference: ThemePreference }) {
  const Icon = THEME_ICONS[preference];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${THEME_LABELS[preference]}`}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
