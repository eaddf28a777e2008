import type { I18n } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import {
  LinkedRowsStack,
  LinkedRowsTable,
  OwnClicksCell,
  RowLink,
} from '@/components/list/linked-rows';
import { Checkbox } from '@/components/ui/checkbox';
import { generationDetailPath } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { GenerationStatusBadge } from '@/entities/generation/components/generation-status-badge';
import {
  GenerationThumbnail,
  type ThumbnailLoading,
} from '@/entities/generation/components/generation-thumbnail';
import { styleDescriptionText, styleNameText } from '@/entities/generation/model/style-texts';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const UNTITLED_DESIGN = msg`Untitled design`;

/**
 * How many rows the designs list shows before any scroll: a laptop's table, a phone's stack.
 * Their thumbnails are asked for at once, the first row's first; the rest load as they come near.
 */
const TABLE_ROWS_IN_VIEW = 8;
const STACK_ENTRIES_IN_VIEW = 4;

function thumbnailLoading(
  list: readonly Generation[],
  generation: Generation,
  rowsInView: number,
): ThumbnailLoading {
  const index = list.indexOf(generation);
  if (index === 0) return 'first';
  return index > 0 && index < rowsInView ? 'in-view' : 'later';
}

/** The design's style as the user reads it. */
function styleName(generation: Generation, i18n: I18n) {
  const name = generation.style?.name;
  return name === undefined ? i18n._(UNTITLED_DESIGN) : styleNameText(i18n, name);
}

/** The style's description as the user reads it, or '-'. */
function styleDescription(generation: Generation, i18n: I18n) {
  const style = generation.style;
  return (style && styleDescriptionText(i18n, style)) ?? '-';
}

/** The designs chosen to compare, and how to choose one (the list keeps them in its address). */
export type GenerationSelection = {
  selected: readonly string[];
  onToggle: (generationRef: string) => void;
  /** No further design may be chosen. */
  full: boolean;
  /** The id of the text that says why a checkbox is disabled. */
  fullNoteId: string;
};

/** A design's checkbox: 'Select Natural Accent created 11/3/2026'. */
function SelectCheckbox({
  generation,
  selection,
}: {
  generation: Generation;
  selection: GenerationSelection;
}) {
  const { i18n, t } = useLingui();
  const name = styleName(generation, i18n);
  const created = formatDate(generation.createdAt);
  const checked = selection.selected.includes(generation.ref);
  const disabled = !checked && selection.full;
  return (
    <Checkbox
      checked={checked}
      disabled={disabled}
      aria-label={t`Select ${name} created ${created}`}
      aria-describedby={disabled ? selection.fullNoteId : undefined}
      onCheckedChange={() => selection.onToggle(generation.ref)}
    />
  );
}

const generationPathOf = (generation: Generation) => generationDetailPath(generation.ref);

/**
 * Generations as a table (desktop). A click anywhere on a row opens it; for the keyboard, the
 * style name is a link to the same place.
 */
export function GenerationsTable({
  generations,
  selection,
}: {
  generations: Generation[];
  selection?: GenerationSelection;
}) {
  const { i18n, t } = useLingui();
  const selectColumn = {
    key: 'select',
    head: (
      <span className="sr-only">
        <Trans>Select</Trans>
      </span>
    ),
    className: 'w-12 py-3 pl-4 font-medium',
  };
  return (
    <LinkedRowsTable
      caption={<Trans>Your designs, newest first</Trans>}
      columns={[
        ...(selection ? [selectColumn] : []),
        { key: 'created', head: <Trans>Created At</Trans> },
        { key: 'style', head: <Trans>Style</Trans> },
        { key: 'description', head: <Trans>Description</Trans> },
        { key: 'status', head: <Trans>Status</Trans> },
        { key: 'source', head: <Trans>Source Image</Trans> },
        { key: 'final', head: <Trans>Final Image</Trans> },
      ]}
      items={generations}
      pathOf={generationPathOf}
    >
      {(generation) => (
        <>
          {selection ? (
            // A click on the checkbox (or beside it) chooses the design, never opens it.
            <OwnClicksCell className="py-1 pl-4 align-middle">
              <span className="flex size-9 items-center justify-center">
                <SelectCheckbox generation={generation} selection={selection} />
              </span>
            </OwnClicksCell>
          ) : null}
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(generation.createdAt)}</td>
          <td className="px-4 py-3">
            <RowLink to={generationPathOf(generation)}>{styleName(generation, i18n)}</RowLink>
          </td>
          <td className="max-w-xs px-4 py-3 text-muted-foreground">
            <span className="line-clamp-2">{styleDescription(generation, i18n)}</span>
          </td>
          <td className="px-4 py-3">
            <GenerationStatusBadge generation={generation} tone="list" />
          </td>
          <td className="px-4 py-3">
            <GenerationThumbnail
              src={generation.sourceImages[0]}
              alt={t`Source image of ${ph({ name: styleName(generation, i18n) })}`}
              loading={thumbnailLoading(generations, generation, TABLE_ROWS_IN_VIEW)}
            />
          </td>
          <td className="px-4 py-3">
            <GenerationThumbnail
              src={generation.finalImageUrl}
              alt={t`Final image of ${ph({ name: styleName(generation, i18n) })}`}
              loading={thumbnailLoading(generations, generation, TABLE_ROWS_IN_VIEW)}
            />
          </td>
        </>
      )}
    </LinkedRowsTable>
  );
}

/** Generations as a stacked list (phones): each entry one link with its pictures and status. */
export function GenerationsStack({
  generations,
  selection,
}: {
  generations: Generation[];
  selection?: GenerationSelection;
}) {
  const { i18n, t } = useLingui();
  return (
    <LinkedRowsStack
      label={t`Your designs, newest first`}
      items={generations}
      pathOf={generationPathOf}
      entryClassName={cn('flex gap-3', selection && 'pr-14')}
      aside={(generation) =>
        selection ? (
          // Beside the link, not in it: a control inside a link would be unreachable.
          <span className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center">
            <SelectCheckbox generation={generation} selection={selection} />
          </span>
        ) : null
      }
    >
      {(generation) => (
        <>
          <div className="flex shrink-0 flex-col gap-1.5">
            <GenerationThumbnail
              src={generation.sourceImages[0]}
              alt={t`Source image of ${ph({ name: styleName(generation, i18n) })}`}
              loading={thumbnailLoading(generations, generation, STACK_ENTRIES_IN_VIEW)}
            />
            <GenerationThumbnail
              src={generation.finalImageUrl}
              alt={t`Final image of ${ph({ name: styleName(generation, i18n) })}`}
              loading={thumbnailLoading(generations, generation, STACK_ENTRIES_IN_VIEW)}
            />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="font-medium">{styleName(generation, i18n)}</span>
            <span className="line-clamp-2 text-sm text-muted-foreground">
              {styleDescription(generation, i18n)}
            </span>
            <span className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <GenerationStatusBadge generation={generation} tone="list" />
              {formatDate(generation.createdAt)}
            </span>
          </div>
        </>
      )}
    </LinkedRowsStack>
  );
}
