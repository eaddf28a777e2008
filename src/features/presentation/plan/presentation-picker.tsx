import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PresentationIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { LOCALES } from '@/config/locales';
import { projectPresentPath } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { GenerationThumbnail } from '@/entities/generation/components/generation-thumbnail';
import { PresentationNoteField } from '@/features/presentation/plan/presentation-note-field';
import { PresentationOrder } from '@/features/presentation/plan/presentation-order';
import type { PresentationPlanState } from '@/features/presentation/plan/use-presentation-plan';
import { designLabel } from '@/entities/generation/model/design-label';
import { isRunning } from '@/entities/generation/model/generation-status';
import { PRESENTATION_CARD_ID } from '@/features/presentation/plan/presentation-card';
import {
  DESIGN_NOTE_MAX_LENGTH,
  isPlanned,
  isPresentable,
  movePlanned,
  plannedDesigns,
  PROPOSAL_NOTE_MAX_LENGTH,
  togglePlanned,
  withDesignNote,
  withLanguage,
  withProposalNote,
} from '@/features/presentation/plan/presentation-plan';
import { formatDateTime, timeOf } from '@/lib/format';
import { localeName } from '@/lib/i18n/locale-choice';

const PRESENTATION_PLAN_TEXTS = {
  keptInBrowser: msg`Your choice, order and notes are kept in this browser for you only; they are not saved to your account.`,
  notKept: msg`Your browser did not keep this choice: it stays while this page is open, but will be gone after a reload. Storage may be full or switched off for this site.`,
};

/** Why a design cannot be presented yet, in words. */
function notPresentableReason(i18n: I18n, design: Generation) {
  if (design.currentStep === 'failed' || design.failureReason)
    return i18n._(msg`Not available: it failed.`);
  if (isRunning(design.currentStep)) return i18n._(msg`Not available: still being made.`);
  if (design.currentStep === 'completed') return i18n._(msg`Not available: it has no picture.`);
  return i18n._(msg`Not available: not finished.`);
}

function DesignChoice({
  design,
  checked,
  onToggle,
}: {
  design: Generation;
  checked: boolean;
  onToggle: () => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const presentable = isPresentable(design);
  const label = designLabel(design, i18n);
  const made = formatDateTime(design.createdAt);
  return (
    <li className="flex items-center gap-3 rounded-md border p-2">
      <Checkbox
        id={id}
        checked={presentable && checked}
        disabled={!presentable}
        aria-describedby={`${id}-detail`}
        onCheckedChange={onToggle}
      />
      <GenerationThumbnail src={design.finalImageUrl ?? design.sourceImages[0]} alt="" />
      <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <label
          htmlFor={id}
          className={presentable ? 'font-medium break-words' : 'break-words text-muted-foreground'}
        >
          {label}
        </label>
        <span id={`${id}-detail`} className="text-xs text-muted-foreground">
          {presentable ? t`Made ${made}` : notPresentableReason(i18n, design)}
        </span>
      </span>
    </li>
  );
}

/** A design's note's label, with the words only a screen reader needs: which design it is for. */
function NoteLabel({ design }: { design: Generation }) {
  const { i18n } = useLingui();
  const label = designLabel(design, i18n);
  return (
    <Trans>
      Note for the customer<span className="sr-only"> about {label}</span>
    </Trans>
  );
}

/**
 * A project's presentation (issue 15): which finished designs its customer is shown, in which
 * order, with a note for each and one for the whole proposal, kept in this browser as they are
 * typed (`usePresentationPlan`). Then 'Present' opens presentation mode; `actions` sit beside it
 * (the proposal's download), and `offlineStatus` below (whether it is ready offline).
 */
export function PresentationPicker({
  projectRef,
  designs,
  planState,
  actions,
  offlineStatus,
}: {
  projectRef: string;
  /** All of the project's designs (those not finished are shown as not available). */
  designs: readonly Generation[];
  planState: PresentationPlanState;
  actions?: ReactNode;
  /** Below the buttons, while designs are chosen: whether the presentation works offline. */
  offlineStatus?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { plan, update, saved } = planState;
  const reasonId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const sorted = [...designs].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
  const chosen = plannedDesigns(plan, designs);
  const anyPresentable = designs.some(isPresentable);

  // Reached from a customer's page ('Choose designs to present'): the card comes into view.
  useEffect(() => {
    if (hash === `#${PRESENTATION_CARD_ID}`) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const move = (ref: string, overRef: string) =>
    update((current) =>
      movePlanned(current, current.refs.indexOf(ref), current.refs.indexOf(overRef)),
    );

  return (
    <Card id={PRESENTATION_CARD_ID} ref={cardRef} className="scroll-mt-4">
      <CardHeader>
        <CardTitle>
          <Trans>Presentation</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Choose the designs to show this project&apos;s customer, put them in order and add a
            note to each.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="rounded-md bg-muted/60 p-3 text-sm">
          {i18n._(PRESENTATION_PLAN_TEXTS.keptInBrowser)}
        </p>
        {saved ? null : (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm">
            {i18n._(PRESENTATION_PLAN_TEXTS.notKept)}
          </p>
        )}

        <section aria-labelledby={`${reasonId}-choose`} className="grid gap-2">
          <h3 id={`${reasonId}-choose`} className="text-sm font-semibold">
            <Trans>Designs to show</Trans>
          </h3>
          {sorted.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>No designs for this project yet: create one, then choose it here.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Designs to choose from`} className="grid gap-2">
              {sorted.map((design) => (
                <DesignChoice
                  key={design.ref}
                  design={design}
                  checked={isPlanned(plan, design.ref)}
                  onToggle={() => update((current) => togglePlanned(current, design.ref))}
                />
              ))}
            </ul>
          )}
        </section>

        {chosen.length > 0 ? (
          <section aria-labelledby={`${reasonId}-order`} className="grid gap-2">
            <h3 id={`${reasonId}-order`} className="text-sm font-semibold">
              <Trans>Order and notes</Trans>
            </h3>
            <p className="text-xs text-muted-foreground">
              <Trans>Drag a design by its handle, or use Move up and Move down.</Trans>
            </p>
            <PresentationOrder
              designs={chosen}
              onMove={move}
              renderNote={(design) => (
                <PresentationNoteField
                  name={`notes.${design.ref}`}
                  label={<NoteLabel design={design} />}
                  value={plan.notes[design.ref] ?? ''}
                  maxLength={DESIGN_NOTE_MAX_LENGTH}
                  blankIsEmpty
                  onChange={(note) =>
                    update((current) => withDesignNote(current, design.ref, note))
                  }
                />
              )}
            />
          </section>
        ) : null}

        <PresentationNoteField
          name="proposalNote"
          label={t`Proposal note`}
          description={t`For the whole proposal: on the cover of the PDF and first in the presentation.`}
          value={plan.proposalNote}
          maxLength={PROPOSAL_NOTE_MAX_LENGTH}
          onChange={(note) => update((current) => withProposalNote(current, note))}
        />

        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={`${reasonId}-language`}>
            <Trans>Proposal language</Trans>
          </Label>
          <NativeSelect
            id={`${reasonId}-language`}
            name="proposalLanguage"
            value={plan.language ?? i18n.locale}
            onChange={(event) => {
              const language = event.target.value;
              update((current) => withLanguage(current, language));
            }}
            aria-describedby={`${reasonId}-language-hint`}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {localeName(locale)}
              </option>
            ))}
          </NativeSelect>
          <p id={`${reasonId}-language-hint`} className="text-xs text-muted-foreground">
            <Trans>
              The customer&apos;s language: presentation mode, the PDF and its print are in it,
              whatever the language of the app.
            </Trans>
          </p>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          {chosen.length > 0 ? (
            <Button asChild>
              <Link to={projectPresentPath(projectRef)}>
                <PresentationIcon aria-hidden="true" />
                <Trans>Present</Trans>
              </Link>
            </Button>
          ) : (
            <>
              <Button type="button" disabled aria-describedby={`${reasonId}-present`}>
                <PresentationIcon aria-hidden="true" />
                <Trans>Present</Trans>
              </Button>
              <p id={`${reasonId}-present`} className="text-sm text-muted-foreground">
                {anyPresentable
                  ? t`Choose at least one design to present.`
                  : t`No finished design to present yet.`}
              </p>
            </>
          )}
          {actions}
        </div>
        {chosen.length > 0 ? offlineStatus : null}
      </CardContent>
    </Card>
  );
}
