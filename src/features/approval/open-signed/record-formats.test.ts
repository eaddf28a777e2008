// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { proposalLocale, signedAtText } from '@/features/approval/open-signed/record-formats';

const signer = {
  name: 'Sam Lee',
  consent: 'I agree to sign electronically.',
  signedAt: '2026-11-24T21:04:05.000Z',
  timeZone: 'America/Chicago',
  utcOffsetMinutes: -360,
  signature: { sha256: 'd'.repeat(64) },
};

describe("a signed proposal's record on screen", () => {
  it("takes the proposal's language, or the app's when the record names none Intl knows", () => {
    expect(proposalLocale('es', 'en')).toBe('es');
    expect(proposalLocale('es-mx', 'en')).toBe('es-MX');
    expect(proposalLocale('', 'en')).toBe('en');
    expect(proposalLocale('not a language', 'es')).toBe('es');
  });

  it("writes the moment of signing on the signer's clock, with the zone named", () => {
    expect(signedAtText('en', signer)).toMatch(
      /^November 24, 2026 at 3:04:05\sPM CST \(America\/Chicago\)$/,
    );
    expect(signedAtText('es', signer)).toMatch(/^24 de noviembre de 2026\b.*\b15:04:05\b/);
  });

  it('leaves out a zone this device does not know, and still writes the moment', () => {
    const text = signedAtText('en', { ...signer, timeZone: 'Mars/Olympus_Mons' });
    expect(text).not.toContain('Mars');
    expect(text).toContain('2026');
  });
});
