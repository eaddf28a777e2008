import { describe, expect, it } from 'vitest';

import {
  approvalOptions,
  totalsOf,
  type ApprovalProject,
} from '@/features/approval/approve/approval-choice';
import {
  signedProposalSource,
  signedRecordEntry,
  type ApprovalInput,
} from '@/features/approval/approve/approved-proposal';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import type { SignedProposal } from '@/features/approval/signed-pdf/signed-proposal-types';

const pricing: PricedProposal = {
  currency: 'USD',
  options: {
    natural: { priceCents: 1_240_000, scope: 'Native grasses, stone path' },
    modern: { priceCents: 1_880_050, scope: 'Gravel garden, steel edging' },
  },
  addOns: [
    { id: 'lighting', name: 'Path lighting', priceCents: 180_000 },
    { id: 'drip', name: 'Drip irrigation', priceCents: 95_000 },
    { id: 'mulch', name: 'Mulch', priceCents: 20_000 },
  ],
  taxRate: 825,
  deposit: { kind: 'percent', rate: 3000 },
};

const design = (ref: string, styleName: string) => ({
  ref,
  styleName,
  beforeUrl: `https://photos.example/${ref}-before.jpg`,
  afterUrl: `https://photos.example/${ref}-after.jpg`,
});

// Shown in this order; 'cottage' has no price, so it is not offered.
const options = approvalOptions(pricing, [
  design('modern', 'Gentle Modern'),
  design('cottage', 'Cottage Charm'),
  design('natural', 'Natural Accent'),
]);

const project: ApprovalProject = {
  ref: 'project-1',
  name: 'Front yard refresh',
  customerName: 'Maria Gonzalez',
  site: ['1408 Live Oak Lane', 'Austin, TX 78704'],
};

const SIGNATURE = new Uint8Array([137, 80, 78, 71]);

function input(overrides: Partial<ApprovalInput> = {}): ApprovalInput {
  const chosen = options[1];
  // Ticked in another order than offered.
  const addOnIds = ['drip', 'lighting'];
  const totals = totalsOf(pricing, { ref: chosen.ref, addOnIds });
  if (!totals) throw new Error('no totals');
  return {
    language: 'es',
    project,
    pricing,
    options,
    choice: { chosen, addOnIds, totals },
    signer: {
      name: 'Maria Gonzalez',
      consent: 'I agree to sign on this screen.',
      signature: SIGNATURE,
    },
    context: {
      signedAt: '2026-11-26T20:30:05.000Z',
      timeZone: 'America/Chicago',
      utcOffsetMinutes: -360,
      device: { userAgent: 'Mozilla/5.0 (iPad)', appVersion: '0.1.0+62fdf38' },
    },
    ...overrides,
  };
}

describe('signedProposalSource', () => {
  it('holds what the customer was shown, chose and signed, when and on which device', () => {
    const given = input();
    const source = signedProposalSource(given);
    const line = ({ name, priceCents }: { name: string; priceCents: number }) => [name, priceCents];

    expect([source.language, source.currency, source.site]).toEqual(['es', 'USD', project.site]);
    expect(source.project).toEqual({ ref: 'project-1', name: 'Front yard refresh' });
    expect(source.customer).toEqual({ name: 'Maria Gonzalez' });
    // The priced designs in the order shown, without their pictures; the chosen one with them.
    expect(source.offered.map(({ ref, scope, priceCents }) => [ref, scope, priceCents])).toEqual([
      ['modern', 'Gravel garden, steel edging', 1_880_050],
      ['natural', 'Native grasses, stone path', 1_240_000],
    ]);
    expect(source.offered[1]).toEqual({
      ...source.chosen,
      beforeUrl: undefined,
      afterUrl: undefined,
    });
    expect(source.chosen).toEqual(options[1]);
    expect(source.chosen.afterUrl).toBe('https://photos.example/natural-after.jpg');
    // Every add-on offered; those ticked in the order offered, whatever the order of ticking.
    expect(source.addOnsOffered.map(line)).toEqual([
      ['Path lighting', 180_000],
      ['Drip irrigation', 95_000],
      ['Mulch', 20_000],
    ]);
    expect(source.addOns.map(line)).toEqual([
      ['Path lighting', 180_000],
      ['Drip irrigation', 95_000],
    ]);
    expect([source.taxRate, source.deposit, source.totals]).toEqual([
      825,
      pricing.deposit,
      given.choice.totals,
    ]);
    // The chosen option and the ticked add-ons, with 8.25 % tax on the 15,150.00 (half up).
    expect(source.totals.total).toBe(1_240_000 + 180_000 + 95_000 + 124_988);
    const { device, ...moment } = given.context;
    expect(source.signer).toEqual({ ...given.signer, ...moment });
    expect(source.signer.signature).toBe(SIGNATURE);
    expect(source.device).toEqual(device);
    expect(Object.keys(source).sort()).toEqual(
      [
        ...['language', 'currency', 'project', 'customer', 'site', 'offered', 'chosen'],
        ...['addOnsOffered', 'addOns', 'taxRate', 'deposit', 'totals', 'signer', 'device'],
      ].sort(),
    );
  });

  it('names no customer when the project has none, and no add-on when none is ticked', () => {
    const base = input();
    const source = signedProposalSource(
      input({
        project: { ...project, customerName: undefined },
        choice: { ...base.choice, addOnIds: [] },
      }),
    );
    expect(source.customer).toEqual({ name: '' });
    expect(source.addOns).toEqual([]);
    expect(source.addOnsOffered).toHaveLength(3);
  });
});

describe('signedRecordEntry', () => {
  it('keeps the PDF with what the project page lists of it', () => {
    const source = signedProposalSource(input());
    const pdf = new Uint8Array([37, 80, 68, 70, 45]);
    const signed = {
      pdf,
      fileName: 'front-yard-refresh-signed-proposal-2026-11-26.pdf',
      record: { digest: 'd'.repeat(64) },
    } as SignedProposal;

    const entry = signedRecordEntry({ id: 'record-1', owner: 'org-1/user-1', source, signed });
    expect(entry).toEqual({
      id: 'record-1',
      owner: 'org-1/user-1',
      projectRef: 'project-1',
      projectName: 'Front yard refresh',
      signerName: 'Maria Gonzalez',
      signedAt: '2026-11-26T20:30:05.000Z',
      totalCents: source.totals.total,
      currency: 'USD',
      language: 'es',
      digest: 'd'.repeat(64),
      fileName: 'front-yard-refresh-signed-proposal-2026-11-26.pdf',
      pdf: pdf.buffer,
    });
    // A copy of its own: the PDF kept does not change with the bytes it was made from.
    expect(entry.pdf).not.toBe(pdf.buffer);
  });
});
