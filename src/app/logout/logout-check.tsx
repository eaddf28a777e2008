import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { useUndownloadedEdits } from '@/entities/generation/edits/use-design-edits';
import { useUnsharedRecords } from '@/features/approval/records/use-unshared-records';

/**
 * The question, with the names and the downloads: loaded only when there is something to ask
 * (a Logout with nothing left unshared loads no more than the check).
 */
const LogoutQuestion = lazy(() =>
  import('@/app/logout/logout-question').then((module) => ({ default: module.LogoutQuestion })),
);

/**
 * Logout's check, mounted when the user asks to log out (its code loads then): it reads the
 * signed proposals and edits on the device; when none was left unshared it logs out at once,
 * else it asks first (`LogoutQuestion`). Closing the question without logging out cancels.
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
  const checkRecords = unshared.check;
  const checkEdits = undownloaded.check;
  const [asking, setAsking] = useState(false);
  const logout = useRef(onLogout);
  useEffect(() => {
    logout.current = onLogout;
  }, [onLogout]);
  useEffect(() => {
    let current = true;
    // A store that cannot be read on this device holds nothing to warn about.
    const none = () => [];
    Promise.all([checkRecords().catch(none), checkEdits().catch(none)]).then(
      ([records, edits]) => {
        if (!current) return;
        if (records.length > 0 || edits.length > 0) setAsking(true);
        else logout.current();
      },
      () => {
        if (current) logout.current();
      },
    );
    return () => {
      current = false;
    };
  }, [checkRecords, checkEdits]);
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
        edits={undownloaded.edits}
        onLogout={onLogout}
      />
    </Suspense>
  );
}
