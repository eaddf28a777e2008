import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ThemeToggle } from '@/components/theme-toggle';
import { THEME_STORAGE_KEY } from '@/config/theme';
import { applyTheme } from '@/lib/theme';
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
    render(<ThemeToggle />);
    expect(html).toHaveClass('dark');
    expect(html.style.colorScheme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('switches to light, stores the choice, and keeps it on the next load', async () => {
    applyTheme();
    const { unmount } = render(<ThemeToggle />);
    await choose('Light');
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    unmount();

    // A reload: the class is reset, then the stored preference is applied again.
    html.className = 'dark';
    applyTheme();
    render(<ThemeToggle />);
    expect(html).not.toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('follows the operating system with System, also when it changes', async () => {
    setSystemPrefersDark(false);
    render(<ThemeToggle />);
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
