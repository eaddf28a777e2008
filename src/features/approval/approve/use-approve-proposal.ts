import { useLingui } from '@lingui/react/macro';
import { use, useEffect } from 'react';

import type { ApprovalOption, ApprovalProject } from '@/features/approval/approve/approval-choice';
import {
  signedProposalSource,
  signedRecordEntry,
  type MadeChoice,
  type SigningContext,
} from '@/features/approval/approve/approved-proposal';
import type { Signing } from '@/features/approval/approve/sign-form';
import { signaturePicture } from '@/features/approval/approve/signature-picture';
import { APP_VERSION } from '@/config/app-version';
import type { PricedProposal } from '@/features/approval/model/priced-proposal';
import { SignedProposalMakerContext } from '@/features/approval/signed-pdf/signed-proposal-maker';
import type { SignedProposal } from '@/features/approval/signed-pdf/signed-proposal-types';
import {
  useAddRecord,
  useApprovalOwner,
  usePersistence,
} from '@/features/approval/store/use-approval-store';

/** The PDF maker: loaded when signing starts, never before (it brings jsPDF and the worker). */
function loadSignedPdf() {
  return import('@/features/approval/signed-pdf/build-signed-proposal');
}

export type ApprovalOutcome =
  { kind: 'signed'; id: string; signed: SignedProposal } | { kind: 'failed'; message: string };

function timeZone() {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/** This device, at `now`. */
function signingContext(now: Date): SigningContext {
  return {
    signedAt: now.toISOString(),
    timeZone: timeZone(),
    utcOffsetMinutes: -now.getTimezoneOffset(),
    device: { userAgent: navigator.userAgent, appVersion: APP_VERSION },
  };
}

type ApproveProposalProps = {
  project: ApprovalProject;
  pricing: PricedProposal;
  /** Every option shown, in order. */
  options: readonly ApprovalOption[];
  /** The customer is signing: the PDF maker starts loading. */
  signing: boolean;
};

/**
 * 'Approve': writes the signed PDF of the choice and the signature (in the proposal's language,
 * the nearest I18nProvider's; with the maker the app was given, else the browser's), keeps it on
 * the device and asks for persistent storage. `approve` resolves with the signed proposal or with
 * the message to show; it never rejects. `mayBeCleared`: the browser said it may clear what this
 * site keeps.
 */
export function useApproveProposal({ project, pricing, options, signing }: ApproveProposalProps) {
  const { t, i18n } = useLingui();
  const givenMaker = use(SignedProposalMakerContext);
  const owner = useApprovalOwner();
  const addRecord = useAddRecord();
  const persistence = usePersistence();

  // The PDF maker starts loading as soon as the customer goes to sign.
  useEffect(() => {
    if (signing) void loadSignedPdf().catch(() => undefined);
  }, [signing]);

  async function approve(choice: MadeChoice, signing: Signing): Promise<ApprovalOutcome> {
    try {
      const context = signingContext(new Date());
      const signer = {
        name: signing.name,
        consent: signing.consent,
        signature: await signaturePicture(signing.signature),
      };
      const source = signedProposalSource({
        language: i18n.locale,
        project,
        pricing,
        options,
        choice,
        signer,
        context,
      });
      const make = givenMaker ?? (await loadSignedPdf()).buildSignedProposal;
      const signed = await make(source, i18n);
      const id = crypto.randomUUID();
      await addRecord.mutateAsync(signedRecordEntry({ id, owner, source, signed }));
      persistence.mutate();
      return { kind: 'signed', id, signed };
    } catch (error) {
      const full = error instanceof DOMException && error.name === 'QuotaExceededError';
      return {
        kind: 'failed',
        message: full
          ? t`The signed proposal could not be kept: this device is out of space. Free some space, then approve again.`
          : t`The signed proposal could not be written. Check that the pictures are on this device, then approve again.`,
      };
    }
  }

  return { approve, mayBeCleared: persistence.data === 'not-granted' };
}
