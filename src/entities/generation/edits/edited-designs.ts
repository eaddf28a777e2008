import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';

import type { Generation } from '@/entities/generation/api/generation-schemas';
import type { DesignEdit } from '@/entities/generation/edits/design-edit-store';
import { layerGenerationRef, type LayerId } from '@/entities/generation/edits/edit-operations';
import { designLabel } from '@/entities/generation/model/design-label';
import { editPictureUrl } from '@/entities/generation/edits/edit-picture-url';
import { useDesignEdits } from '@/entities/generation/edits/use-design-edits';

/**
 * An edit is a design of its own wherever designs are shown, chosen, priced and signed: the
 * design it was made from, with the edit's picture as its result and a ref of its own
 * (`<design ref>~edited`). The API knows nothing of it: it lives on the device (see
 * design-edit-store.ts), and the design itself is never changed.
 */

const EDITED_SUFFIX = '~edited';

/** What an edited design was made from. */
export type EditedFrom = {
  /** The design edited. */
  baseRef: string;
  /** The layers its picture takes regions from (ORIGINAL_LAYER, `design:<ref>`). */
  layers: LayerId[];
  /** When the edit was last saved (ISO 8601). */
  updatedAt: string;
};

/** A design as the screens show it: an API design, or an edit of one (`edited`). */
export type Design = Generation & { edited?: EditedFrom };

/** The layer 'Original photo' as every screen and the signed proposal's record name it. */
export const ORIGINAL_PHOTO_LABEL = msg`Original photo`;

/**
 * The names of the layers an edit takes regions from, in the language of `i18n`: 'Original
 * photo', then each other design's label ('Refined Traditional · Winter'); a design no longer
 * among `designs` is 'Another design'.
 */
export function editLayerNames(
  edited: Pick<EditedFrom, 'layers'>,
  designs: readonly Generation[],
  i18n: I18n,
): string[] {
  return edited.layers.map((layer) => {
    const ref = layerGenerationRef(layer);
    if (ref === undefined) return i18n._(ORIGINAL_PHOTO_LABEL);
    const design = designs.find((candidate) => candidate.ref === ref);
    return design ? designLabel(design, i18n) : i18n._(msg`Another design`);
  });
}

/** The ref of the edit of the design `baseRef`. */
export function editedRef(baseRef: string) {
  return `${baseRef}${EDITED_SUFFIX}`;
}

/** The design an edit's ref was made from, or undefined for any other ref. */
export function editedBaseRef(ref: string): string | undefined {
  return ref.endsWith(EDITED_SUFFIX) ? ref.slice(0, -EDITED_SUFFIX.length) : undefined;
}

/** The edit `edit` of `base` as a design. */
export function editedDesign(base: Generation, edit: DesignEdit): Design {
  return {
    ...base,
    ref: editedRef(base.ref),
    createdAt: edit.updatedAt,
    finalImageUrl: editPictureUrl(edit),
    edited: { baseRef: base.ref, layers: edit.layers, updatedAt: edit.updatedAt },
  };
}

/** `designs` with the edit of each (those of `edits`) right after it. */
export function withEdits(designs: readonly Generation[], edits: readonly DesignEdit[]): Design[] {
  const byBase = new Map(edits.map((edit) => [edit.baseRef, edit]));
  return designs.flatMap((design) => {
    const edit = byBase.get(design.ref);
    return edit && design.finalImageUrl ? [design, editedDesign(design, edit)] : [design];
  });
}

/**
 * `designs` (the API's answer) with their edits kept on this device; undefined until both are
 * known (the edits answer at once, from the device).
 */
export function useWithEdits(designs: readonly Generation[] | undefined): Design[] | undefined {
  const edits = useDesignEdits();
  const kept = edits.data;
  const settled = edits.isSuccess || edits.isError;
  return useMemo(
    () => (designs && settled ? withEdits(designs, kept ?? []) : undefined),
    [designs, kept, settled],
  );
}
