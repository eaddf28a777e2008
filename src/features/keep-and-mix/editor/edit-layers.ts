import type { I18n } from '@lingui/core';

import type { Generation } from '@/entities/generation/api/generation-schemas';
import {
  designLayerId,
  ORIGINAL_LAYER,
  type LayerId,
} from '@/entities/generation/edits/edit-operations';
import { ORIGINAL_PHOTO_LABEL } from '@/entities/generation/edits/edited-designs';
import { designLabel } from '@/entities/generation/model/design-label';
import type { Tint } from '@/features/keep-and-mix/model/coverage-overlay';
import type { LayerTints } from '@/features/keep-and-mix/render/edit-render-protocol';

/** A picture the editor takes regions from, as the layer menu names it. */
export type EditLayer = { id: LayerId; label: string; url: string };

/** The most designs offered as layers besides the original photo (each is held at full size). */
export const MAX_DESIGN_LAYERS = 6;

/** An address without its query: presigned addresses of one file differ by their signature. */
function withoutQuery(url: string | undefined) {
  return url?.split('?')[0];
}

function firstFileName(generation: Generation) {
  return generation.fileNames.at(0) ?? generation.fileInfo.at(0)?.name;
}

/**
 * Made for the same project, or without one for the same customer, or both for neither (a
 * homeowner's own designs).
 */
function sameWork(a: Generation, b: Generation) {
  if (a.projectRef || b.projectRef) return a.projectRef === b.projectRef;
  return a.customerRef === b.customerRef;
}

/**
 * Whether `other` was made from the same photo as `design`: the same stored photo, or, as each
 * design gets its own copy of its upload, a photo of the same name for the same project (the
 * variations of one photo are sent under its name).
 */
export function madeFromSamePhoto(design: Generation, other: Generation): boolean {
  const photo = withoutQuery(design.sourceImages.at(0));
  if (photo !== undefined && photo === withoutQuery(other.sourceImages.at(0))) return true;
  const name = firstFileName(design);
  return name !== undefined && name === firstFileName(other) && sameWork(design, other);
}

/**
 * The layers of an edit of `design`: its original photo, then the other finished designs made
 * from the same photo, the newest first, each named as the app names it (style, season...).
 */
export function editLayers(
  design: Generation,
  designs: readonly Generation[],
  i18n: I18n,
): EditLayer[] {
  const original = design.sourceImages.at(0);
  const others = designs
    .filter(
      (other) =>
        other.ref !== design.ref &&
        other.finalImageUrl !== undefined &&
        madeFromSamePhoto(design, other),
    )
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''))
    .slice(0, MAX_DESIGN_LAYERS);
  return [
    ...(original
      ? [{ id: ORIGINAL_LAYER, label: i18n._(ORIGINAL_PHOTO_LABEL), url: original }]
      : []),
    ...others.map((other) => ({
      id: designLayerId(other.ref),
      label: designLabel(other, i18n),
      url: other.finalImageUrl ?? '',
    })),
  ];
}

/** Tints of the painted-area overlay, one per layer in menu order (RGB). */
const TINTS: Tint[] = [
  [236, 72, 153],
  [59, 130, 246],
  [234, 179, 8],
  [16, 185, 129],
  [168, 85, 247],
  [249, 115, 22],
  [20, 184, 166],
];

export function layerTints(layers: readonly EditLayer[]): LayerTints {
  return layers.map((layer, index) => [layer.id, TINTS[index % TINTS.length] ?? [236, 72, 153]]);
}

/** The CSS colour of a layer's tint, at `alpha` (the stroke drawn live). */
export function tintColour(tint: Tint, alpha = 1) {
  return `rgb(${tint.join(' ')} / ${alpha})`;
}
