import type { ComponentProps } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type TextFieldProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  /** The field's validation message, announced with the field. */
  error?: string;
};

/** A labelled input with its validation message (works with react-hook-form's `register`). */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
