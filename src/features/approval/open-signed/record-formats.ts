import type { ApprovalRecord } from '@/features/approval/model/approval-record';
import { dateTimeFormat } from '@/lib/i18n/intl-formatters';

/**
 * How a signed proposal's record is written on screen: in the proposal's own language (the one
 * the customer read and signed in), not the app's, so that amounts and the moment of signing
 * read as they did on the signed PDF ('$12,400.00' in English, '12.400,00 US$' in Spanish).
 */

type Signer = ApprovalRecord['content']['signer'];

/**
 * The proposal's language as Intl and the `lang` attribute take it ('es'); `fallback` (the app's
 * language) when the record names none that Intl knows, so that a strange record still shows.
 */
export function proposalLocale(language: string, fallback: string): string {
  try {
    return Intl.getCanonicalLocales(language)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The moment of signing as the signer's clock showed it, with the zone named:
 * 'November 24, 2026 at 3:04:05 PM CST (America/Chicago)'. A zone this device does not know is
 * left out, and the moment is written in the device's own zone (still with its abbreviation), so
 * that it stays true.
 */
export function signedAtText(locale: string, signer: Signer): string {
  const moment = new Date(signer.signedAt);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'long' };
  let inSignerZone: Intl.DateTimeFormat;
  try {
    inSignerZone = dateTimeFormat(locale, { ...options, timeZone: signer.timeZone });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return dateTimeFormat(locale, options).format(moment);
  }
  return `${inSignerZone.format(moment)} (${signer.timeZone})`;
}
