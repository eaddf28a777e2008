import type { RefObject } from 'react';

import { LeaveGuard } from '@/components/leave-guard';

/**
 * Asks before leaving a form with unsaved edits ('Keep editing' / 'Discard'). `saving` is set
 * while a save runs, so the navigation that follows a successful save is never held up.
 */
export function UnsavedChangesGuard({
  dirty,
  saving,
}: {
  dirty: boolean;
  saving: RefObject<boolean>;
}) {
  return (
    <LeaveGuard
      active={dirty}
      allow={saving}
      title="Discard unsaved changes?"
      description="Your changes to this form have not been saved. If you leave now, they are lost."
      stayLabel="Keep editing"
      leaveLabel="Discard"
    />
  );
}
