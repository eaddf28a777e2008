import type { ComponentProps, ReactNode } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type PricingFieldProps = Omit<ComponentProps<typeof Input>, 'id'> & {
  id: string;
  /**
   * The visible label, with any words only a screen reader needs (which design it is for);
   * none where a label outside names the field (`htmlFor` its id).
   */
  label?: ReactNode;
  /** Why what was typed does not read. */
  error?: string;
  /** Under the message: what the proposal keeps until the field is corrected. */
  note?: string;
  /** A lasting hint under the field. */
  hint?: ReactNode;
  /** Shown at the end of the field, for the eye only (the currency's code). */
  suffix?: string;
  className?: string;
};

/**
 * A labelled text field of the Prices card with its message next to it: the message, what the
 * proposal keeps meanwhile and the hint are read with the field (`aria-describedby`).
 */
export function PricingField({
  id,
  label,
  error,
  note,
  hint,
  suffix,
  className,
  ...input
}: PricingFieldProps) {
  const describedBy =
    [error ? `${id}-error` : '', error && note ? `${id}-note` : '', hint ? `${id}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      {label ? <Label htmlFor={id}>{label}</Label> : null}
      <div className="relative">
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={suffix ? 'pr-14' : undefined}
          {...input}
        />
        {suffix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-muted-foreground"
          >
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {error && note ? (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {note}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
