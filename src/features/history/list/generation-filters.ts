import { msg } from '@lingui/core/macro';

import {
  categoryOf,
  CUSTOM_CATEGORY,
  findCatalogueStyle,
  STYLE_CATEGORIES,
  type Style,
} from '@/entities/generation/model/style-catalogue';

/**
 * The history's filters (besides the search): where a design stands, and its style's category.
 * Both live in the address (`?status=&style=`), so back, forward, reload and a bookmark keep
 * them; an unknown value in the address means no filter.
 */

/** `value` is what the address holds; `label` (a descriptor) what the filter shows. */
export const STATUS_FILTERS = [
  { value: 'completed', label: msg`Completed` },
  { value: 'running', label: msg`In progress` },
  { value: 'failed', label: msg`Failed` },
] as const;

type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

/** The catalogue's categories in its order, then Custom (a self-described style). */
export const STYLE_CATEGORY_FILTERS: readonly string[] = [
  ...STYLE_CATEGORIES.map(({ category }) => category),
  CUSTOM_CATEGORY,
];

export type GenerationFilters = { status?: StatusFilter; category?: string };

export const STATUS_PARAM = 'status';
export const CATEGORY_PARAM = 'style';

/** The filters an address asks for; values it does not know are left out. */
export function filtersFromParams(params: URLSearchParams): GenerationFilters {
  const status = STATUS_FILTERS.find(({ value }) => value === params.get(STATUS_PARAM))?.value;
  const category = STYLE_CATEGORY_FILTERS.find((value) => value === params.get(CATEGORY_PARAM));
  return { status, category };
}

type Filterable = { style?: Style; currentStep?: string; failureReason?: string };

/** Where a design stands: failed (also a step with a failure reason), in progress, completed. */
function statusFilterOf({ currentStep, failureReason }: Filterable): StatusFilter | undefined {
  if (failureReason || currentStep === 'failed') return 'failed';
  if (currentStep === 'completed') return 'completed';
  if (currentStep === 'uploading' || currentStep === 'generating') return 'running';
  return undefined;
}

/** The category of a design's style: the catalogue's, or Custom for a style it does not hold. */
function styleCategoryOf({ style }: Filterable): string | undefined {
  if (!style?.name) return undefined;
  return findCatalogueStyle(style.name) ? categoryOf(style.name) : CUSTOM_CATEGORY;
}

/** Whether a design passes the filters (no filter passes everything). */
export function matchesFilters(generation: Filterable, { status, category }: GenerationFilters) {
  if (status && statusFilterOf(generation) !== status) return false;
  if (category && styleCategoryOf(generation) !== category) return false;
  return true;
}
