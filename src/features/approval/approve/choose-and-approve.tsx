import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2Icon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { APP_VERSION } from '@/config/app-version';
import {
  approvalOptions,
  totalsOf,
  withAddOn,
  type ApprovalDesign,
  type ApprovalProject,
  type Choice,
} from '@/features/approval/approve/approval-choice';
import { OptionChoice } from '@/features/approval/approve/option-choice';
import { PriceSummary } from '@/features/approval/approve/price-summary';
import { SignForm, type GivenSignature, type Signing } from '@/features/approval/approve/sign-form';
import { formatMoney } from '@/features/approval/model/money';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import { SignedProposalActions } from '@/features/approval/records/signed-proposal-actions';
import {
  signatureBounds,
  type SignatureStrokes,
} from '@/features/approval/signing/signature-check';
import { signaturePng, typedSignaturePng } from '@/features/approval/signing/signature-image';
import type {
  SignedProposal,
  SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import {
  useAddRecord,
  useApprovalOwner,
  usePersistence,
} from '@/features/approval/store/use-approval-store';

type ChooseAndApproveProps = {
  project: ApprovalProject;
  /** The designs shown, in order (those with a price are the options). */
  designs: ApprovalDesign[];
  pricing: PricedProposal;
};

type Step =
  | { kind: 'choose' }
  | { kind: 'sign' }
  | { kind: 'writing' }
  | { kind: 'failed'; message: string; signing: Signing }
  | { kind: 'signed'; id: string; signed: SignedProposal; signerName: string };

/** The PDF maker: loaded when signing starts, never before (it brings jsPDF and the worker). */
function loadSignedPdf() {
  return import('@/features/approval/signed-pdf/build-signed-proposal');
}

/** The strokes moved so that the signature starts at the top left, with a small margin. */
function cropped(strokes: SignatureStrokes) {
  const bounds = signatureBounds(strokes);
  const margin = 8;
  if (!bounds) return { strokes, size: { width: 1, height: 1 } };
  const dx = margin - bounds.left;
  const dy = margin - bounds.top;
  return {
    strokes: strokes.map((stroke) => ({
      ...stroke,
      points: stroke.points.map((point) => ({ ...point, x: point.x + dx, y: point.y + dy })),
    })),
    size: {
      width: bounds.right - bounds.left + 2 * margin,
      height: bounds.bottom - bounds.top + 2 * margin,
    },
  };
}

/** The signature's picture for the PDF: the drawing cropped to its ink, or the typed name. */
function signaturePicture(signature: GivenSignature): Promise<Uint8Array> {
  if (signature.method === 'typed') return typedSignaturePng(signature.text);
  const drawn = cropped(signature.strokes);
  return signaturePng(drawn.strokes, drawn.size);
}

function timeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Presentation mode's last slide: the customer chooses one of the priced designs, ticks add-ons
 * and sees the totals change at once; then types their name, agrees to sign on the screen, signs
 * (drawn on the pad, or their name typed), and 'Approve' writes the signed PDF (in the proposal's
 * language, the nearest I18nProvider's), keeps it on the device and offers it to share or
 * download. Works without a connection: the pictures come from the device's copy of the
 * presentation. The record does not say which way the signature was made: it keeps its picture.
 */
export function ChooseAndApprove({ project, designs, pricing }: ChooseAndApproveProps) {
  const { t, i18n } = useLingui();
  const owner = useApprovalOwner();
  const options = approvalOptions(pricing, designs);
  const [choice, setChoice] = useState<Choice>({
    ref: options.length === 1 ? options[0]?.ref : undefined,
    addOnIds: [],
  });
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [chooseError, setChooseError] = useState<string>();
  const addRecord = useAddRecord();
  const persistence = usePersistence();
  const heading = useRef<HTMLHeadingElement>(null);
  const totals = totalsOf(pricing, choice);
  const chosen = options.find((option) => option.ref === choice.ref);

  // Each step starts at its heading, for the eyes and for a screen reader.
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [step.kind]);

  // The PDF maker starts loading as soon as the customer goes to sign.
  useEffect(() => {
    if (step.kind === 'sign') void loadSignedPdf().catch(() => undefined);
  }, [step.kind]);

  async function approve(signing: Signing) {
    if (!chosen || !totals) return;
    setStep({ kind: 'writing' });
    try {
      const now = new Date();
      const offered = options.map(({ ref, styleName, scope, priceCents }) => ({
        ref,
        styleName,
        scope,
        priceCents,
      }));
      const source: SignedProposalSource = {
        language: i18n.locale,
        currency: pricing.currency,
        project: { ref: project.ref, name: project.name },
        customer: { name: project.customerName ?? '' },
        site: project.site,
        offered,
        chosen: {
          ref: chosen.ref,
          styleName: chosen.styleName,
          scope: chosen.scope,
          priceCents: chosen.priceCents,
          beforeUrl: chosen.beforeUrl,
          afterUrl: chosen.afterUrl,
        },
        addOnsOffered: pricing.addOns.map(({ name, priceCents }) => ({ name, priceCents })),
        addOns: pricing.addOns
          .filter((addOn) => choice.addOnIds.includes(addOn.id))
          .map(({ name, priceCents }) => ({ name, priceCents })),
        taxRate: pricing.taxRate,
        deposit: pricing.deposit,
        totals,
        signer: {
          name: signing.name,
          consent: signing.consent,
          signedAt: now.toISOString(),
          timeZone: timeZone(),
          utcOffsetMinutes: -now.getTimezoneOffset(),
          signature: await signaturePicture(signing.signature),
        },
        device: { userAgent: navigator.userAgent, appVersion: APP_VERSION },
      };
      const { buildSignedProposal } = await loadSignedPdf();
      const signed = await buildSignedProposal(source, i18n);
      const id = crypto.randomUUID();
      await addRecord.mutateAsync({
        id,
        owner,
        projectRef: project.ref,
        projectName: project.name,
        signerName: signing.name,
        signedAt: source.signer.signedAt,
        totalCents: totals.total,
        currency: pricing.currency,
        language: i18n.locale,
        digest: signed.record.digest,
        fileName: signed.fileName,
        pdf: new Uint8Array(signed.pdf).buffer,
      });
      persistence.mutate();
      setStep({ kind: 'signed', id, signed, signerName: signing.name });
    } catch (error) {
      const full = error instanceof DOMException && error.name === 'QuotaExceededError';
      setStep({
        kind: 'failed',
        signing,
        message: full
          ? t`The signed proposal could not be kept: this device is out of space. Free some space, then approve again.`
          : t`The signed proposal could not be written. Check that the pictures are on this device, then approve again.`,
      });
    }
  }

  if (options.length === 0) return null;

  if (step.kind === 'signed') {
    const { signed, signerName, id } = step;
    const total = formatMoney(signed.record.content.totals.total, pricing.currency, i18n.locale);
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-5 p-4 sm:p-8" data-deck-keys="own">
        <h2
          ref={heading}
          tabIndex={-1}
          className="flex items-center gap-3 text-2xl font-semibold outline-none"
        >
          <CheckCircle2Icon aria-hidden="true" className="size-7 text-emerald-400" />
          <Trans>Signed. Thank you, {signerName}.</Trans>
        </h2>
        <p className="text-base">
          <Trans>
            {chosen?.styleName}, total {total}. Keep the signed proposal: share it to your email or
            messages, or download it.
          </Trans>
        </p>
        <SignedProposalActions
          recordId={id}
          size="lg"
          file={{
            pdf: signed.pdf,
            fileName: signed.fileName,
            title: signed.fileName,
          }}
        />
        <p className="text-sm text-muted-foreground">
          <Trans>
            It is kept on this device too, on the project page. The PDF is an approval record with
            tamper evidence, not a certificate-based digital signature.
          </Trans>
        </p>
        {persistence.data === 'not-granted' ? (
          <p className="text-sm text-amber-300">
            <Trans>
              This browser may clear what this site keeps when space runs low. Keep the signed
              proposal by sharing or downloading it.
            </Trans>
          </p>
        ) : null}
      </div>
    );
  }

  const signing = step.kind === 'sign' || step.kind === 'writing' || step.kind === 'failed';
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 p-4 sm:p-8" data-deck-keys="own">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {signing ? <Trans>Sign to approve</Trans> : <Trans>Choose and approve</Trans>}
      </h2>
      {signing && chosen && totals ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
          <div className="grid content-start gap-4">
            <p className="text-lg font-semibold">{chosen.styleName}</p>
            {chosen.scope.trim() !== '' ? (
              <p className="text-sm text-muted-foreground">
                {t`What is included: ${chosen.scope}`}
              </p>
            ) : null}
            {choice.addOnIds.length > 0 ? (
              <ul className="list-inside list-disc text-sm">
                {pricing.addOns
                  .filter((addOn) => choice.addOnIds.includes(addOn.id))
                  .map((addOn) => (
                    <li key={addOn.id}>{addOn.name}</li>
                  ))}
              </ul>
            ) : null}
            <PriceSummary
              totals={totals}
              currency={pricing.currency}
              taxRate={pricing.taxRate}
              deposit={pricing.deposit}
            />
          </div>
          <div className="grid content-start gap-4">
            <SignForm
              busy={step.kind === 'writing'}
              onApprove={(signing) => void approve(signing)}
              onBack={() => setStep({ kind: 'choose' })}
            />
            {step.kind === 'writing' ? (
              <p role="status" className="text-base motion-safe:animate-pulse">
                <Trans>Writing the signed proposal…</Trans>
              </p>
            ) : null}
            {step.kind === 'failed' ? (
              <p role="alert" className="text-base text-red-300">
                {step.message}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <>
          <OptionChoice
            options={options}
            currency={pricing.currency}
            chosen={choice.ref}
            onChoose={(ref) => {
              setChoice({ ...choice, ref });
              setChooseError(undefined);
            }}
            error={chooseError}
          />
          {pricing.addOns.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-lg font-semibold">
                <Trans>Add-ons</Trans>
              </legend>
              {pricing.addOns.map((addOn) => {
                const id = `approval-add-on-${addOn.id}`;
                return (
                  <label
                    key={addOn.id}
                    htmlFor={id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-white/15 px-3 py-2"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      name="addOns"
                      value={addOn.id}
                      checked={choice.addOnIds.includes(addOn.id)}
                      onChange={(event) =>
                        setChoice(withAddOn(choice, addOn.id, event.target.checked))
                      }
                      className="size-5 shrink-0 accent-primary"
                    />
                    <span className="flex flex-1 flex-wrap justify-between gap-x-3">
                      <span>{addOn.name}</span>
                      <span className="tabular-nums">
                        {formatMoney(addOn.priceCents, pricing.currency, i18n.locale)}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          {totals ? (
            <PriceSummary
              totals={totals}
              currency={pricing.currency}
              taxRate={pricing.taxRate}
              deposit={pricing.deposit}
            />
          ) : null}
          <div>
            <Button
              size="lg"
              className="min-h-11"
              onClick={() => {
                if (!chosen) {
                  setChooseError(t`Choose one of the designs first.`);
                  return;
                }
                setStep({ kind: 'sign' });
              }}
            >
              <Trans>Continue to sign</Trans>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
