import { useRef, useState, type ComponentType } from 'react';

/** What a menu that replaces its stand-in button is told (see `useDeferredMenu`). */
export type DeferredMenuProps = {
  /** Opens the menu as it appears (the user already pressed the stand-in button). */
  defaultOpen?: boolean;
  /**
   * Focuses the menu's button as it appears (it replaces a button that had the focus), unless
   * the menu opens as it appears.
   */
  autoFocus?: boolean;
};

/**
 * A header menu whose button shows at once but whose code (a Radix dropdown: focus handling,
 * positioning, dismissing) loads only when the user is about to use it: pointer over its
 * button, focus on it, or a press. A press opens the menu as soon as it is there. So a public
 * page that is only read, on a phone most of all, never spends time on it.
 *
 * Returns the loaded menu with its props, once there; until then the stand-in button's ref and
 * handlers. A failed load (offline) leaves the button, and the next approach tries again.
 */
export function useDeferredMenu<P extends DeferredMenuProps>(
  load: () => Promise<ComponentType<P>>,
) {
  const button = useRef<HTMLButtonElement>(null);
  const [menu, setMenu] = useState<{ Component: ComponentType<P>; focused: boolean }>();
  const [pressed, setPressed] = useState(false);

  const start = () => {
    load().then(
      (Component) => {
        setMenu({ Component, focused: document.activeElement === button.current });
      },
      () => undefined,
    );
  };
  const press = () => {
    setPressed(true);
    start();
  };
  return {
    menu: menu && {
      Component: menu.Component,
      // A menu that opens as it arrives takes the focus itself (and gives it back to its button
      // when it closes): a button that took it too would close the menu again.
      props: { defaultOpen: pressed, autoFocus: menu.focused && !pressed },
    },
    button: {
      ref: button,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': false,
      onPointerEnter: start,
      onFocus: start,
      // Radix opens its menu on pointerdown (and on keys), so a press counts from there: should
      // the menu's button replace this one mid-press, the menu still opens as it arrives.
      onPointerDown: press,
      onClick: press,
    },
  };
}
