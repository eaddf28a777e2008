import { Trans, useLingui } from '@lingui/react/macro';

import type { Generation } from '@/entities/generation/api/generation-schemas';
import { useGenerations } from '@/entities/generation/api/get-generations';
import { useDesignEdit } from '@/entities/generation/edits/use-design-edits';
import { editLayers } from '@/features/keep-and-mix/editor/edit-layers';
import { KeepAndMixEditor } from '@/features/keep-and-mix/editor/keep-and-mix-editor';

/**
 * 'Keep and mix' for one finished design: its layers (the original photo, the other designs made
 * from the same photo) and its edit so far, then the editor.
 */
export function KeepAndMixScreen({ design }: { design: Generation }) {
  const { i18n } = useLingui();
  const designs = useGenerations();
  const edit = useDesignEdit(design.ref);
  const resultUrl = design.finalImageUrl;
  if (!resultUrl) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>This design has no result yet: it can be edited once it is finished.</Trans>
      </p>
    );
  }
  // The other designs are only layers: without them (offline, not kept) the original photo is.
  if ((designs.isPending && !designs.isPaused) || edit.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>Loading the pictures...</Trans>
      </p>
    );
  }
  const layers = editLayers(design, designs.data ?? [], i18n);
  return (
    <KeepAndMixEditor
      design={design}
      resultUrl={resultUrl}
      layers={layers}
      edit={edit.data ?? null}
    />
  );
}
