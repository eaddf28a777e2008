import { APP_SHELL_ATTRIBUTE } from '@/app/prerendered-pages';

/** The attribute of the app shell's frames: each names its language. */
export const SHELL_FRAME_ATTRIBUTE = APP_SHELL_ATTRIBUTE;
/** On a frame's screen places (`loader`, `dashboard`), and on the page: the one it shows. */
export const SHELL_SCREEN_ATTRIBUTE = 'data-shell-screen';
/** Set by the shell's script on a button of its frame pressed before the app could act. */
export const SHELL_PRESSED_ATTRIBUTE = 'data-shell-pressed';
