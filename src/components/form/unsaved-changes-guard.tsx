import { useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';

import { LeaveGuard } from '@/components/leave-guard';

/**
 * Asks before leaving a form with unsaved edits ('Keep editing' / 'Discard'). `saving` is set
 * while a save runs, so the navigation that follows a successful save is never held up. A
 * reload or a closed tab still asks; the form's draft (if it keeps one) comes back after a reload.
 */
export function UnsavedChangesGuard({
  dirty,
  saving,
  onDiscard,
}: {
  dirty: boolean;
  saving: RefObject<boolean>;
  /** The user chose to leave without saving (drop the form's draft). */
  onDiscard?: () => void;
}) {
  const { t } = useLingui();
  return (
    <LeaveGuard
      active={dirty}
      allow={saving}
      title={t`Discard unsaved changes?`}
      description={t`Your changes to this form have not been saved. If you leave now, they are lost.`}
      stayLabel={t`Keep editing`}
      leaveLabel={t`Discard`}
      onLeave={onDiscard}
    />
  );
}
