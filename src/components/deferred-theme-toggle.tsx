import { useRef, useState } from 'react';

import { ThemeButton } from '@/components/theme-button';
import type { ThemeToggle } from '@/components/theme-toggle';
import { useThemePreference } from '@/lib/theme';

const loadThemeToggle = () =>
  import('@/components/theme-toggle').then((module) => module.ThemeToggle);

/**
 * The theme menu of the public pages. Its button shows at once, but the menu's code (a Radix
 * dropdown: focus handling, positioning, dismissing) loads only when the user is about to use
 * it: pointer over it, focus on it, or a press. A press opens the menu as soon as it is there.
 * So a page that is only read, on a phone most of all, never spends time on it.
 */
export function DeferredThemeToggle() {
  const [preference] = useThemePreference();
  const button = useRef<HTMLButtonElement>(null);
  // The menu's code, and whether this button had the focus when it came (its own takes it).
  const [toggle, setToggle] = useState<{ Component: typeof ThemeToggle; focused: boolean }>();
  const [pressed, setPressed] = useState(false);

  if (toggle) return <toggle.Component defaultOpen={pressed} autoFocus={toggle.focused} />;

  const load = () => {
    loadThemeToggle().then(
      (Component) => {
        setToggle({ Component, focused: document.activeElement === button.current });
      },
      () => {
        // Not there (offline): the button stays, and the next approach tries again.
      },
    );
  };
  const press = () => {
    setPressed(true);
    load();
  };
  return (
    <ThemeButton
      ref={button}
      preference={preference}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      // Radix opens its menu on pointerdown (and on keys), so a press counts from there: should
      // the menu's button replace this one mid-press, the menu still opens as it arrives.
      onPointerDown={press}
      onClick={press}
    />
  );
}
