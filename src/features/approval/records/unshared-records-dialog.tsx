import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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

type UnsharedRecordsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  records: SignedRecordEntry[];
  /** Logs out (and so deletes them from the device). */
  onLogout: () => void;
};

/**
 * Asked at Logout when signed proposals on the device were never shared or downloaded: logging
 * out deletes them from the device, so the dialog says so and offers to download them all first.
 */
export function UnsharedRecordsDialog({
  open,
  onOpenChange,
  records,
  onLogout,
}: UnsharedRecordsDialogProps) {
  const { t } = useLingui();
  const markShared = useMarkShared();
  const count = records.length;

  function downloadAll() {
    for (const record of records) {
      downloadSignedProposal({
        pdf: record.pdf,
        fileName: record.fileName,
        title: record.fileName,
      });
      markShared.mutate(record.id);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {count === 0 ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>
                <Trans>Signed proposals downloaded</Trans>
              </AlertDialogTitle>
              <AlertDialogDescription>
                <Trans>
                  Every signed proposal on this device has been downloaded. You can log out.
                </Trans>
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter className="gap-2">
              <AlertDialogCancel>
                <Trans>Cancel</Trans>
              </AlertDialogCancel>
              <Button onClick={onLogout}>
                <Trans>Logout</Trans>
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>
                <Trans>Signed proposals were never shared</Trans>
              </AlertDialogTitle>
              <AlertDialogDescription>
                {t`${plural(count, {
                  one: 'A signed proposal on this device was never shared or downloaded. Logging out deletes it from this device. Download it first to keep it.',
                  other:
                    '# signed proposals on this device were never shared or downloaded. Logging out deletes them from this device. Download them first to keep them.',
                })}`}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <ul className="grid gap-1 text-sm break-all">
              {records.map((record) => (
                <li key={record.id}>{record.fileName}</li>
              ))}
            </ul>
            <AlertDialogFooter className="gap-2">
              <AlertDialogCancel>
                <Trans>Cancel</Trans>
              </AlertDialogCancel>
              <Button variant="outline" onClick={onLogout}>
                <Trans>Log out without them</Trans>
              </Button>
              <Button onClick={downloadAll}>
                <Trans>Download all</Trans>
              </Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * Logout's check, mounted when the user asks to log out (its code loads then): it reads the
 * signed proposals on the device; when none was left unshared it logs out at once, else it asks
 * first (`UnsharedRecordsDialog`). Closing the question without logging out cancels.
 */
export function LogoutCheck({
  onLogout,
  onCancel,
}: {
  onLogout: () => void;
  onCancel: () => void;
}) {
  const unshared = useUnsharedRecords();
  const { check } = unshared;
  const [asking, setAsking] = useState(false);
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  }, [onLogout]);
  useEffect(() => {
    let current = true;
    check().then(
      (records) => {
        if (!current) return;
        if (records.length > 0) setAsking(true);
        else logout.current();
      },
      // No store to read on this device (none kept there): nothing to warn about.
      () => {
        if (current) logout.current();
      },
    );
    return () => {
      current = false;
    };
  }, [check]);
  return (
    <UnsharedRecordsDialog
      open={asking}
      onOpenChange={(open) => {
        setAsking(open);
        if (!open) onCancel();
      }}
      records={unshared.records}
      onLogout={onLogout}
    />
  );
}
