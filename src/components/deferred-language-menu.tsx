import { LanguageButton } from '@/components/language-button';
import { useDeferredMenu } from '@/hooks/use-deferred-menu';

const loadLanguageMenu = () =>
  import('@/components/language-menu').then((module) => module.LanguageMenu);

/**
 * The language menu of the public pages: its button at once, its code when the user reaches for
 * it (`useDeferredMenu`).
 */
export function DeferredLanguageMenu() {
  const { menu, button } = useDeferredMenu(loadLanguageMenu);
  if (menu) return <menu.Component {...menu.props} />;
  return <LanguageButton {...button} />;
}
