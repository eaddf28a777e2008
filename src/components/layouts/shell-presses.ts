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
 * Replays the app shell's presses on the app's frame as it first draws: before the browser
 * paints it (the sidebar never shows in the state the user left), and once more when the
 * frame's own listeners are there (Ctrl/Cmd+B among them), after which the shell's script
 * stops recording. Call it in the component that renders the frame's controls.
 */
export function useShellPresses() {
  useLayoutEffect(() => {
    replayShellPresses(document);
  }, []);
  useEffect(() => {
    replayShellPresses(document);
    const record = shellPresses();
    if (record) record.done = true;
  }, []);
}
