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
  const navigate = useNavigate();
  const reasonId = useId();
  const count = selected.length;
  const enough = count >= MIN_COMPARED;
  const full = count >= MAX_COMPARED;

  let note: string;
  if (full) note = `You can compare up to ${MAX_COMPARED} designs.`;
  else if (enough) note = `${count} designs selected.`;
  else if (count === 1) note = '1 design selected. Select at least 2 designs to compare.';
  else note = `Select 2 to ${MAX_COMPARED} designs to compare them side by side.`;

  return (
    <div
      role="group"
      aria-label="Compare designs"
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
          Compare ({count})
        </Button>
        {count > 0 ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            <XIcon aria-hidden="true" />
            Clear selection
          </Button>
        ) : null}
      </div>
    </div>
  );
}
