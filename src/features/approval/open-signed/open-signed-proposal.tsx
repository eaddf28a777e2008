import { Trans, useLingui } from '@lingui/react/macro';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  LoaderCircleIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';

import { ApprovalRecordDetails } from '@/features/approval/open-signed/approval-record-details';
import { SignedFilePicker } from '@/features/approval/open-signed/signed-file-picker';
import {
  readSignedProposal,
  SIGNED_PDF_MAX_BYTES,
  type SignedProposalCheck,
} from '@/features/approval/signed-pdf/read-signed-proposal';
import { cn } from '@/lib/utils';

/** What the screen shows: nothing chosen yet, a file being checked, or its answer. */
type Shown =
  | { step: 'waiting' }
  | { step: 'checking' }
  | { step: 'checked'; fileName: string; check: SignedProposalCheck };

type Tone = 'success' | 'error' | 'notice';

const TONES: Record<Tone, { panel: string; icon: ReactNode }> = {
  success: {
    panel: 'border-primary/40 bg-primary/5',
    icon: <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />,
  },
  error: {
    panel: 'border-destructive/40 bg-destructive/5',
    icon: <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-destructive" />,
  },
  notice: {
    panel: 'bg-muted/50',
    icon: <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />,
  },
};

/** The answer for one file: what it means, and the file's name, to tell one answer from the next. */
function Verdict({
  tone,
  fileName,
  children,
}: {
  tone: Tone;
  fileName: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex gap-3 rounded-lg border p-4', TONES[tone].panel)}>
      {TONES[tone].icon}
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{children}</p>
        <p className="text-sm break-all text-muted-foreground">{fileName}</p>
      </div>
    </div>
  );
}

/** `limitMb`: the largest file read, in MB, as the app's language writes the number. */
function verdictOf(check: SignedProposalCheck, fileName: string, limitMb: string) {
  switch (check.status) {
    case 'intact':
      return (
        <Verdict tone="success" fileName={fileName}>
          <Trans>This PDF matches its approval record.</Trans>
        </Verdict>
      );
    case 'changed':
      return (
        <Verdict tone="error" fileName={fileName}>
          <Trans>
            This PDF has been changed since it was signed: it no longer matches its approval record.
          </Trans>
        </Verdict>
      );
    case 'not-signed-proposal':
      return (
        <Verdict tone="notice" fileName={fileName}>
          <Trans>
            This file is not a signed proposal from YardVision. Choose the signed PDF you received.
          </Trans>
        </Verdict>
      );
    case 'too-large':
      return (
        <Verdict tone="notice" fileName={fileName}>
          <Trans>This file is too large to be a signed proposal (the limit is {limitMb} MB).</Trans>
        </Verdict>
      );
    case 'unreadable':
      return (
        <Verdict tone="notice" fileName={fileName}>
          <Trans>This file could not be read. Choose it again.</Trans>
        </Verdict>
      );
  }
}

/**
 * 'Open a signed proposal': a signed proposal PDF chosen or dropped is checked on this device
 * against the approval record inside it, and the record is shown. Nothing is uploaded and
 * nothing is kept: a new file only replaces what is on screen.
 */
export function OpenSignedProposal() {
  const { i18n } = useLingui();
  const [shown, setShown] = useState<Shown>({ step: 'waiting' });
  // Which file was chosen last: only its answer is shown, even if an earlier one answers later.
  const latest = useRef(0);
  const limitMb = i18n.number(SIGNED_PDF_MAX_BYTES / (1024 * 1024));

  async function check(file: File) {
    latest.current += 1;
    const turn = latest.current;
    setShown({ step: 'checking' });
    let result: SignedProposalCheck;
    try {
      result = await readSignedProposal(file);
    } catch {
      // Whatever went wrong while reading, the user can only choose the file again.
      result = { status: 'unreadable' };
    }
    if (turn === latest.current) setShown({ step: 'checked', fileName: file.name, check: result });
  }

  const record =
    shown.step === 'checked' && shown.check.status === 'intact'
      ? { record: shown.check.record, heading: <Trans>Approval record</Trans> }
      : shown.step === 'checked' && shown.check.status === 'changed' && shown.check.record
        ? { record: shown.check.record, heading: <Trans>What the approval record says</Trans> }
        : undefined;

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">
          <Trans>Open a signed proposal</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Choose a signed proposal PDF made with YardVision. It is checked on this device against
            the approval record inside it; nothing is uploaded.
          </Trans>
        </p>
      </div>

      <div className="flex flex-col gap-3">
        <SignedFilePicker onFile={(file) => void check(file)} />

        {/* Always present (and shown), so that screen readers announce each answer as it replaces
            the last. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {shown.step === 'checking' ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircleIcon aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              <Trans>Checking the file…</Trans>
            </p>
          ) : null}
          {shown.step === 'checked' ? verdictOf(shown.check, shown.fileName, limitMb) : null}
        </div>
      </div>

      {/* Beside the answer, not in it: a screen reader hears the answer, then reads this at will. */}
      {record ? <ApprovalRecordDetails record={record.record} heading={record.heading} /> : null}

      <p className="text-sm text-muted-foreground">
        <Trans>
          A match shows that the file still holds what was approved. This is an approval record with
          tamper evidence, not a certificate-based digital signature.
        </Trans>
      </p>
    </div>
  );
}
