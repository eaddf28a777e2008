/**
 * Builds an unsigned JWT (header.payload.signature) the way the API's tokens look, for tests
 * and the in-browser mock API. The app decodes tokens without checking signatures (spec §6).
 */
export function createToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => base64Url(JSON.stringify(value));
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${base64Url('signature')}`;
}

export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

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
