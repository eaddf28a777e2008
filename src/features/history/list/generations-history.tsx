import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { ListView } from '@/components/list/list-view';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_NAME } from '@/config/product';
import { useGenerations } from '@/entities/generation/api/get-generations';
import { CompareSelectionBar } from '@/features/history/list/compare-selection-bar';
import { GenerationFilterBar } from '@/features/history/list/generation-filter-bar';
import {
  GenerationsStack,
  GenerationsTable,
  type GenerationSelection,
} from '@/features/history/list/generations-table';
import {
  canSelectMore,
  selectionFromParams,
  toggleSelection,
  writeSelection,
} from '@/features/history/model/compare-selection';
import {
  CATEGORY_PARAM,
  filtersFromParams,
  matchesFilters,
  STATUS_PARAM,
  type GenerationFilters,
} from '@/features/history/list/generation-filters';
import { matchesGeneration } from '@/features/history/list/generation-search';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { useClientList } from '@/hooks/use-client-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { timeOf } from '@/lib/format';

/**
 * The history list (spec §2): every design of the organization, newest first, with the search
 * and the status and style filters, all in the address. Up to 4 designs can be chosen to compare
 * (`?selected=`, also in the address, written by the list's one writer so it never races the
 * search); 'Compare (n)' opens the compare studio with them. `beforeList` is shown between the
 * heading and the list (the route puts the designs queued offline there).
 */
export function GenerationsHistory({ beforeList }: { beforeList?: ReactNode }) {
  const { t } = useLingui();
  // A new context when the language changes (as in useProjectProposal).
  const lingui = useLinguiContext();
  const product = PRODUCT_NAME;
  useDocumentTitle(PRODUCT_NAME);
  const generations = useGenerations();
  const isMobile = useIsMobile();
  const sorted = useMemo(
    () => [...(generations.data ?? [])].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt)),
    [generations.data],
  );
  const [params] = useSearchParams();
  const { status, category } = filtersFromParams(params);
  const shown = useMemo(
    () => sorted.filter((generation) => matchesFilters(generation, { status, category })),
    [sorted, status, category],
  );
  // The search matches what the list shows, in the language shown: a new language searches anew.
  const matches = useCallback(
    (generation: Generation, query: string) => matchesGeneration(generation, query, lingui.i18n),
    [lingui],
  );
  const list = useClientList(shown, matches);
  const selected = selectionFromParams(params);
  const fullNoteId = useId();
  // Each change starts from the address as it is then, so quick clicks never undo each other.
  const changeSelection = (change: (current: string[]) => readonly string[]) =>
    list.update((updated) => writeSelection(updated, change(selectionFromParams(updated))));
  const selection: GenerationSelection = {
    selected,
    full: !canSelectMore(selected),
    fullNoteId,
    onToggle: (ref) => changeSelection((current) => toggleSelection(current, ref)),
  };

  const setFilters = (next: GenerationFilters) =>
    list.narrow((updated) => {
      for (const [param, value] of [
        [STATUS_PARAM, next.status],
        [CATEGORY_PARAM, next.category],
      ] as const) {
        if (value) updated.set(param, value);
        else updated.delete(param);
      }
    });

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 md:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{PRODUCT_NAME}</h1>
        <Button asChild>
          <Link to="generate">
            <PlusIcon aria-hidden="true" />
            <Trans>Create a new {product}</Trans>
          </Link>
        </Button>
      </div>
      {beforeList}
      {/* Shown while the designs load too, so that the list below does not move when they come
          (it goes when there are none). */}
      {generations.isPending || (generations.data?.length ?? 0) > 0 ? (
        <CompareSelectionBar
          selected={selected}
          fullNoteId={fullNoteId}
          onClear={() => changeSelection(() => [])}
        />
      ) : null}
      <ListView
        query={generations}
        list={list}
        searchPlaceholder={t`Search ${product}`}
        emptyText={t`No ${product} found.`}
        errorMessage={t`Your designs could not be loaded.`}
        filters={<GenerationFilterBar filters={{ status, category }} onChange={setFilters} />}
        loading={
          <div role="status" className="grid gap-2">
            <span className="sr-only">
              <Trans>Loading...</Trans>
            </span>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        }
      >
        {(items) =>
          isMobile ? (
            <GenerationsStack generations={items} selection={selection} />
          ) : (
            <GenerationsTable generations={items} selection={selection} />
          )
        }
      </ListView>
    </div>
  );
}
