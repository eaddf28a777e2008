import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, SaveIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';

import { LeaveGuard } from '@/components/leave-guard';
import { ZoomControls } from '@/components/picture/zoom-controls';
import { createZoomSync } from '@/components/picture/zoom-sync';
import { Button } from '@/components/ui/button';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import type { DesignEdit } from '@/entities/generation/edits/design-edit-store';
import { editedDesignName } from '@/entities/generation/edits/edited-design-name';
import { saveEditPicture } from '@/entities/generation/edits/save-edit-picture';
import { useDesignEditChanges } from '@/entities/generation/edits/use-design-edits';
import { EditStage } from '@/features/keep-and-mix/editor/edit-stage';
import { EditToolbar } from '@/features/keep-and-mix/editor/edit-toolbar';
import { layerTints, tintColour, type EditLayer } from '@/features/keep-and-mix/editor/edit-layers';
import {
  defaultBrushSize,
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  maxBrushSize,
  operationForPath,
} from '@/features/keep-and-mix/editor/editor-state';
import { EditNotices } from '@/features/keep-and-mix/editor/edit-notices';
import {
  useEditRender,
  type EditRenderState,
} from '@/features/keep-and-mix/editor/use-edit-render';
import type { LayerTints } from '@/features/keep-and-mix/render/edit-render-protocol';
import { useEditShortcuts } from '@/features/keep-and-mix/editor/use-edit-shortcuts';

type Ready = Extract<EditRenderState, { status: 'ready' }>;

type EditorBodyProps = {
  design: Generation;
  resultUrl: string;
  layers: readonly EditLayer[];
  edit: DesignEdit | null;
  ready: Ready;
  render: ReturnType<typeof useEditRender>;
  /** The layers' tints, as the render worker paints the painted area with them. */
  tints: LayerTints;
};

function EditorBody({ design, resultUrl, layers, edit, ready, render, tints }: EditorBodyProps) {
  const { i18n, t } = useLingui();
  const { size } = ready;
  const usable = layers.filter((layer) => !ready.missing.includes(layer.id));
  const [state, dispatch] = useReducer(editorReducer, undefined, () =>
    initialEditorState(
      usable[0]?.id ?? '',
      defaultBrushSize(size.width, size.height),
      edit?.operations ?? [],
    ),
  );
  const [zoom] = useState(() => createZoomSync());
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const instructionsId = useId();
  const liveTint = tints.find(([id]) => id === state.layer)?.[1] ?? [236, 72, 153];
  const { save, markDownloaded } = useDesignEditChanges();
  const unsaved = hasUnsavedChanges(state);
  const allowLeave = useRef(false);
  const name = editedDesignName(design, i18n);
  useEditShortcuts(dispatch);

  const { render: renderOperations } = render;
  const operations = state.history.operations;
  useEffect(() => {
    renderOperations([...operations]);
  }, [operations, renderOperations]);

  async function saveEdit() {
    const { jpeg, layersUsed } = await render.encode();
    const now = new Date().toISOString();
    await save.mutateAsync({
      baseRef: design.ref,
      projectRef: design.projectRef,
      customerRef: design.customerRef,
      style: design.style,
      settings: design.settings,
      createdAt: edit?.createdAt ?? now,
      updatedAt: now,
      width: size.width,
      height: size.height,
      operations: [...operations],
      layers: layersUsed,
      picture: await jpeg.arrayBuffer(),
      downloadedAt: edit?.downloadedAt,
    });
    dispatch({ type: 'saved', operations });
    return jpeg;
  }

  async function run(work: () => Promise<unknown>) {
    if (status === 'saving') return;
    setStatus('saving');
    try {
      await work();
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  }

  const onSave = () => run(saveEdit);
  const onDownload = () =>
    run(async () => {
      const jpeg = await saveEdit();
      saveEditPicture(jpeg, name, new Date().toISOString());
      await markDownloaded.mutateAsync(design.ref);
    });

  return (
    <div className="flex flex-col gap-4">
      <EditToolbar
        state={state}
        dispatch={dispatch}
        layers={usable}
        maxSize={maxBrushSize(size.width, size.height)}
      />
      <EditNotices ready={ready} layers={layers} />
      <div className="relative">
        <EditStage
          size={size}
          zoom={zoom}
          canvasRef={render.canvasRef}
          overlayRef={render.overlayRef}
          resultUrl={resultUrl}
          resultAlt={t`The design before the edit`}
          before={state.before}
          overlay={state.overlay}
          tool={state.tool}
          brushSize={state.size}
          liveColour={tintColour(liveTint, 0.5)}
          describedBy={instructionsId}
          liveRef={render.liveRef}
          onPath={(points) => {
            const operation = operationForPath(state, points);
            if (operation) dispatch({ type: 'add', operation });
          }}
        />
        <ZoomControls sync={zoom} className="absolute right-2 bottom-2" />
      </div>
      <p id={instructionsId} className="text-sm text-muted-foreground">
        <Trans>
          One finger, the mouse or a pen draws with the tool; two fingers move and zoom the picture.
          Zoom with the + and - keys or the wheel; 0 shows the whole picture.
        </Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" aria-disabled={status === 'saving' || undefined} onClick={onSave}>
          <SaveIcon aria-hidden="true" />
          {status === 'saving' ? t`Saving...` : t`Save edit`}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-disabled={status === 'saving' || undefined}
          onClick={onDownload}
        >
          <DownloadIcon aria-hidden="true" />
          <Trans>Download</Trans>
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {status === 'saved' && !unsaved ? t`Saved as "${name}".` : null}
        </p>
        {status === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>The edit could not be saved on this device. Nothing was lost: try again.</Trans>
          </p>
        ) : null}
      </div>
      <LeaveGuard
        active={unsaved}
        allow={allowLeave}
        title={t`Leave without saving the edit?`}
        description={t`What you drew since the last save will be lost.`}
        stayLabel={t`Stay`}
        leaveLabel={t`Leave`}
      />
    </div>
  );
}

/**
 * 'Keep and mix' on one design: the pictures load (the result and the layers, with CORS), then
 * the editor shows; what cannot load is said plainly instead of a blank canvas.
 */
export function KeepAndMixEditor({
  design,
  resultUrl,
  layers,
  edit,
}: {
  design: Generation;
  resultUrl: string;
  layers: readonly EditLayer[];
  edit: DesignEdit | null;
}) {
  const tints = useMemo(() => layerTints(layers), [layers]);
  const render = useEditRender({ resultUrl, layers, tints });
  const { state } = render;
  if (state.status === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        <Trans>Loading the pictures...</Trans>
      </p>
    );
  }
  if (state.status === 'failed') {
    return <EditNotices trouble={state.trouble} layers={layers} />;
  }
  return (
    <EditorBody
      design={design}
      resultUrl={resultUrl}
      layers={layers}
      edit={edit}
      ready={state}
      render={render}
      tints={tints}
    />
  );
}
