import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { HistoryIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';

export const RESTORED_DRAFT_MESSAGE = msg`Restored your unsaved changes`;

/**
 * Says that the form shows what the user typed earlier and did not save (a draft), with a way
 * to drop it. Announced politely; the focus stays where it is.
 */
export function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-sky-600/40 bg-sky-500/10 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-2">
        <HistoryIcon aria-hidden="true" className="size-4 shrink-0" />
        {i18n._(RESTORED_DRAFT_MESSAGE)}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard}>
        <Trans>Discard changes</Trans>
      </Button>
    </div>
  );
}
