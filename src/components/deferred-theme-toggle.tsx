import { ThemeButton } from '@/components/theme-button';
import { useDeferredMenu } from '@/hooks/use-deferred-menu';
import { useThemePreference } from '@/lib/theme-preference';

const loadThemeToggle = () =>
  import('@/components/theme-toggle').then((module) => module.ThemeToggle);

/**
 * The theme menu of the public pages: its button at once, its code when the user reaches for
 * it (`useDeferredMenu`).
 */
export function DeferredThemeToggle() {
  const [preference] = useThemePreference();
  const { menu, button } = useDeferredMenu(loadThemeToggle);
  if (menu) return <menu.Component {...menu.props} />;
  return <ThemeButton preference={preference} {...button} />;
}
