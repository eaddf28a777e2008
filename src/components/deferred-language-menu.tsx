import { LanguageButton } from '@/components/language-button';
import type { ShellControlMark } from '@/components/layouts/shell-presses';
import { useDeferredMenu } from '@/hooks/use-deferred-menu';

const loadLanguageMenu = () =>
  import('@/components/language-menu').then((module) => module.LanguageMenu);

/**
 * The language menu of the public pages: its button at once, its code when the user reaches for
 * it (`useDeferredMenu`). In the app's frame its button carries the frame's mark
 * (`components/layouts/shell-presses.ts`), which the loaded menu's does not need.
 */
export function DeferredLanguageMenu(props: ShellControlMark) {
  const { menu, button } = useDeferredMenu(loadLanguageMenu);
  if (menu) return <menu.Component {...menu.props} />;
  return <LanguageButton {...props} {...button} />;
}
