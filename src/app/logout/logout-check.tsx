import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { loadWorkParts } from '@/app/project-file/load-work-parts';
import { useUndownloadedEdits } from '@/entities/generation/edits/use-design-edits';
import { useUnsharedRecords } from '@/features/approval/records/use-unshared-records';
import { projectsNotExported } from '@/features/project-file/model/export-marks';
import { withWorkLock } from '@/lib/project-work/work-lock';
import { sessionOwner, useSession } from '@/lib/session/session';

/**
 * The question, with the names, the downloads and the exports: loaded only when there is
 * something to ask (a Logout with nothing left unshared loads no more than the check).
 */
const LogoutQuestion = lazy(() =>
  import('@/app/logout/logout-question').then((module) => ({ default: module.LogoutQuestion })),
);

/** A store that cannot be read on this device holds nothing to warn about. */
const none = (): never[] => [];

/**
 * The projects whose work on the device no project file holds (changed since their last export,
 * or never exported).
 */
function useProjectsNotExported() {
  const owner = sessionOwner(useSession());
  const [projects, setProjects] = useState<string[]>([]);
  const check = useCallback(async () => {
    const parts = await loadWorkParts();
    const stamps = await Promise.all(parts.map((part) => part.stamps(owner).catch(none)));
    const found = projectsNotExported(owner, stamps.flat());
    setProjects(found);
    return found;
  }, [owner]);
  return { projects, check };
}

/**
 * Logout's check, mounted when the user asks to log out (its code loads then): it reads the
 * signed proposals, edits and projects' work on the device; when nothing was left unshared or
 * unexported it logs out at once, else it asks first (`LogoutQuestion`). Closing the question
 * without logging out cancels.
 */
export function LogoutCheck({
  onLogout,
  onCancel,
}: {
  onLogout: () => void;
  onCancel: () => void;
}) {
  const unshared = useUnsharedRecords();
  const undownloaded = useUndownloadedEdits();
  const notExported = useProjectsNotExported();
  const checkRecords = unshared.check;
  const checkEdits = undownloaded.check;
  const checkProjects = notExported.check;
  const [asking, setAsking] = useState(false);
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  }, [onLogout]);
  useEffect(() => {
    let current = true;
    // Not halfway through work written in steps (demo mode's prices, then their note as held).
    withWorkLock(() =>
      Promise.all([
        checkRecords().catch(none),
        checkEdits().catch(none),
        checkProjects().catch(none),
      ]),
    ).then(
      ([records, edits, projects]) => {
        if (!current) return;
        const loose = edits.filter((edit) => edit.projectRef === undefined);
        if (records.length > 0 || loose.length > 0 || projects.length > 0) setAsking(true);
        else logout.current();
      },
      () => {
        if (current) logout.current();
      },
    );
    return () => {
      current = false;
    };
  }, [checkRecords, checkEdits, checkProjects]);
  // Signed proposals downloaded from the question are kept elsewhere now: their projects may
  // have nothing left to export.
  const recordsLeft = unshared.records.map((record) => record.id).join();
  useEffect(() => {
    if (asking) checkProjects().catch(none);
  }, [asking, recordsLeft, checkProjects]);
  if (!asking) return null;
  return (
    <Suspense fallback={null}>
      <LogoutQuestion
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) onCancel();
        }}
        records={unshared.records}
        // An edit of a project goes with the project's file; the others are listed alone.
        edits={undownloaded.edits.filter((edit) => edit.projectRef === undefined)}
        projects={notExported.projects}
        onExported={() => void checkProjects()}
        onLogout={onLogout}
      />
    </Suspense>
  );
}
