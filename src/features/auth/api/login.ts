import type { LoginRequest, LoginResponse } from '@/features/auth/api/auth-schemas';
import { apiRequest } from '@/lib/api/api-client';

/** POST /api/auth/login. Non-2xx answers throw (their body's `error` says why). */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  // Loaded with the first sign-in (the form's checks load it first): the sign-in page comes
  // alive without zod (src/lib/lazy-resolver.ts).
  const { loginResponseSchema } = await import('@/features/auth/api/auth-schemas');
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
  });
}
