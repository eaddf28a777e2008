import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod/mini';

import '@/lib/api/zod-config';

/**
 * zod rules for the text inputs of generic forms. Values are trimmed, so a name of spaces is
 * empty and nothing is saved with stray blanks.
 *
 * The messages are in the app's language: a form's schema is made by a function of `translate`
 * (`i18n._` of `useLingui()`), which the generic form calls again when the language changes
 * (see `FormSchema`). Each message is a whole `msg` sentence ('Name is required'), so a language
 * can write it its own way.
 */

/** Gives a message in the active language (`i18n._`, or `_` of `useLingui()`). */
export type Translate = (descriptor: MessageDescriptor) => string;

export const FIELD_RULE_TEXTS = {
  invalidEmail: msg`Enter a valid email address`,
};

/** Text that must not be empty; `message` says so, e.g. 'Name is required'. */
export function requiredText(message: string) {
  return z.string().check(z.trim(), z.minLength(1, message));
}

/** Text that may be empty. */
export const trimmedText = z.string().check(z.trim());

const emailFormat = z.email();

/** An email address, or nothing ('Enter a valid email address'). */
export function optionalEmail(translate: Translate) {
  return z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailFormat.safeParse(value).success, {
      message: translate(FIELD_RULE_TEXTS.invalidEmail),
    }),
  );
}
