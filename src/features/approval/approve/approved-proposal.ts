import {
  tickedAddOns,
  type ApprovalOption,
  type ApprovalProject,
} from '@/features/approval/approve/approval-choice';
import type { Totals } from '@/features/approval/model/money';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import type {
  SignedProposal,
  SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import type { SignedRecordEntry } from '@/features/approval/store/approval-store';

/**
 * What 'Approve' writes, without React: the signed proposal's source (everything the customer
 * was shown, chose and signed, when, and on which device) and, once the PDF is written, the
 * device's entry for it. The record does not say which way the signature was made: it keeps its
 * picture.
 */

/** The customer's choice once made: the option, the add-ons ticked and the totals. */
export type MadeChoice = { chosen: ApprovalOption; addOnIds: readonly string[]; totals: Totals };

/** Who signed: their name and the consent line as given, and the signature's picture (PNG). */
export type Signer = { name: string; consent: string; signature: Uint8Array };

/**
 * The moment of 'Approve' and the device, as the device knows them (a browser cannot know its
 * public address): the time in UTC (ISO 8601), the time zone and its offset then (minutes east of
 * UTC), the browser and the app's version.
 */
export type SigningContext = {
  signedAt: string;
  timeZone: string;
  utcOffsetMinutes: number;
  device: { userAgent: string; appVersion: string };
};

export type ApprovalInput = {
  /** The proposal's language. */
  language: string;
  project: ApprovalProject;
  pricing: PricedProposal;
  /** Every option the customer was shown, in order. */
  options: readonly ApprovalOption[];
  choice: MadeChoice;
  signer: Signer;
  context: SigningContext;
};

const line = ({ name, priceCents }: { name: string; priceCents: number }) => ({ name, priceCents });

/** What the signed PDF is written from. */
export function signedProposalSource(input: ApprovalInput): SignedProposalSource {
  const { project, pricing, choice, signer, context } = input;
  const { chosen } = choice;
  return {
    language: input.language,
    currency: pricing.currency,
    project: { ref: project.ref, name: project.name },
    customer: { name: project.customerName ?? '' },
    site: project.site,
    offered: input.options.map(({ ref, styleName, scope, priceCents }) => ({
      ref,
      styleName,
      scope,
      priceCents,
    })),
    chosen: {
      ref: chosen.ref,
      styleName: chosen.styleName,
      scope: chosen.scope,
      priceCents: chosen.priceCents,
      beforeUrl: chosen.beforeUrl,
      afterUrl: chosen.afterUrl,
      ...(chosen.madeFrom ? { madeFrom: [...chosen.madeFrom] } : {}),
    },
    addOnsOffered: pricing.addOns.map(line),
    addOns: tickedAddOns(pricing, choice.addOnIds).map(line),
    taxRate: pricing.taxRate,
    deposit: pricing.deposit,
    totals: choice.totals,
    signer: {
      name: signer.name,
      consent: signer.consent,
      signedAt: context.signedAt,
      timeZone: context.timeZone,
      utcOffsetMinutes: context.utcOffsetMinutes,
      signature: signer.signature,
    },
    device: { userAgent: context.device.userAgent, appVersion: context.device.appVersion },
  };
}

/** The device's entry for a signed proposal: the PDF and what the project page lists of it. */
export function signedRecordEntry(entry: {
  id: string;
  owner: string;
  source: SignedProposalSource;
  signed: SignedProposal;
}): SignedRecordEntry {
  const { source, signed } = entry;
  return {
    id: entry.id,
    owner: entry.owner,
    projectRef: source.project.ref,
    projectName: source.project.name,
    signerName: source.signer.name,
    signedAt: source.signer.signedAt,
    totalCents: source.totals.total,
    currency: source.currency,
    language: source.language,
    digest: signed.record.digest,
    fileName: signed.fileName,
    pdf: new Uint8Array(signed.pdf).buffer,
  };
}
