import { Trans, useLingui } from '@lingui/react/macro';
import { KeyboardIcon, PenLineIcon } from 'lucide-react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  checkSignature,
  checkTypedSignature,
  isSignatureEmpty,
  usableStrokes,
  type SignatureStrokes,
} from '@/features/approval/signing/signature-check';
import { SignaturePad } from '@/features/approval/signing/signature-pad';
import { TypedSignature } from '@/features/approval/signing/typed-signature';

/** The signature as given: drawn on the pad, or typed. */
export type GivenSignature =
  | {
      method: 'drawn';
      strokes: SignatureStrokes;
      /** The pad's size in CSS px when they signed. */
      padSize: { width: number; height: number };
    }
  | { method: 'typed'; text: string };

/** What the customer gave when they pressed 'Approve', every part checked. */
export type Signing = {
  name: string;
  /** The consent line as it was shown (in the proposal's language). */
  consent: string;
  signature: GivenSignature;
};

type SignFormProps = {
  onApprove: (signing: Signing) => void;
  onBack: () => void;
  busy: boolean;
};

type Problems = { name?: string; consent?: string; signature?: string };

/** The longest name kept (it has to fit on the PDF's signature line). */
const NAME_MAX_LENGTH = 120;

/**
 * The customer's name, their consent to sign on the screen, and their signature, drawn on the
 * pad or, with 'Type your name instead', typed (by keyboard, switch or voice alone); 'Approve'
 * checks all three and says next to each what is missing. Nothing is recorded until all three
 * are there. 'Undo' and 'Clear' on the pad take the signature back before 'Approve'; the drawing
 * and the typed name each stay as they were while the other way is used.
 */
export function SignForm({ onApprove, onBack, busy }: SignFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [consented, setConsented] = useState(false);
  const [method, setMethod] = useState<GivenSignature['method']>('drawn');
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const padBox = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  /** The typed field takes the focus when the customer asks for it (not when the form opens). */
  const focusTyped = useRef(false);
  const consent = t`I agree that signing on this screen is my signature on this proposal, and that I receive the signed proposal electronically.`;

  useEffect(() => {
    if (method === 'typed' && focusTyped.current) {
      focusTyped.current = false;
      typedRef.current?.focus();
    }
  }, [method]);

  function switchMethod() {
    focusTyped.current = method === 'drawn';
    setMethod(method === 'drawn' ? 'typed' : 'drawn');
    if (problems.signature) setProblems({ ...problems, signature: undefined });
  }

  function signatureProblem(): string | undefined {
    if (method === 'typed') {
      return checkTypedSignature(typed) ? t`Type your name to sign.` : undefined;
    }
    const signature = checkSignature(strokes);
    return signature === 'empty'
      ? t`Sign in the box with a finger or the mouse.`
      : signature === 'too-short'
        ? t`That is too short for a signature. Sign your name in the box.`
        : undefined;
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = {
      name: name.trim() === '' ? t`Type your full name.` : undefined,
      consent: consented ? undefined : t`Tick the box to agree to sign on the screen.`,
      signature: signatureProblem(),
    };
    setProblems(found);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    if (found.consent) {
      consentRef.current?.focus();
      return;
    }
    if (found.signature) {
      if (method === 'typed') typedRef.current?.focus();
      else padBox.current?.querySelector<HTMLElement>('canvas')?.focus();
      return;
    }
    if (method === 'typed') {
      onApprove({ name: name.trim(), consent, signature: { method, text: typed.trim() } });
      return;
    }
    const box = padBox.current?.querySelector('canvas')?.getBoundingClientRect();
    onApprove({
      name: name.trim(),
      consent,
      signature: {
        method,
        strokes: usableStrokes(strokes),
        padSize: { width: box?.width ?? 600, height: box?.height ?? 200 },
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
      <div className="grid gap-2">
        <Label htmlFor="approval-signer-name" className="text-base">
          <Trans>Your full name</Trans>
        </Label>
        <Input
          ref={nameRef}
          id="approval-signer-name"
          name="signerName"
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="next"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            if (problems.name) setProblems({ ...problems, name: undefined });
          }}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? 'approval-signer-name-error' : undefined}
          className="h-11 text-base"
        />
        {problems.name ? (
          <p id="approval-signer-name-error" className="text-sm text-red-300">
            {problems.name}
          </p>
        ) : null}
      </div>

      <div className="grid gap-2">
        <label
          htmlFor="approval-consent"
          className="flex cursor-pointer items-start gap-3 text-base"
        >
          <input
            ref={consentRef}
            id="approval-consent"
            name="consent"
            type="checkbox"
            checked={consented}
            onChange={(event) => {
              setConsented(event.target.checked);
              if (problems.consent) setProblems({ ...problems, consent: undefined });
            }}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={problems.consent ? 'approval-consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <span>{consent}</span>
        </label>
        {problems.consent ? (
          <p id="approval-consent-error" className="text-sm text-red-300">
            {problems.consent}
          </p>
        ) : null}
      </div>

      <div className="grid gap-3">
        {/* The pad stays while the name is typed instead (hidden), so a drawing comes back as
            it was. */}
        <div ref={padBox} hidden={method === 'typed'}>
          <SignaturePad
            id="approval-signature"
            onChange={(next) => {
              setStrokes(next);
              // A tap is still no signature: the message asking for one stays until one is drawn.
              if (problems.signature && !isSignatureEmpty(next)) {
                setProblems({ ...problems, signature: undefined });
              }
            }}
            error={method === 'drawn' ? problems.signature : undefined}
            disabled={busy}
          />
        </div>
        {method === 'typed' ? (
          <TypedSignature
            ref={typedRef}
            id="approval-typed-signature"
            value={typed}
            onChange={(next) => {
              setTyped(next);
              if (problems.signature && !checkTypedSignature(next)) {
                setProblems({ ...problems, signature: undefined });
              }
            }}
            error={problems.signature}
            disabled={busy}
          />
        ) : null}
        <Button
          type="button"
          variant="outline"
          className="min-h-11 justify-self-start"
          onClick={switchMethod}
          disabled={busy}
        >
          {method === 'drawn' ? (
            <>
              <KeyboardIcon aria-hidden="true" />
              <Trans>Type your name instead</Trans>
            </>
          ) : (
            <>
              <PenLineIcon aria-hidden="true" />
              <Trans>Draw your signature instead</Trans>
            </>
          )}
        </Button>
      </div>

      <p className="text-sm text-muted-foreground">
        <Trans>
          Signing here approves this proposal. The signed PDF is an approval record with tamper
          evidence, not a certificate-based digital signature.
        </Trans>
      </p>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" className="min-h-11" disabled={busy}>
          <Trans>Approve</Trans>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="min-h-11"
          onClick={onBack}
          disabled={busy}
        >
          <Trans>Back to the choice</Trans>
        </Button>
      </div>
    </form>
  );
}
