import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod/mini';

import { optionalText } from '@/lib/api/schema-fields';

/** The forms' checks, in the language active when they run (zod calls `error` then). */
const AUTH_FORM_ERRORS = {
  emailRequired: msg`Enter your email address`,
  emailInvalid: msg`Enter a valid email address`,
  passwordRequired: msg`Enter your password`,
  nameRequired: msg`Enter your full name`,
  newPasswordRequired: msg`Enter a password`,
  confirmPasswordRequired: msg`Confirm your password`,
  passwordsDiffer: msg`Passwords do not match`,
  codeRequired: msg`Enter the verification code`,
  resetEmailInvalid: msg`Please enter a valid email address.`,
};

/** A zod `error` that says `descriptor` in the active language. */
function says(descriptor: MessageDescriptor) {
  return { error: () => i18n._(descriptor) };
}

const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, says(AUTH_FORM_ERRORS.emailRequired))),
  z.email(says(AUTH_FORM_ERRORS.emailInvalid)),
);

/** Sign-in: what is sent (spec §3 'Login request'; §5: both required, email of email type). */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, says(AUTH_FORM_ERRORS.passwordRequired))),
});

export type LoginRequest = z.output<typeof loginRequestSchema>;

/** Sign-in: what comes back (spec §3 'Login response'). */
export const loginResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  message: optionalText,
  token: optionalText,
  error: optionalText,
});

export type LoginResponse = z.output<typeof loginResponseSchema>;

/** The registration form (spec §5): all required, and the two passwords must match. */
export const registerFormSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, says(AUTH_FORM_ERRORS.nameRequired))),
    email: emailField,
    password: z.string().check(z.minLength(1, says(AUTH_FORM_ERRORS.newPasswordRequired))),
    confirmPassword: z
      .string()
      .check(z.minLength(1, says(AUTH_FORM_ERRORS.confirmPasswordRequired))),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      ...says(AUTH_FORM_ERRORS.passwordsDiffer),
      path: ['confirmPassword'],
    }),
  );

export type RegisterForm = z.input<typeof registerFormSchema>;

/** What registration sends (spec §7). */
export type RegisterRequest = { email: string; password: string; name: string };

/** The confirmation form: the emailed code is required (spec §5). */
export const confirmFormSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1, says(AUTH_FORM_ERRORS.codeRequired))),
});

export type ConfirmForm = z.input<typeof confirmFormSchema>;
export type ConfirmRequest = { email: string; code: string };

/** Forgot password only checks for an '@' (spec §5). */
export const forgotPasswordSchema = z.object({
  email: z.string().check(z.trim(), z.includes('@', says(AUTH_FORM_ERRORS.resetEmailInvalid))),
});

export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
