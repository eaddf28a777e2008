import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** An error the wizard shows: one of its messages, or a text from the server or the network. */
export type ErrorMessage = MessageDescriptor | string;

/** An error in the language of `i18n`; a text as it came. */
export function errorText(i18n: I18n, message: ErrorMessage): string;
export function errorText(i18n: I18n, message: ErrorMessage | undefined): string | undefined;
export function errorText(i18n: I18n, message: ErrorMessage | undefined) {
  if (message === undefined) return undefined;
  return typeof message === 'string' ? message : i18n._(message);
}

/** What the wizard and the variations say when starting, or loading a design's pictures, fails (spec §8). */
export const GENERATE_ERRORS = {
  start: msg`Failed to start generating yard vision`,
  startThrown: msg`Failed to start generation`,
  previous: msg`Failed to load images from previous generation`,
};

/** The line beside the wizard's and the variations' progress when the network stands in the way. */
export const NETWORK_MESSAGES = {
  /** The upload is paused until the browser is back online. */
  waiting: msg`Waiting for the network`,
};
