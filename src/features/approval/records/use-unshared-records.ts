import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { downloadSignedProposal } from '@/features/approval/records/share-signed-proposal';
import type { SignedRecordEntry } from '@/features/approval/store/approval-store';
import {
  signedRecordsQuery,
  useApprovalOwner,
  useMarkShared,
  useSignedRecords,
} from '@/features/approval/store/use-approval-store';

function unshared(records: readonly SignedRecordEntry[]) {
  return records.filter((record) => record.sharedAt === undefined);
}

/**
 * The signed proposals on the device whose PDF never left it (never shared nor downloaded), and
 * `check`, which reads them from the device first if they are not read yet (a Logout pressed
 * at once still knows them).
 */
export function useUnsharedRecords() {
  const owner = useApprovalOwner();
  const queryClient = useQueryClient();
  const records = useSignedRecords();
  const check = useCallback(
    async () => unshared(await queryClient.query(signedRecordsQuery(owner))),
    [queryClient, owner],
  );
  return { records: unshared(records.data ?? []), check };
}

/** Downloads the signed proposals `records` and notes that each has left the device. */
export function useDownloadRecords() {
  const markShared = useMarkShared();
  return (records: readonly SignedRecordEntry[]) => {
    for (const record of records) {
      downloadSignedProposal({
        pdf: record.pdf,
        fileName: record.fileName,
        title: record.fileName,
      });
      markShared.mutate(record.id);
    }
  };
}
