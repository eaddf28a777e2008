// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';

import { prerenderSite } from '@/app/prerender';
import { SHELL_PRESSES_KEY, type ShellPresses } from '@/components/layouts/shell-presses';
import { file, runShell, SHELL_CODE, TEMPLATE } from '@/testing/app-shell';

/*
 * The app shell's frame before the app can act: its script (src/app/prerender/shell-scripts.ts)
 * records what the user presses there
 * (the app carries it out: src/components/layouts/shell-presses.test.tsx), toggles a desktop's
 * sidebar at once and shows any other button pressed as taken.
 */

let shell = '';

beforeAll(async () => {
  shell = file(await prerenderSite({ template: TEMPLATE, shellCode: SHELL_CODE }), 'app.html');
});

type ShellWindow = ReturnType<typeof runShell>;

function recorded(window: ShellWindow): ShellPresses {
  return (window as unknown as Record<string, ShellPresses>)[SHELL_PRESSES_KEY];
}

function control(window: ShellWindow, name: string) {
  const found = window.document.querySelector(`[data-app-shell] [data-shell-control="${name}"]`);
  if (!found) throw new Error(`The shell's frame has no ${name} control.`);
  return found as unknown as HTMLButtonElement;
}

function sidebarState(window: ShellWindow) {
  return window.document
    .querySelector('[data-app-shell] [data-slot="sidebar"]')
    ?.getAttribute('data-state');
}

function pressCtrlB(window: ShellWindow) {
  const event = new window.KeyboardEvent('keydown', {
    key: 'b',
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
  });
  window.document.body.dispatchEvent(event);
  return event;
}

describe("the app shell's frame before the app can act", () => {
  it("marks the frame's controls with their job", () => {
    const window = runShell(shell, 'http://localhost/app/dashboard');
    for (const name of ['logout', 'theme', 'language', 'sidebar']) {
      expect(control(window, name).tagName, name).toBe('BUTTON');
    }
    expect(recorded(window)).toEqual({ presses: [], focus: null, held: null, done: false });
  });

  it('records a press on Logout, the theme or the language, and shows the button taken', () => {
    const window = runShell(shell, 'http://localhost/app/dashboard');
    control(window, 'logout').click();
    control(window, 'theme').click();
    control(window, 'language').click();

    expect(recorded(window).presses).toEqual(['logout', 'theme', 'language']);
    for (const name of ['logout', 'theme', 'language']) {
      expect(control(window, name).hasAttribute('data-shell-pressed'), name).toBe(true);
    }
  });

  it("toggles a desktop's sidebar at once, with its button or Ctrl+B, and records each", () => {
    const window = runShell(shell, 'http://localhost/app/dashboard');
    expect(sidebarState(window)).toBe('expanded');
    expect(control(window, 'sidebar').getAttribute('aria-expanded')).toBe('true');

    control(window, 'sidebar').click();
    expect(sidebarState(window)).toBe('collapsed');
    expect(control(window, 'sidebar').getAttribute('aria-expanded')).toBe('false');

    const key = pressCtrlB(window);
    expect(key.defaultPrevented).toBe(true);
    expect(sidebarState(window)).toBe('expanded');
    expect(recorded(window).presses).toEqual(['sidebar', 'sidebar']);
    expect(control(window, 'sidebar').hasAttribute('data-shell-pressed')).toBe(false);
  });

  it("records a phone's menu button as taken: its sheet opens with the app", () => {
    const window = runShell(shell, 'http://localhost/app/dashboard', undefined, true, 375);
    expect(control(window, 'sidebar').getAttribute('aria-expanded')).toBe('false');

    control(window, 'sidebar').click();
    expect(recorded(window).presses).toEqual(['sidebar']);
    expect(control(window, 'sidebar').hasAttribute('data-shell-pressed')).toBe(true);
    expect(control(window, 'sidebar').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps the sidebar as the user left it (its cookie)', () => {
    const window = runShell(
      shell,
      'http://localhost/app/dashboard',
      undefined,
      true,
      1280,
      'sidebar_state=false',
    );
    expect(sidebarState(window)).toBe('collapsed');
    expect(control(window, 'sidebar').getAttribute('aria-expanded')).toBe('false');
  });

  it("records the control the mouse's button is held down on, until it is released", () => {
    const window = runShell(shell, 'http://localhost/app/dashboard');
    const mouse = (type: string, target: Element, button = 0) =>
      target.dispatchEvent(new window.MouseEvent(type, { button, bubbles: true }) as never);

    mouse('mousedown', control(window, 'logout'));
    expect(recorded(window).held).toBe('logout');
    mouse('mouseup', window.document.body as never);
    expect(recorded(window).held).toBeNull();

    mouse('mousedown', control(window, 'theme'), 2);
    expect(recorded(window).held, 'another button').toBeNull();
    mouse('mousedown', window.document.body as never);
    expect(recorded(window).held, 'outside the controls').toBeNull();
  });

  it('records which control has the focus', () => {
    const window = runShell(shell, 'http://localhost/app/dashboard');
    control(window, 'theme').focus();
    expect(recorded(window).focus).toBe('theme');
    control(window, 'logout').focus();
    expect(recorded(window).focus).toBe('logout');
  });

  it('records nothing once the app listens itself', () => {
    const window = runShell(shell, 'http://localhost/app/dashboard');
    recorded(window).done = true;
    control(window, 'logout').click();
    const key = pressCtrlB(window);

    expect(recorded(window).presses).toEqual([]);
    expect(key.defaultPrevented).toBe(false);
    expect(sidebarState(window)).toBe('expanded');
  });
});
