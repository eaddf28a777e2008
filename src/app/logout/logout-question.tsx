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
import { loadWorkParts } from '@/app/project-file/load-work-parts';
import { Button } from '@/components/ui/button';
import type { DesignEdit } from '@/entities/generation/edits/design-edit-store';
import { editedDesignName } from '@/entities/generation/edits/edited-design-name';
import { saveEditPicture } from '@/entities/generation/edits/save-edit-picture';
import { useDesignEditChanges } from '@/entities/generation/edits/use-design-edits';
import { useProjects } from '@/entities/project/api/get-projects';
import { useDownloadRecords } from '@/features/approval/records/use-unshared-records';
import type { SignedRecordEntry } from '@/features/approval/store/approval-store';
import { ExportProjectButton } from '@/features/project-file/export/export-project-button';

export type LogoutQuestionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  records: SignedRecordEntry[];
  edits: DesignEdit[];
  /** The projects whose work no project file holds (changed since exported, or never). */
  projects: string[];
  /** A project was exported: the check looks again. */
  onExported: () => void;
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

/** The projects whose work no file holds, each with 'Export project'. */
function ProjectsPart({
  projects,
  first,
  onExported,
}: {
  projects: string[];
  first: boolean;
  onExported: () => void;
}) {
  const { t } = useLingui();
  const known = useProjects();
  const count = projects.length;
  const nameOf = (ref: string) =>
    known.data?.find((project) => project.ref === ref)?.name ??
    t`A project no longer among your projects`;
  const description = t`${plural(count, {
    one: 'A project has work on this device (its plan, prices, edited designs or signed proposals) that no exported file holds: it changed since the last export, or was never exported. Logging out deletes it from this device. Export the project first to keep its work.',
    other:
      '# projects have work on this device (their plan, prices, edited designs or signed proposals) that no exported file holds: it changed since the last export, or was never exported. Logging out deletes it from this device. Export each project first to keep its work.',
  })}`;
  return (
    <>
      {first ? (
        <AlertDialogHeader>
          <AlertDialogTitle>
            <Trans>Project work was not exported</Trans>
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
      ) : (
        <p className="text-sm text-muted-foreground">{description}</p>
      )}
      <ul className="grid gap-3">
        {projects.map((ref) => (
          <li key={ref} className="grid gap-2 rounded-lg border p-3">
            <p className="font-medium break-words">{nameOf(ref)}</p>
            <ExportProjectButton
              loadParts={loadWorkParts}
              project={{ ref, name: nameOf(ref) }}
              onExported={onExported}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Asked at Logout when the device holds work that never left it: signed proposals never shared
 * or downloaded, projects whose work changed since they were last exported (each with 'Export
 * project'), designs edited in 'Keep and mix' of no project never downloaded. Logging out
 * deletes them from the device, so the dialog lists them and offers to keep them first.
 */
export function LogoutQuestion({
  open,
  onOpenChange,
  records,
  edits,
  projects,
  onExported,
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

  const nothingLeft = records.length === 0 && edits.length === 0 && projects.length === 0;
  const downloads = records.length > 0 || edits.length > 0;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        {nothingLeft ? (
          <AlertDialogHeader>
            <AlertDialogTitle>
              <Trans>Everything kept</Trans>
            </AlertDialogTitle>
            <AlertDialogDescription>
              <Trans>
                Every signed proposal, edited design and project&apos;s work on this device has been
                downloaded or exported. You can log out.
              </Trans>
            </AlertDialogDescription>
          </AlertDialogHeader>
        ) : (
          <>
            {records.length > 0 ? <RecordsPart records={records} /> : null}
            {projects.length > 0 ? (
              <ProjectsPart
                projects={projects}
                first={records.length === 0}
                onExported={onExported}
              />
            ) : null}
            {edits.length > 0 ? (
              <EditsPart edits={edits} first={records.length === 0 && projects.length === 0} />
            ) : null}
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
              {downloads ? (
                <Button onClick={downloadAll}>
                  <Trans>Download all</Trans>
                </Button>
              ) : null}
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
