import { createToken } from '@/demo/create-token';

export const TEST_USER = {
  organizationRef: 'org-test',
  sub: 'user-test',
  name: 'Robin Gardener',
  email: 'robin@example.com',
} as const;

/** A valid session token for TEST_USER that expires in an hour (or `expiresInSeconds`). */
export function createTestToken(
  overrides: Record<string, unknown> = {},
  expiresInSeconds = 3600,
): string {
  return createToken({
    ...TEST_USER,
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
    ...overrides,
  });
}
