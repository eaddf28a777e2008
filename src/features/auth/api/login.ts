import { useMutation } from '@tanstack/react-query';

import {
  loginResponseSchema,
  type LoginRequest,
  type LoginResponse,
} from '@/features/auth/api/auth-schemas';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/login. Non-2xx answers throw (their body's `error` says why). */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body: credentials,
    schema: loginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
