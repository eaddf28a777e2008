import type { RegisterRequest } from '@/features/auth/api/auth-schemas';
import { apiRequest } from '@/lib/api/api-client';

/** POST /api/auth/register: 200 is success, otherwise the body's `error` says why. */
export async function register(request: RegisterRequest) {
  await apiRequest('/api/auth/register', { method: 'POST', body: request });
}
