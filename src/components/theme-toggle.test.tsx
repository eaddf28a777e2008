import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { DeferredThemeToggle } from '@/components/deferred-theme-toggle';
import { ThemeToggle } from '@/components/theme-toggle';
import { THEME_STORAGE_KEY } from '@/config/theme';
import { applyTheme } from '@/lib/theme-preference';
import { WithI18n } from '@/testing/i18n';
import { setSystemPrefersDark } from '@/testing/match-media';

const html = document.documentElement;

async function choose(option: 'Light' | 'Dark' | 'System') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^Theme:/ }));
  await user.click(await screen.findByRole('menuitemradio', { name: option }));
}

describe('theme', () => {
  it('is dark by default', () => {
    applyTheme();
    render(<ThemeToggle />, { wrapper: WithI18n });
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('switches to light, stores the choice, and keeps it on the next load', async () => {
    applyTheme();
    const { unmount } = render(<ThemeToggle />, { wrapper: WithI18n });
    await choose('Light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    unmount();

    // A reload: the class is reset, then the stored preference is applied again.
    html.className = 'dark';
    applyTheme();
    render(<ThemeToggle />, { wrapper: WithI18n });
    expect(html).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('follows the operating system with System, also when it changes', async () => {
    setSystemPrefersDark(false);
    render(<ThemeToggle />, { wrapper: WithI18n });
    await choose('System');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(html).not.toHaveClass('dark');

    setSystemPrefersDark(true);
    expect(html).toHaveClass('dark');
  });

  it('ignores a stored value it does not know and uses dark', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    applyTheme();
    expect(html).toHaveClass('dark');
  });
});

describe('the public pages’ theme menu, loaded when reached for', () => {
  /** Resolves once the menu's code has arrived: its own button replaced the first one. */
  async function menuCodeArrived(first: HTMLElement) {
    await waitFor(() => {
      expect(first).not.toBeInTheDocument();
    });
  }

  it('loads as the pointer comes over it; a press then opens the menu and the choice applies', async () => {
    applyTheme();
    const user = userEvent.setup();
    render(<DeferredThemeToggle />, { wrapper: WithI18n });
    const first = screen.getByRole('button', { name: 'Theme: Dark' });
    expect(first).toHaveAttribute('aria-haspopup', 'menu');

    await user.hover(first);
    await menuCodeArrived(first);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Theme: Dark' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Light' }));
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('opens the menu as it arrives when it was pressed before', async () => {
    applyTheme();
    render(<DeferredThemeToggle />, { wrapper: WithI18n });
    const first = screen.getByRole('button', { name: 'Theme: Dark' });
    act(() => {
      first.focus();
      first.click();
    });
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  });

  it('keeps the focus on its button when the code arrives, and opens from the keyboard', async () => {
    applyTheme();
    const user = userEvent.setup();
    render(<DeferredThemeToggle />, { wrapper: WithI18n });
    const first = screen.getByRole('button', { name: 'Theme: Dark' });
    // Tab focuses the first button, which loads the code (here in the same moment).
    await user.tab();
    await menuCodeArrived(first);
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
