import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { proposalFileName, type Proposal } from '@/features/presentation/proposal/proposal-content';
import {
  ProposalPdfError,
  type BuildProposalPdf,
  type ProposalPdfProblem,
  type ProposalPdfProgress,
} from '@/features/presentation/proposal/pdf/proposal-pdf-types';
import { saveBlob } from '@/lib/files/download';
import { cn } from '@/lib/utils';

/** The PDF maker, loaded with the first proposal (it brings jsPDF and its worker). */
async function loadBuilder(): Promise<BuildProposalPdf> {
  const { buildProposalPdf } =
    await import('@/features/presentation/proposal/pdf/build-proposal-pdf');
  return buildProposalPdf;
}

type State =
  | { status: 'idle'; saved?: string }
  | { status: 'busy'; progress?: ProposalPdfProgress }
  /** `problem` undefined: something went wrong in the browser (said in general words). */
  | { status: 'failed'; problem?: ProposalPdfProblem };

const WRITING = msg`Writing the PDF...`;

/** What the status line says while the proposal is made. */
function progressText(i18n: I18n, progress: ProposalPdfProgress | undefined): string {
  if (!progress) return i18n._(msg`Getting ready...`);
  if (progress.step === 'writing') return i18n._(WRITING);
  const current = Math.min(progress.done + 1, progress.total);
  const { total } = progress;
  return i18n._(msg`Preparing pictures ${current} of ${total}...`);
}

/** Which picture failed, and how, in words: 'the after picture of design 2 (Natural Accent)…'. */
function pictureProblemText(
  i18n: I18n,
  problem: Extract<ProposalPdfProblem, { kind: 'picture' }>,
): string {
  const position = problem.design + 1;
  const { styleName } = problem;
  const before = problem.which === 'before';
  switch (problem.failure) {
    case 'not-loaded':
      return before
        ? i18n._(msg`the before picture of design ${position} (${styleName}) could not be loaded`)
        : i18n._(msg`the after picture of design ${position} (${styleName}) could not be loaded`);
    case 'unreadable':
      return before
        ? i18n._(
            msg`the before picture of design ${position} (${styleName}) is not a picture this browser can read`,
          )
        : i18n._(
            msg`the after picture of design ${position} (${styleName}) is not a picture this browser can read`,
          );
    case 'not-prepared':
      return before
        ? i18n._(msg`the before picture of design ${position} (${styleName}) could not be prepared`)
        : i18n._(msg`the after picture of design ${position} (${styleName}) could not be prepared`);
  }
}

/** Why the proposal could not be made, in words: the end of 'The proposal could not be made: …'. */
export function proposalProblemText(i18n: I18n, problem: ProposalPdfProblem | undefined): string {
  switch (problem?.kind) {
    case 'picture':
      return pictureProblemText(i18n, problem);
    case 'not-written':
      return i18n._(msg`the PDF could not be written`);
    case 'maker-not-loaded':
      return i18n._(msg`the PDF maker could not be loaded (check the connection)`);
    case undefined:
      return i18n._(msg`something went wrong in the browser`);
  }
}

/**
 * What the status line tells a screen reader: the step, not every picture (the progress bar
 * carries the count, for whoever asks for it).
 */
function announcement(i18n: I18n, state: State): string {
  if (state.status === 'busy') {
    return state.progress?.step === 'writing'
      ? i18n._(WRITING)
      : i18n._(msg`Preparing pictures...`);
  }
  if (state.status !== 'idle' || !state.saved) return '';
  const fileName = state.saved;
  return i18n._(msg`Saved ${fileName}.`);
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

type ProposalDownloadButtonProps = {
  proposal: Proposal;
  className?: string;
  /** The PDF maker; by default the browser's, loaded on the first click. */
  build?: BuildProposalPdf;
  /**
   * The language of the PDF, where it is not the nearest provider's (the project page's card
   * speaks the app's language, the proposal its customer's). `null`: still loading, so the
   * button waits.
   */
  proposalI18n?: I18n | null;
};

/**
 * 'Download proposal (PDF)': makes the proposal's PDF in the browser (cover, then a page per
 * chosen design with its before and after pictures at print size) and saves it as
 * `<project>-proposal-<date>.pdf`. While it works: what it is doing in a status line, and
 * 'Cancel'. When a picture cannot be had, it says which, and nothing is lost: 'Try again'.
 */
export function ProposalDownloadButton({
  proposal,
  className,
  build,
  proposalI18n,
}: ProposalDownloadButtonProps) {
  // The proposal's words and the PDF's in one language: the one the proposal was built in.
  const { i18n, t } = useLingui();
  const [state, setState] = useState<State>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const empty = proposal.designs.length === 0;
  const busy = state.status === 'busy';

  // Leaving the page stops a proposal under way.
  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  /** 'Cancel' goes when the work ends: the focus it had goes back to the download button. */
  function keepFocus() {
    if (cancelRef.current && document.activeElement === cancelRef.current) {
      downloadRef.current?.focus();
    }
  }

  async function handleClick() {
    if (busy || empty || proposalI18n === null) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'busy' });
    try {
      let buildPdf = build;
      if (!buildPdf) {
        try {
          buildPdf = await loadBuilder();
        } catch (error) {
          throw new ProposalPdfError({ kind: 'maker-not-loaded' }, { cause: error });
        }
      }
      controller.signal.throwIfAborted();
      // The PDF and its file name in the proposal's language; the button speaks the app's.
      const pdfI18n = proposalI18n ?? i18n;
      const pdf = await buildPdf(proposal, pdfI18n, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState({ status: 'busy', progress });
        },
      });
      controller.signal.throwIfAborted();
      const fileName = proposalFileName(pdfI18n, proposal.cover.projectName, proposal.cover.date);
      saveBlob(pdf, fileName);
      keepFocus();
      setState({ status: 'idle', saved: fileName });
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) {
        if (running.current === controller) setState({ status: 'idle' });
        return;
      }
      // Said to the user in words; the details go to the console for whoever looks into it.
      if (!(error instanceof ProposalPdfError)) console.error(error);
      keepFocus();
      setState({
        status: 'failed',
        problem: error instanceof ProposalPdfError ? error.problem : undefined,
      });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  function handleCancel() {
    running.current?.abort();
    running.current = null;
    downloadRef.current?.focus();
    setState({ status: 'idle' });
  }

  const progress = state.status === 'busy' ? state.progress : undefined;
  const reason = state.status === 'failed' ? proposalProblemText(i18n, state.problem) : '';
  const pictures = progress?.step === 'pictures' ? progress : undefined;

  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={downloadRef}
          type="button"
          variant="outline"
          disabled={empty || proposalI18n === null}
          // aria-disabled while busy rather than disabled: disabled would drop the keyboard focus.
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          aria-describedby={empty ? reasonId : undefined}
          onClick={handleClick}
        >
          {busy ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          ) : (
            <DownloadIcon aria-hidden="true" />
          )}
          <Trans>Download proposal (PDF)</Trans>
        </Button>
        {busy && (
          <Button ref={cancelRef} type="button" variant="ghost" onClick={handleCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
      {empty && (
        <p id={reasonId} className="text-sm text-muted-foreground">
          <Trans>Choose at least one finished design to put in the proposal.</Trans>
        </p>
      )}
      {busy && (
        <div
          role="progressbar"
          aria-label={t`Making the proposal`}
          aria-valuemin={0}
          aria-valuemax={pictures?.total ?? 1}
          aria-valuenow={pictures ? pictures.done : progress ? 1 : 0}
          aria-valuetext={progressText(i18n, progress)}
          className="text-sm text-muted-foreground"
        >
          {progressText(i18n, progress)}
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        className={busy ? 'sr-only' : 'text-sm text-muted-foreground empty:hidden'}
      >
        {announcement(i18n, state)}
      </p>
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {t`The proposal could not be made: ${reason}. Try again.`}
        </p>
      )}
    </div>
  );
}
