import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  SHELL_PRESSES_KEY,
  type ShellControl,
  type ShellPresses,
} from '@/components/layouts/shell-presses';
import { addRecord } from '@/features/approval/store/approval-store';
import { getSession, TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { installFakeIndexedDb } from '@/testing/fake-indexed-db';
import { signedRecord } from '@/testing/signed-records';
import {
  allowWholeAppTime,
  currentUrl,
  findDashboardHeading,
  renderApp,
} from '@/testing/test-utils';

/*
 * The app shell paints the app's frame before the app can act, and its script records what the
 * user pressed there (src/app/prerender/shell-scripts.ts). The app carries it out as it draws its own frame.
 */

allowWholeAppTime({ testMs: 25_000 });

/** What the shell's script recorded before the app started. */
function pressedOnTheShell(
  presses: ShellControl[],
  focus: ShellControl | null = null,
  held: ShellControl | null = null,
) {
  const record: ShellPresses = { presses, focus, held, done: false };
  Object.assign(window, { [SHELL_PRESSES_KEY]: record });
  return record;
}

afterEach(() => {
  Reflect.deleteProperty(window, SHELL_PRESSES_KEY);
});

const sidebar = () => document.querySelector('[data-slot="sidebar"]');

describe("what the user pressed on the app shell's frame", () => {
  it('Logout: logs out and goes home, once the app has drawn its frame', async () => {
    const record = pressedOnTheShell(['logout']);
    const { router } = renderApp('/app/dashboard', { session: true });

    expect(
      await screen.findByRole('heading', { name: 'Transform Your Outdoor Space with AI' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // Carried out once; the shell's script records nothing more.
    expect(record).toEqual({ presses: [], focus: null, held: null, done: true });
  });

  it('Logout: first says which signed proposals were never shared, as a press in the app does', async () => {
    installFakeIndexedDb();
    await addRecord(signedRecord('one', { projectRef: 'project-1' }));
    pressedOnTheShell(['logout', 'logout']);
    renderApp('/app/dashboard', { session: true });

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Signed proposals were never shared',
    });
    expect(within(dialog).getByRole('button', { name: 'Download all' })).toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');
  });

  it("the theme's button: its menu opens, and choosing Dark switches the theme", async () => {
    pressedOnTheShell(['theme']);
    const { user } = renderApp('/app/dashboard', { session: true });

    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it("the language's button: its menu opens", async () => {
    pressedOnTheShell(['language']);
    renderApp('/app/dashboard', { session: true });

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Español' })).toBeInTheDocument();
  });

  it('the sidebar, toggled an odd number of times (its button, Ctrl+B): collapsed, its button focused', async () => {
    pressedOnTheShell(['sidebar', 'sidebar', 'sidebar'], 'sidebar');
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('the sidebar, toggled twice: as it was; nothing pressed, nothing happens', async () => {
    pressedOnTheShell(['sidebar', 'sidebar']);
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    expect(sidebar()).toHaveAttribute('data-state', 'expanded');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');
  });

  it('Logout held down on the shell as the app draws over it, released on the app’s: logs out', async () => {
    pressedOnTheShell([], null, 'logout');
    const { router } = renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    // The browser clicks nothing: the element the button went down on is gone.
    fireEvent.mouseUp(screen.getByRole('button', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { name: 'Transform Your Outdoor Space with AI' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a press held down on the shell and released elsewhere does nothing', async () => {
    pressedOnTheShell([], null, 'logout');
    renderApp('/app/dashboard', { session: true });
    const heading = await findDashboardHeading();

    fireEvent.mouseUp(heading);
    fireEvent.mouseUp(screen.getByRole('button', { name: 'Logout' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(getSession().status).toBe('signed-in');
  });

  it('a press held down on the shell that the browser clicks on the app’s button is clicked once', async () => {
    pressedOnTheShell([], null, 'theme');
    renderApp('/app/dashboard', { session: true });
    await findDashboardHeading();

    const theme = screen.getByRole('button', { name: /^Theme:/ });
    let clicks = 0;
    theme.addEventListener('click', () => (clicks += 1));
    fireEvent.mouseUp(theme);
    fireEvent.click(theme);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicks).toBe(1);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
