import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Columns2Icon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { compareGenerationsPath, MAX_COMPARED, MIN_COMPARED } from '@/config/paths';

/**
 * Above the history: how many designs are chosen, 'Compare (n)' (from 2), which opens the
 * compare studio with them, and 'Clear selection'. At 4 it says no more can be chosen; the
 * list's other checkboxes point here (`fullNoteId`).
 */
export function CompareSelectionBar({
  selected,
  onClear,
  fullNoteId,
}: {
  selected: readonly string[];
  onClear: () => void;
  fullNoteId: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reasonId = useId();
  const max = MAX_COMPARED;
  const count = selected.length;
  const enough = count >= MIN_COMPARED;
  const full = count >= MAX_COMPARED;

  let note: string;
  if (full) note = t`You can compare up to ${max} designs.`;
  else if (enough)
    note = t`${plural(count, { one: '# design selected.', other: '# designs selected.' })}`;
  else if (count === 1) note = t`1 design selected. Select at least 2 designs to compare.`;
  else note = t`Select 2 to ${max} designs to compare them side by side.`;

  return (
    <div
      role="group"
      aria-label={t`Compare designs`}
      className="flex flex-col gap-2 rounded-lg border bg-muted/30 p-3 sm:flex-row sm:items-center"
    >
      <p
        id={full ? fullNoteId : reasonId}
        role="status"
        className="text-sm text-muted-foreground sm:mr-auto"
      >
        {note}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={!enough}
          aria-describedby={enough ? undefined : reasonId}
          onClick={() => void navigate(compareGenerationsPath(selected))}
        >
          <Columns2Icon aria-hidden="true" />
          <Trans>Compare ({count})</Trans>
        </Button>
        {count > 0 ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            <XIcon aria-hidden="true" />
            <Trans>Clear selection</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
