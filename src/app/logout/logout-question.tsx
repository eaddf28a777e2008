import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

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
import type { DesignEdit } from '@/entities/generation/edits/design-edit-store';
import { editedDesignName } from '@/entities/generation/edits/edited-design-name';
import { saveEditPicture } from '@/entities/generation/edits/save-edit-picture';
import { useDesignEditChanges } from '@/entities/generation/edits/use-design-edits';
import { useDownloadRecords } from '@/features/approval/records/use-unshared-records';
import type { SignedRecordEntry } from '@/features/approval/store/approval-store';

export type LogoutQuestionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  records: SignedRecordEntry[];
  edits: DesignEdit[];
  /** Logs out (and so deletes them from the device). */
  onLogout: () => void;
};

/** The signed proposals never shared, listed with what Logout does to them. */
function RecordsPart({ records }: { records: SignedRecordEntry[] }) {
  const { t } = useLingui();
  const count = records.length;
  return (
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
    </>
  );
}

/** The edited designs never downloaded, listed by name. */
function EditsPart({ edits, first }: { edits: DesignEdit[]; first: boolean }) {
  const { i18n, t } = useLingui();
  const count = edits.length;
  const description = t`${plural(count, {
    one: 'A design edited in Keep and mix was never downloaded. Logging out deletes it from this device. Download it first to keep it.',
    other:
      '# designs edited in Keep and mix were never downloaded. Logging out deletes them from this device. Download them first to keep them.',
  })}`;
  return (
    <>
      {first ? (
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Edited designs were never downloaded</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
      ) : (
        <p className="text-sm text-muted-foreground">{description}</p>
      )}
      <ul className="grid gap-1 text-sm">
        {edits.map((edit) => (
          <li key={edit.baseRef}>{editedDesignName(edit, i18n)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * Asked at Logout when the device holds work that never left it: signed proposals never shared
 * or downloaded, designs edited in 'Keep and mix' never downloaded. Logging out deletes them
 * from the device, so the dialog lists them and offers to download them all first.
 */
export function LogoutQuestion({
  open,
  onOpenChange,
  records,
  edits,
  onLogout,
}: LogoutQuestionProps) {
  const { i18n } = useLingui();
  const downloadRecords = useDownloadRecords();
  const { markDownloaded } = useDesignEditChanges();

  function downloadAll() {
    downloadRecords(records);
    for (const edit of edits) {
      saveEditPicture(edit.picture, editedDesignName(edit, i18n), edit.updatedAt);
      markDownloaded.mutate(edit.baseRef);
    }
  }

  const nothingLeft = records.length === 0 && edits.length === 0;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {nothingLeft ? (
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Everything downloaded</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>
                Every signed proposal and edited design on this device has been downloaded. You can
                log out.
              </Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
        ) : (
          <>
            {records.length > 0 ? <RecordsPart records={records} /> : null}
            {edits.length > 0 ? <EditsPart edits={edits} first={records.length === 0} /> : null}
          </>
        )}
        <AlertDialogFooter className="gap-2">
          <AlertDialogCancel>
            <Trans>Cancel</Trans>
          </AlertDialogCancel>
          {nothingLeft ? (
            <Button onClick={onLogout}>
              <Trans>Logout</Trans>
            </Button>
          ) : (
            <>
              <Button variant="outline" onClick={onLogout}>
                <Trans>Log out without them</Trans>
              </Button>
              <Button onClick={downloadAll}>
                <Trans>Download all</Trans>
              </Button>
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
