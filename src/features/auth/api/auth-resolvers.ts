import { zodResolver } from '@hookform/resolvers/zod';

import {
  forgotPasswordSchema,
  loginRequestSchema,
  registerFormSchema,
} from '@/features/auth/api/auth-schemas';

// The checks of the prerendered public pages' forms. Those forms load this module lazily (see
// src/lib/lazy-resolver.ts): the pages come alive without evaluating zod.

export const loginResolver = zodResolver(loginRequestSchema);
export const registerResolver = zodResolver(registerFormSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
