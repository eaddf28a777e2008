import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { InvalidTokenError, jwtDecode } from 'jwt-decode';

/** The claims the app relies on. The token is decoded in the browser; its signature is the API's job. */
type SessionClaims = {
  organizationRef: string;
  exp?: number;
  name?: string;
  email?: string;
  sub?: string;
};

/** Why a token could not be used (shown on the sign-in screen, in the app's language). */
export const JWT_ERRORS = {
  notString: msg`Invalid JWT: the token must be a string`,
  segmentCount: msg`Invalid JWT: the token must have 3 segments`,
  missingPayload: msg`Invalid JWT: the payload is missing`,
  badEncoding: msg`Invalid JWT: the payload is not valid base64url`,
  badJson: msg`Invalid JWT: the payload is not valid JSON`,
  notObject: msg`Invalid JWT: the claims must be an object`,
  missingOrganization: msg`Invalid JWT: the organizationRef claim is missing`,
};

type DecodeResult = { ok: true; claims: SessionClaims } | { ok: false; error: MessageDescriptor };

/** Decodes a session token without throwing; every failure maps to one of JWT_ERRORS. */
export function decodeSessionToken(token: unknown): DecodeResult {
  if (typeof token !== 'string') return { ok: false, error: JWT_ERRORS.notString };
  const segments = token.split('.');
  if (segments.length !== 3) return { ok: false, error: JWT_ERRORS.segmentCount };
  if (!segments[1]) return { ok: false, error: JWT_ERRORS.missingPayload };

  let claims: unknown;
  try {
    claims = jwtDecode<unknown>(token);
  } catch (error) {
    const message = error instanceof InvalidTokenError ? error.message : '';
    return {
      ok: false,
      error: message.includes('invalid json') ? JWT_ERRORS.badJson : JWT_ERRORS.badEncoding,
    };
  }

  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return { ok: false, error: JWT_ERRORS.notObject };
  }
  const record = claims as Record<string, unknown>;
  if (typeof record.organizationRef !== 'string' || record.organizationRef === '') {
    return { ok: false, error: JWT_ERRORS.missingOrganization };
  }
  return {
    ok: true,
    claims: {
      organizationRef: record.organizationRef,
      exp: typeof record.exp === 'number' ? record.exp : undefined,
      name: typeof record.name === 'string' ? record.name : undefined,
      email: typeof record.email === 'string' ? record.email : undefined,
      sub: typeof record.sub === 'string' ? record.sub : undefined,
    },
  };
}
