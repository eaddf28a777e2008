import { Trans } from '@lingui/react/macro';
import type { JSX, Ref } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  SIGNATURE_PEN,
  TYPED_SIGNATURE_FONT_FAMILY,
  TYPED_SIGNATURE_FONT_SIZE,
} from '@/features/approval/signing/signature-image';
import { cn } from '@/lib/utils';

/** The longest typed signature (as the signer's name: it has to fit on the signature line). */
export const TYPED_SIGNATURE_MAX_LENGTH = 120;

export type TypedSignatureProps = {
  /** The field's id (the hint and the error take theirs from it). */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, and tied to it with aria-describedby / aria-invalid. */
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Signing without drawing, for whoever cannot or would rather not draw (keyboard, switch, a
 * shaky hand): the name typed here is the signature, shown as it will be on the proposal (the
 * letters and ink `typedSignaturePng` draws for the PDF). As with the pad, nothing is signed
 * until 'Approve'.
 */
export function TypedSignature({
  id,
  value,
  onChange,
  error,
  disabled = false,
  ref,
}: TypedSignatureProps): JSX.Element {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = value.trim();

  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="text-base">
        <Trans>Type your name to sign</Trans>
      </Label>
      <Input
        ref={ref}
        id={id}
        name="typedSignature"
        type="text"
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={TYPED_SIGNATURE_MAX_LENGTH}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className="h-11 text-base"
      />
      <p id={hintId} className="text-sm text-muted-foreground">
        <Trans>Your typed name is your signature: it goes on the proposal as shown below.</Trans>
      </p>
      {/* What the proposal will show: the same letters and ink on the pad's white, over the
          line to sign on. The field above says it in words. */}
      <div
        aria-hidden="true"
        className={cn(
          'relative h-24 w-full overflow-hidden rounded-md border-2 border-slate-300 bg-white',
          error && 'border-destructive',
          disabled && 'opacity-60',
        )}
      >
        <div className="pointer-events-none absolute inset-x-5 bottom-5 flex items-end border-b border-slate-400 pb-0.5 text-slate-500 select-none">
          <span className="text-xl leading-none">×</span>
        </div>
        <p
          className="absolute inset-x-10 bottom-6 truncate italic select-none"
          style={{
            fontFamily: TYPED_SIGNATURE_FONT_FAMILY,
            fontSize: `${String(TYPED_SIGNATURE_FONT_SIZE)}px`,
            lineHeight: 1.2,
            color: SIGNATURE_PEN.penColor,
          }}
        >
          {shown}
        </p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
