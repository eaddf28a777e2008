// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { decodeSessionToken, JWT_ERRORS } from '@/lib/session/jwt';
import { base64Url, createToken } from '@/demo/create-token';
import { text } from '@/testing/i18n';

const header = base64Url(JSON.stringify({ alg: 'HS256' }));

describe('decodeSessionToken', () => {
  it('reads the claims of a well-formed token', () => {
    const token = createToken({ organizationRef: 'org-1', name: 'Ana', exp: 2_000_000_000 });
    expect(decodeSessionToken(token)).toEqual({
      ok: true,
      claims: { organizationRef: 'org-1', name: 'Ana', exp: 2_000_000_000 },
    });
  });

  it.each([
    ['a value that is not a string', 42, JWT_ERRORS.notString],
    ['a token without three segments', 'abc.def', JWT_ERRORS.segmentCount],
    ['a token with too many segments', 'a.b.c.d', JWT_ERRORS.segmentCount],
    ['an empty payload', `${header}..sig`, JWT_ERRORS.missingPayload],
    ['a payload that is not base64url', `${header}.@@@@.sig`, JWT_ERRORS.badEncoding],
    ['a payload that is not JSON', `${header}.${base64Url('not json')}.sig`, JWT_ERRORS.badJson],
    ['claims that are a number', `${header}.${base64Url('123')}.sig`, JWT_ERRORS.notObject],
    ['claims that are null', `${header}.${base64Url('null')}.sig`, JWT_ERRORS.notObject],
    ['claims that are an array', `${header}.${base64Url('[1]')}.sig`, JWT_ERRORS.notObject],
    [
      'claims without organizationRef',
      createToken({ name: 'Ana' }),
      JWT_ERRORS.missingOrganization,
    ],
  ])('rejects %s with its message', (_case, token, message) => {
    expect(decodeSessionToken(token)).toEqual({ ok: false, error: message });
    expect(text(message)).toMatch(/^Invalid JWT/);
  });
});
