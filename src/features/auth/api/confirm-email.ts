import { useMutation } from '@tanstack/react-query';

import type { ConfirmRequest } from '@/features/auth/api/auth-schemas';
import { apiRequest } from '@/lib/api/api-client';

/** POST /api/auth/confirm with the emailed code; a failure's body carries `message`. */
export async function confirmEmail(request: ConfirmRequest) {
  await apiRequest('/api/auth/confirm', { method: 'POST', body: request });
}

/** POST /api/auth/resend-code; a failure's body carries `message`. */
export async function resendCode(email: string) {
  await apiRequest('/api/auth/resend-code', { method: 'POST', body: { email } });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
