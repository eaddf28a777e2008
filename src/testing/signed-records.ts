import type { SignedRecordEntry } from '@/features/approval/store/approval-store';
import { TEST_USER } from '@/testing/tokens';

/** The device owner (organization/user) of TEST_USER, as the approval store keys its records. */
export const TEST_OWNER = `${TEST_USER.organizationRef}/${TEST_USER.sub}`;

/**
 * A signed proposal as the device keeps it: Dana Whitfield's, of 'Front yard refresh', total
 * $22,300.04, never shared; `overrides` for what a test needs otherwise.
 */
export function signedRecord(
  id: string,
  overrides: Partial<SignedRecordEntry> = {},
): SignedRecordEntry {
  return {
    id,
    owner: TEST_OWNER,
    projectRef: 'project-1',
    projectName: 'Front yard refresh',
    signerName: 'Dana Whitfield',
    signedAt: '2026-11-26T15:04:00.000Z',
    totalCents: 2_230_004,
    currency: 'USD',
    language: 'en',
    digest: 'a'.repeat(64),
    fileName: `front-yard-refresh-signed-proposal-${id}.pdf`,
    pdf: new Uint8Array([37, 80, 68, 70]).buffer,
    ...overrides,
  };
}
