import { useEffect, useLayoutEffect } from 'react';

/**
 * The app shell (app.html, src/app/prerender/shell-frames.tsx) paints the app's frame before
 * the app can act. Its buttons keep their word: a press on one of them is taken, and carried out
 * by the app's same button once the app has drawn its frame over the shell's.
 *
 * The frame's controls carry this attribute, naming their job, in the app and so in the shell
 * (the same components render both). The shell's script (src/app/prerender/shell-scripts.ts)
 * records the presses on its copies (and Ctrl/Cmd+B) in `window[SHELL_PRESSES_KEY]`;
 * `useShellPresses` replays them on the app's.
 */
export const SHELL_CONTROL_ATTRIBUTE = 'data-shell-control';

export type ShellControl = 'logout' | 'theme' | 'language' | 'sidebar';

/** The attribute that marks a frame control, for its element's props. */
export type ShellControlMark = { [SHELL_CONTROL_ATTRIBUTE]?: ShellControl };

export function shellControl(control: ShellControl): ShellControlMark {
  return { [SHELL_CONTROL_ATTRIBUTE]: control };
}

/** Where the app shell's script keeps what it recorded (see `ShellPresses`). */
export const SHELL_PRESSES_KEY = 'shellPresses';

/** What the app shell's script records until the app takes it (`done`). */
export type ShellPresses = {
  /** The controls pressed, in order (`sidebar` also for each Ctrl/Cmd+B). */
  presses: string[];
  /** The control that had the focus, if one had it. */
  focus: string | null;
  /**
   * The control the mouse's button is down on and not yet released, if any: should the app
   * draw its frame over the shell's before the release, the press ends on the app's
   * (`finishHeldPress`).
   */
  held: string | null;
  /** Set by the app once it listens itself: the script records nothing more. */
  done: boolean;
};

function shellPresses(): ShellPresses | undefined {
  const value: unknown = (window as unknown as Record<string, unknown>)[SHELL_PRESSES_KEY];
  if (typeof value !== 'object' || value === null || !('presses' in value)) return undefined;
  return value as ShellPresses;
}

/**
 * Carries out on the app's frame (in `frame`) what the user did on the shell's: the control
 * that had the focus takes it, each control pressed is pressed (once: a menu opens, Logout asks
 * to log out), and the sidebar toggles if it was toggled an odd number of times. Empties the
 * record.
 */
export function replayShellPresses(frame: ParentNode) {
  const record = shellPresses();
  if (!record) return;
  const presses = record.presses.splice(0);
  const focus = record.focus;
  record.focus = null;
  const control = (name: string) =>
    frame.querySelector<HTMLElement>(`[${SHELL_CONTROL_ATTRIBUTE}="${CSS.escape(name)}"]`);
  if (focus && (document.activeElement === null || document.activeElement === document.body)) {
    control(focus)?.focus();
  }
  const toggles = presses.filter((name) => name === 'sidebar').length;
  if (toggles % 2 === 1) control('sidebar')?.click();
  for (const name of new Set(presses.filter((pressed) => pressed !== 'sidebar'))) {
    control(name)?.click();
  }
}

/**
 * The press the app's frame cut in two: the mouse's button went down on a control of the shell
 * and the app drew its frame over it before the release. The browser clicks nothing then (the
 * element pressed is gone), so a release on the app's same control clicks it: the press ends
 * as the user sees it, on the same button. Where the browser does click it (a click that began
 * on the app's frame), nothing more. Returns what stops listening.
 */
export function finishHeldPress(): (() => void) | undefined {
  const held = shellPresses()?.held;
  if (!held) return undefined;
  const onRelease = (event: MouseEvent) => {
    stop();
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      `[${SHELL_CONTROL_ATTRIBUTE}="${CSS.escape(held)}"]`,
    );
    if (event.button !== 0 || !control) return;
    let clicked = false;
    const onClick = (click: MouseEvent) => {
      if (click.target instanceof Node && control.contains(click.target)) clicked = true;
    };
    window.addEventListener('click', onClick, true);
    // The browser's click, if any, follows the release in the same task.
    setTimeout(() => {
      window.removeEventListener('click', onClick, true);
      if (!clicked && control.isConnected) control.click();
    });
  };
  const stop = () => window.removeEventListener('mouseup', onRelease, true);
  window.addEventListener('mouseup', onRelease, true);
  return stop;
}

/**
 * Replays the app shell's presses on the app's frame as it first draws: before the browser
 * paints it (the sidebar never shows in the state the user left), and once more when the
 * frame's own listeners are there (Ctrl/Cmd+B among them), after which the shell's script
 * stops recording. A press held down on the shell's frame as the app draws over it ends on the
 * app's (`finishHeldPress`). Call it in the component that renders the frame's controls.
 */
export function useShellPresses() {
  useLayoutEffect(() => {
    replayShellPresses(document);
    return finishHeldPress();
  }, []);
  useEffect(() => {
    replayShellPresses(document);
    const record = shellPresses();
    if (record) record.done = true;
  }, []);
}
