import { z } from 'zod';

import { optionalText } from '@/lib/schema-fields';

/** Sign-in: what is sent (spec §3 'Login request'; §5: both required, email of email type). */
export const loginRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email('Enter a valid email address')),
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

export type RegisterRequest = { email: string; password: string; name: string };
export type ConfirmRequest = { email: string; code: string };
