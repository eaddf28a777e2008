/**
 * Builds an unsigned JWT (header.payload.signature) the way the API's tokens look, for the
 * in-browser mock API and the tests. The app decodes tokens without checking signatures (spec §6).
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
