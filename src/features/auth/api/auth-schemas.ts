import { z } from 'zod';

import { optionalText } from '@/lib/api/schema-fields';

const emailField = z
  .string()
  .trim()
  .min(1, 'Enter your email address')
  .pipe(z.email('Enter a valid email address'));

/** Sign-in: what is sent (spec §3 'Login request'; §5: both required, email of email type). */
export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Enter your password'),
});

export type LoginRequest = z.output<typeof loginRequestSchema>;

/** Sign-in: what comes back (spec §3 'Login response'). */
export const loginResponseSchema = z.object({
  success: z.boolean().nullish(),
  message: optionalText,
  token: optionalText,
  error: optionalText,
});

export type LoginResponse = z.output<typeof loginResponseSchema>;

/** The registration form (spec §5): all required, and the two passwords must match. */
export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your full name'),
    email: emailField,
    password: z.string().min(1, 'Enter a password'),
    confirmPassword: z.string().min(1, 'Confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type RegisterForm = z.input<typeof registerFormSchema>;

/** What registration sends (spec §7). */
export type RegisterRequest = { email: string; password: string; name: string };

/** The confirmation form: the emailed code is required (spec §5). */
export const confirmFormSchema = z.object({
  code: z.string().trim().min(1, 'Enter the verification code'),
});

export type ConfirmForm = z.input<typeof confirmFormSchema>;
export type ConfirmRequest = { email: string; code: string };

/** Forgot password only checks for an '@' (spec §5). */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().includes('@', { message: 'Please enter a valid email address.' }),
});

export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
