/**
 * The signed proposal's words, in the proposal's language: made on the main thread (where the
 * catalogues are) from the record's content, and handed to the writer, maybe in a worker, as
 * text. Amounts are written by Intl in that language ('$12,400.00', '12.400,00 US$'), the moment
 * of signing in the signer's own time zone, with the zone named. How the text is set on the page
 * is the writer's job (write-signed-proposal-pdf.ts).
 */

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PRODUCT_NAME } from '@/config/product';
import { formatMoney, formatRate } from '@/features/approval/model/money';
import {
  RECORD_FILE_NAME,
  type ApprovedContent,
  type ApprovedLine,
} from '@/features/approval/model/approval-record';
import { PAGE_COUNT, PAGE_NUMBER } from '@/features/approval/signed-pdf/page-stand-ins';
import { safeFileName } from '@/lib/files/file-name';
import { dateTimeFormat } from '@/lib/i18n/intl-formatters';

/** A line of the price list: what it is, and its amount as written in the proposal's language. */
export type PriceLine = { label: string; amount: string };

/** A line of the approval record's value; `mono`: a digest, set in Courier. */
export type RecordLine = { text: string; mono?: boolean };

/** A row of the approval record: its label, and its value's lines. */
export type RecordRow = { label: string; lines: RecordLine[] };

/** Every word of the signed PDF, with the content written in, in the proposal's language. */
export type SignedPdfTexts = {
  /** The language they are in ('es'): the document's own, for screen readers and search. */
  language: string;
  /** The document's title and subject (its properties). */
  title: string;
  subject: string;
  /** What PDF readers show beside the attached record. */
  recordDescription: string;
  projectName: string;

  /** Page 1: the project, the customer, the site and the chosen option with its pictures. */
  heading: string;
  preparedFor: string;
  customerName: string;
  site: string;
  siteLines: string[];
  chosenOption: string;
  optionName: string;
  /** 'What is included: <scope>' ('' when the option has no scope). */
  included: string;
  /** An edited design's 'Made in Keep and mix from: <layers>' ('' for any other design). */
  madeFrom: string;
  before: string;
  after: string;

  /** Page 2: the prices, then the approval. */
  priceHeading: string;
  /** The chosen option, then each ticked add-on. */
  priceLines: PriceLine[];
  subtotal: PriceLine;
  tax: PriceLine;
  total: PriceLine;
  deposit: PriceLine;
  balance: PriceLine;
  approvalHeading: string;
  /** The consent line the signer ticked, quoted. */
  consent: string;
  signerName: string;
  /** 'Signed on November 24, 2026 at 3:04:05 PM CST (America/Chicago)'. */
  signedOn: string;

  /** The last page(s): the approval record, for people. */
  recordHeading: string;
  recordRows: RecordRow[];
  /** How to check the file, what the record is and is not, what a browser cannot know. */
  recordNotes: string[];
  /** 'Page x of y', with PAGE_NUMBER and PAGE_COUNT for the numbers (the writer knows them). */
  pageLabel: string;
};

type RecordContent = ApprovedContent<{ sha256: string }>;

/** The moment of signing: when (UTC, ISO 8601) and where (the device's time zone). */
type SigningMoment = { signedAt: string; timeZone: string };

/** The words of the file name, lowercase: 'front-yard-signed-proposal-2026-11-24.pdf'. */
const FILE_NAME_WORDS = {
  signedProposal: msg({
    message: 'signed-proposal',
    context: 'file name',
    comment:
      "Words of the signed PDF's file name (front-yard-signed-proposal-2026-11-24.pdf), lowercase, joined by hyphens",
  }),
  project: msg({
    message: 'project',
    context: 'file name',
    comment:
      "The PDF's file name when the project's name has no letters (project-proposal-2026-11-24.pdf), lowercase",
  }),
};

/** A date formatter in the signer's zone, or in the device's where that zone is not known. */
function inZone(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return dateTimeFormat(locale, { ...options, timeZone });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return dateTimeFormat(locale, options);
  }
}

/**
 * The moment of signing as the signer's clock showed it, in `locale`, with the zone's abbreviation
 * and name: 'November 24, 2026 at 3:04:05 PM CST (America/Chicago)'.
 */
export function signedAtLabel(locale: string, signer: SigningMoment): string {
  const date = new Date(signer.signedAt);
  const local = inZone(locale, signer.timeZone, { dateStyle: 'long', timeStyle: 'long' });
  return `${local.format(date)} (${signer.timeZone})`;
}

/** An offset from UTC as people write it: 'UTC-06:00', 'UTC+05:30'. */
export function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The day of signing in the signer's time zone, as the machine reads it: '2026-11-24'. */
export function signedDay(signer: SigningMoment): string {
  const parts = inZone('en-US', signer.timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(signer.signedAt));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The signed PDF's file name in the proposal's language (`i18n`):
 * `<project>-signed-proposal-<yyyy-mm-dd>.pdf`, `<proyecto>-propuesta-firmada-<aaaa-mm-dd>.pdf`
 * in Spanish, the day being the day of signing where the signer was.
 */
export function signedProposalFileName(
  i18n: I18n,
  content: { project: { name: string }; signer: SigningMoment },
): string {
  // The name is cut first, so that '-signed-proposal-<date>' always fits.
  const project = safeFileName([content.project.name.slice(0, 80)], '');
  return safeFileName(
    [
      project === 'download' ? i18n._(FILE_NAME_WORDS.project) : project,
      i18n._(FILE_NAME_WORDS.signedProposal),
      signedDay(content.signer),
    ],
    'pdf',
  );
}

/**
 * The signed PDF's words for `content` (its pictures as digests) in the language of `i18n` (the
 * proposal's), with `digest` (the content's SHA-256) for the record page.
 */
export function signedPdfTexts(i18n: I18n, content: RecordContent, digest: string): SignedPdfTexts {
  const locale = i18n.locale;
  const money = (cents: number) => formatMoney(cents, content.currency, locale);
  const { chosen, signer, device, project, totals } = content;
  const projectName = project.name;
  const signerName = signer.name;
  const product = PRODUCT_NAME;
  const scope = chosen.scope;
  const layers = (chosen.madeFrom ?? []).join(', ');
  const consent = signer.consent;
  const ref = project.ref;
  const fileName = RECORD_FILE_NAME;
  const page = PAGE_NUMBER;
  const pages = PAGE_COUNT;
  const taxRate = formatRate(content.taxRate, locale);
  const depositRate =
    content.deposit.kind === 'percent' ? formatRate(content.deposit.rate, locale) : undefined;
  const when = signedAtLabel(locale, signer);
  const none = i18n._(msg`None`);
  /** 'Gentle Modern: $12,400.00'. */
  const named = (name: string, price: string) => i18n._(msg`${name}: ${price}`);
  const priced = ({ name, priceCents }: ApprovedLine) => named(name, money(priceCents));
  const option = { name: chosen.styleName, priceCents: chosen.priceCents };
  const quotedConsent = i18n._(
    msg({
      message: `“${consent}”`,
      comment: 'The consent line the customer ticked, quoted as it was written',
    }),
  );
  const subtotal = { label: i18n._(msg`Subtotal`), amount: money(totals.subtotal) };
  const tax = { label: i18n._(msg`Tax (${taxRate})`), amount: money(totals.tax) };
  const total = { label: i18n._(msg`Total`), amount: money(totals.total) };
  const deposit = {
    label: depositRate ? i18n._(msg`Deposit (${depositRate})`) : i18n._(msg`Deposit`),
    amount: money(totals.deposit),
  };
  const balance = { label: i18n._(msg`Balance after deposit`), amount: money(totals.balance) };
  const lines = (texts: string[]) => (texts.length > 0 ? texts : [none]).map((text) => ({ text }));

  return {
    language: locale,
    title: i18n._(msg`${projectName}: signed proposal`),
    subject: i18n._(msg`Proposal signed by ${signerName}`),
    recordDescription: i18n._(
      msg`The approval record of this signed proposal: ${product} checks the file against it.`,
    ),
    projectName,

    heading: i18n._(msg`Signed proposal`),
    preparedFor: i18n._(msg`Prepared for`),
    customerName: content.customer.name,
    site: i18n._(msg`Site`),
    siteLines: content.site,
    chosenOption: i18n._(msg`Chosen option`),
    optionName: chosen.styleName,
    included: scope.trim() === '' ? '' : i18n._(msg`What is included: ${scope}`),
    madeFrom: chosen.madeFrom ? i18n._(msg`Made in Keep and mix from: ${layers}`) : '',
    before: i18n._(msg`Before`),
    after: i18n._(msg`After`),

    priceHeading: i18n._(msg`Price`),
    priceLines: [
      { label: chosen.styleName, amount: money(chosen.priceCents) },
      ...content.addOns.map((addOn) => ({ label: addOn.name, amount: money(addOn.priceCents) })),
    ],
    subtotal,
    tax,
    total,
    deposit,
    balance,
    approvalHeading: i18n._(msg`Approval`),
    consent: quotedConsent,
    signerName,
    signedOn: i18n._(msg`Signed on ${when}`),

    recordHeading: i18n._(msg`Approval record`),
    recordRows: [
      { label: i18n._(msg`Signed by`), lines: [{ text: signerName }] },
      // The moment as the signer's clock showed it, and in UTC as the record holds it.
      {
        label: i18n._(msg`Signed at`),
        lines: [{ text: when }, { text: `${signer.signedAt} (UTC)` }],
      },
      {
        label: i18n._(msg`Time zone`),
        lines: [{ text: `${signer.timeZone}, ${utcOffsetLabel(signer.utcOffsetMinutes)}` }],
      },
      { label: i18n._(msg`Device`), lines: [{ text: device.userAgent }] },
      { label: i18n._(msg`App version`), lines: [{ text: `${product} ${device.appVersion}` }] },
      {
        label: i18n._(msg`Project`),
        lines: [{ text: i18n._(msg`${projectName} (ref. ${ref})`) }],
      },
      { label: i18n._(msg`Customer`), lines: [{ text: content.customer.name }] },
      { label: i18n._(msg`Site`), lines: lines(content.site) },
      {
        label: i18n._(msg`Options shown`),
        lines: lines(
          content.offered.map((offered) =>
            priced({ name: offered.styleName, priceCents: offered.priceCents }),
          ),
        ),
      },
      { label: i18n._(msg`Add-ons offered`), lines: lines(content.addOnsOffered.map(priced)) },
      {
        label: i18n._(msg`Chosen`),
        lines: [priced(option), ...content.addOns.map((addOn) => `+ ${priced(addOn)}`)].map(
          (text) => ({ text }),
        ),
      },
      {
        label: i18n._(msg`Totals`),
        lines: [subtotal, tax, total, deposit, balance].map((line) => ({
          text: named(line.label, line.amount),
        })),
      },
      { label: i18n._(msg`Consent`), lines: [{ text: quotedConsent }] },
      {
        label: i18n._(msg`Pictures (SHA-256)`),
        lines: [
          { text: i18n._(msg`Before`) },
          { text: chosen.before.sha256, mono: true },
          { text: i18n._(msg`After`) },
          { text: chosen.after.sha256, mono: true },
          { text: i18n._(msg`Signature`) },
          { text: signer.signature.sha256, mono: true },
        ],
      },
      { label: i18n._(msg`Content digest (SHA-256)`), lines: [{ text: digest, mono: true }] },
    ],
    recordNotes: [
      i18n._(
        msg`Open this PDF in ${product} with "Open a signed proposal" to check that it still matches this record. The record is attached to this PDF as ${fileName}.`,
      ),
      i18n._(
        msg`This is an approval record with tamper evidence, not a certificate-based digital signature.`,
      ),
      i18n._(
        msg`A web browser cannot know the signer's network (IP) address, so none is recorded.`,
      ),
    ],
    pageLabel: i18n._(msg`Page ${page} of ${pages}`),
  };
}
