import { ThemeButton } from '@/components/theme-button';
import type { ShellControlMark } from '@/components/layouts/shell-presses';
import { useDeferredMenu } from '@/hooks/use-deferred-menu';
import { useThemePreference } from '@/lib/theme-preference';

const loadThemeToggle = () =>
  import('@/components/theme-toggle').then((module) => module.ThemeToggle);

/**
 * The theme menu of the public pages: its button at once, its code when the user reaches for
 * it (`useDeferredMenu`). In the app's frame its button carries the frame's mark
 * (`components/layouts/shell-presses.ts`), which the loaded menu's does not need.
 */
export function DeferredThemeToggle(props: ShellControlMark) {
  const [preference] = useThemePreference();
  const { menu, button } = useDeferredMenu(loadThemeToggle);
  if (menu) return <menu.Component {...menu.props} />;
  return <ThemeButton preference={preference} {...props} {...button} />;
}
