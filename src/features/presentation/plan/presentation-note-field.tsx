import { Plural } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';

import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

/** How the plan keeps what was typed: cut to the longest note, and blank as no note. */
function keptAs(text: string, maxLength: number, blankIsEmpty: boolean) {
  const cut = text.slice(0, maxLength);
  return blankIsEmpty && cut.trim() === '' ? '' : cut;
}

/**
 * A note of the presentation plan, saved as it is typed. The field shows what was typed while
 * the plan keeps the same (a note of spaces only is no note in the plan, yet the spaces stay in
 * the field); when the plan changes elsewhere (another tab), the field shows the plan's note.
 * Near the longest note allowed, a counter says how many characters are left.
 */
export function PresentationNoteField({
  name,
  label,
  description,
  value,
  maxLength,
  blankIsEmpty = false,
  onChange,
  className,
}: {
  name: string;
  /** The visible label, and any words only a screen reader needs (which design it is for). */
  label: ReactNode;
  description?: string;
  /** The note as the plan keeps it. */
  value: string;
  maxLength: number;
  /** The plan drops a note of spaces only (a design's note). */
  blankIsEmpty?: boolean;
  onChange: (note: string) => void;
  className?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const shown = keptAs(typed, maxLength, blankIsEmpty) === value ? typed : value;
  const left = maxLength - shown.length;
  const showCounter = left <= Math.max(50, Math.round(maxLength / 10));
  const describedBy =
    [description ? `${id}-description` : '', showCounter ? `${id}-counter` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <Textarea
        id={id}
        name={name}
        value={shown}
        maxLength={maxLength}
        rows={2}
        aria-describedby={describedBy}
        onChange={(event) => {
          const text = event.target.value.slice(0, maxLength);
          setTyped(text);
          onChange(text);
        }}
      />
      {showCounter ? (
        <p
          id={`${id}-counter`}
          className={cn('text-xs', left === 0 ? 'text-destructive' : 'text-muted-foreground')}
        >
          <Plural value={left} one="# character left" other="# characters left" />
        </p>
      ) : null}
    </div>
  );
}
