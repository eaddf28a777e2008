import { proposalTotals } from '@/features/approval/model/money';
import type { SignedProposalSource } from '@/features/approval/signed-pdf/signed-proposal-types';
import { TINY_JPEG } from '@/testing/tiny-jpeg';

/** A 1 x 1 transparent PNG: a signature as small as one can be. */
export const TINY_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const deposit = { kind: 'amount', cents: 200_000 } as const;

/**
 * What a signed proposal is made of: 'Back patio' (project `p_back`), 'Desert Calm' at
 * $9,876.54 with a $2,000 deposit, signed in English by the customer (Sam Lee unless `signer`)
 * on 8 March 2026 at 16:30 UTC (unless `signedAt`), in Madrid.
 */
export function signedProposalSource({
  signer = 'Sam Lee',
  signedAt = '2026-03-08T16:30:00.000Z',
}: { signer?: string; signedAt?: string } = {}): SignedProposalSource {
  return {
    language: 'en',
    currency: 'USD',
    project: { ref: 'p_back', name: 'Back patio' },
    customer: { name: signer },
    site: ['44 Elm Road'],
    offered: [
      { ref: 'g7', styleName: 'Desert Calm', scope: 'Pavers, agaves', priceCents: 987_654 },
    ],
    chosen: {
      ref: 'g7',
      styleName: 'Desert Calm',
      scope: 'Pavers, agaves',
      priceCents: 987_654,
      beforeUrl: 'https://photos.example/back.jpg',
      afterUrl: 'https://photos.example/g7.jpg',
    },
    addOnsOffered: [],
    addOns: [],
    taxRate: 0,
    deposit,
    totals: proposalTotals({ option: 987_654, addOns: [], taxRate: 0, deposit }),
    signer: {
      name: signer,
      consent: 'I agree to sign electronically.',
      signedAt,
      timeZone: 'Europe/Madrid',
      utcOffsetMinutes: 60,
      signature: TINY_PNG,
    },
    device: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', appVersion: '0.1.0+test' },
  };
}

/** The signed PDF's pictures, as buildSignedProposal downloads them: each a tiny JPEG. */
export function downloadTinyJpeg(): Promise<Blob> {
  return Promise.resolve(new Blob([TINY_JPEG], { type: 'image/jpeg' }));
}
