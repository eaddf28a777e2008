import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { I18nProvider } from '@lingui/react';

import { useOfflinePresentation } from '@/features/presentation/proposal/use-offline-presentation';
import { useProposalI18n } from '@/features/presentation/proposal/use-proposal-i18n';
import { useProjectProposal } from '@/features/presentation/proposal/use-project-proposal';
import { ErrorScreen } from '@/components/errors/error-screen';
import { QueryPending } from '@/components/query-pending';
import { buttonVariants } from '@/components/ui/button-variants';
import { projectPath } from '@/config/paths';
import {
  PresentationDeck,
  type PresentationFinale,
} from '@/features/presentation/presentation-mode/presentation-deck';
import type { Proposal } from '@/features/presentation/proposal/proposal-content';
import { ProposalPrint } from '@/features/presentation/proposal/proposal-print';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The address parameter that keeps the slide (1 is the title slide), so a reload stays on it. */
const SLIDE_PARAM = 'slide';

/** Presentation mode's dark, chrome-free screen, for the states before the slides. */
function Stage({ children }: { children: ReactNode }) {
  return (
    <main className="dark flex min-h-dvh w-full flex-col items-center justify-center bg-neutral-950 p-6 text-foreground [color-scheme:dark]">
      {children}
    </main>
  );
}

/** The router's number for this history entry (0: the first of this tab's visit to the app). */
function historyIndex(): number {
  const state: unknown = window.history.state;
  return typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number'
    ? state.idx
    : 0;
}

function slideFromAddress(value: string | null) {
  const slide = Number(value);
  return Number.isInteger(slide) && slide >= 1 ? slide - 1 : 0;
}

/**
 * Presentation mode: the project's chosen designs, shown to a customer full screen, without the
 * app's frame. What is shown (which designs, in which order, the notes) is the presentation plan
 * the user made on the project page, kept in this browser. The slide is kept in the address.
 * Its pictures are saved on the device as it opens (`useOfflinePresentation`).
 */
type PresentationModeProps = {
  projectRef: string;
  /**
   * A last slide after the designs, made from the proposal in its language (`i18n`, the
   * proposal's); none: the designs are the last slides.
   */
  finale?: (proposal: Proposal, i18n: I18n) => PresentationFinale | undefined;
  /**
   * Whether the last slide is still being read (from the device): the slides wait for it, so
   * that the count, End and a reload on the last slide are right from the first frame.
   */
  finalePending?: boolean;
};

export function PresentationMode({ projectRef, finale, finalePending }: PresentationModeProps) {
  // In the proposal's language (the customer's), whatever the app's: every word of the screen.
  const proposalI18n = useProposalI18n(projectRef);
  if (!proposalI18n) {
    return (
      <Stage>
        <p role="status" className="text-lg text-muted-foreground motion-safe:animate-pulse">
          <Trans>Preparing the presentation…</Trans>
        </p>
      </Stage>
    );
  }
  return (
    <I18nProvider i18n={proposalI18n}>
      <PresentationScreen projectRef={projectRef} finale={finale} finalePending={finalePending} />
    </I18nProvider>
  );
}

function PresentationScreen({ projectRef, finale, finalePending = false }: PresentationModeProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useProjectProposal(projectRef);
  // Opened once with a connection, the presentation is kept on the device for the yard without.
  useOfflinePresentation(state.status === 'ready' ? state.proposal : undefined);
  const back = projectPath(projectRef);
  const initialSlide = slideFromAddress(searchParams.get(SLIDE_PARAM));

  const projectName =
    state.status === 'ready'
      ? state.proposal.cover.projectName
      : state.status === 'no-customer'
        ? state.project.name
        : undefined;
  useDocumentTitle(projectName ? t`Presenting ${projectName}` : t`Presentation`);

  // Leaving goes back where the user came from in the app (the project page, or the customer's),
  // so the browser's Back afterwards does not reopen the presentation. Opened directly (a
  // bookmark, a new tab, through sign-in), it replaces itself with the project page. The router
  // numbers its history entries (`idx` in the entry's state): above 0, one of its own is behind.
  const { key: entryKey } = useLocation();
  const cameFromApp = entryKey !== 'default' && historyIndex() > 0;
  const exit = useCallback(() => {
    if (cameFromApp) void navigate(-1);
    else void navigate(back, { replace: true });
  }, [navigate, back, cameFromApp]);
  const shownSlide = searchParams.get(SLIDE_PARAM);
  const keepSlide = useCallback(
    (slide: number) => {
      if (slide === 0 ? shownSlide === null : shownSlide === String(slide + 1)) return;
      setSearchParams(
        (params) => {
          if (slide === 0) params.delete(SLIDE_PARAM);
          else params.set(SLIDE_PARAM, String(slide + 1));
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams, shownSlide],
  );

  // Escape leaves from the states before the slides too (the deck handles it on the slides).
  const ready = state.status === 'ready' && state.proposal.designs.length > 0;
  useEffect(() => {
    if (ready) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) exit();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ready, exit]);

  if (state.status === 'pending' || (finalePending && state.status === 'ready')) {
    return (
      <Stage>
        <QueryPending paused={state.status === 'pending' && state.paused}>
          <p role="status" className="text-lg text-muted-foreground motion-safe:animate-pulse">
            <Trans>Preparing the presentation…</Trans>
          </p>
        </QueryPending>
      </Stage>
    );
  }

  if (state.status === 'error') {
    return (
      <Stage>
        <ErrorScreen
          title={t`The presentation could not be opened`}
          description={state.message}
          onRetry={state.retry}
          secondaryAction={
            <Link to={back} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Back to the project</Trans>
            </Link>
          }
        />
      </Stage>
    );
  }

  if (state.status === 'no-customer' || state.proposal.designs.length === 0) {
    return (
      <Stage>
        <div className="flex max-w-lg flex-col items-center gap-4 text-center">
          <h1 className="text-2xl font-semibold">
            <Trans>No designs are chosen to present yet</Trans>
          </h1>
          <p className="text-muted-foreground">
            {state.status === 'no-customer'
              ? t`This project has no customer yet, so it has no designs. Choose its customer on the project page, then the designs to show.`
              : t`On the project page, tick the finished designs to show and put them in order. The choice is kept in this browser, for you.`}
          </p>
          <Link to={back} className={buttonVariants({ size: 'lg' })}>
            <Trans>Choose designs to present</Trans>
          </Link>
        </div>
      </Stage>
    );
  }

  return (
    <>
      <PresentationDeck
        proposal={state.proposal}
        finale={finale?.(state.proposal, i18n)}
        initialSlide={initialSlide}
        onSlideChange={keepSlide}
        onExit={exit}
      />
      {/* The browser's own Print here gives the proposal (as on the project page), not a slide;
          its pictures load only then, so the slides' own loading (one ahead) stays as it is. */}
      <ProposalPrint proposal={state.proposal} loadAhead={false} />
    </>
  );
}
