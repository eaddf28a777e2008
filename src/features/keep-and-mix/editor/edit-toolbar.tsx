import { Trans, useLingui } from '@lingui/react/macro';
import {
  BrushIcon,
  EraserIcon,
  LassoIcon,
  PipetteIcon,
  Redo2Icon,
  Trash2Icon,
  Undo2Icon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import type { EditLayer } from '@/features/keep-and-mix/editor/edit-layers';
import type { EditorAction, EditorState, Tool } from '@/features/keep-and-mix/editor/editor-state';
import { canRedo, canUndo } from '@/features/keep-and-mix/model/edit-history';
import { cn } from '@/lib/utils';

/** A button that stays pressed (a tool, an edge, a view): `aria-pressed` says which. */
function PressedButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={pressed ? 'default' : 'outline'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** A labelled range: the brush's size, the colour select's tolerance. */
function RangeField({
  label,
  name,
  value,
  min,
  max,
  valueText,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  valueText: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1">
      <label htmlFor={id} className="flex justify-between text-sm font-medium">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">{valueText}</span>
      </label>
      <input
        id={id}
        name={name}
        type="range"
        min={min}
        max={max}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 w-full cursor-pointer accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}

type EditToolbarProps = {
  state: EditorState;
  dispatch: (action: EditorAction) => void;
  layers: readonly EditLayer[];
  maxSize: number;
};

/**
 * The editor's controls: the tool, the layer it takes from, its settings, undo, redo and clear,
 * and what the stage shows. Every one has a name and works by keyboard.
 */
export function EditToolbar({ state, dispatch, layers, maxSize }: EditToolbarProps) {
  const { t } = useLingui();
  const layerId = useId();
  const tools: { tool: Tool; label: string; icon: ReactNode }[] = [
    { tool: 'brush', label: t`Brush`, icon: <BrushIcon aria-hidden="true" /> },
    { tool: 'eraser', label: t`Eraser`, icon: <EraserIcon aria-hidden="true" /> },
    { tool: 'lasso', label: t`Lasso`, icon: <LassoIcon aria-hidden="true" /> },
    { tool: 'colour', label: t`Colour select`, icon: <PipetteIcon aria-hidden="true" /> },
  ];
  const takesFromLayer = state.tool !== 'eraser';
  const size = state.size;
  const tolerance = state.tolerance;

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t`Tool`} className="flex flex-wrap gap-2">
        {tools.map(({ tool, label, icon }) => (
          <PressedButton
            key={tool}
            pressed={state.tool === tool}
            onClick={() => dispatch({ type: 'tool', tool })}
          >
            {icon}
            {label}
          </PressedButton>
        ))}
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <div className={cn('flex min-w-48 flex-1 flex-col gap-1', !takesFromLayer && 'opacity-60')}>
          <label htmlFor={layerId} className="text-sm font-medium">
            <Trans>Take from</Trans>
          </label>
          <NativeSelect
            id={layerId}
            name="layer"
            value={state.layer}
            disabled={!takesFromLayer}
            onChange={(event) => dispatch({ type: 'layer', layer: event.target.value })}
          >
            {layers.map((layer) => (
              <option key={layer.id} value={layer.id}>
                {layer.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {state.tool === 'brush' || state.tool === 'eraser' ? (
          <>
            <RangeField
              label={t`Brush size`}
              name="size"
              value={size}
              min={2}
              max={maxSize}
              valueText={t`${size} px`}
              onChange={(value) => dispatch({ type: 'size', size: value })}
            />
            <div role="group" aria-label={t`Edge`} className="flex gap-2">
              <PressedButton
                pressed={state.edge === 'soft'}
                onClick={() => dispatch({ type: 'edge', edge: 'soft' })}
              >
                <Trans>Soft edge</Trans>
              </PressedButton>
              <PressedButton
                pressed={state.edge === 'hard'}
                onClick={() => dispatch({ type: 'edge', edge: 'hard' })}
              >
                <Trans>Hard edge</Trans>
              </PressedButton>
            </div>
          </>
        ) : null}
        {state.tool === 'colour' ? (
          <RangeField
            label={t`Tolerance`}
            name="tolerance"
            value={tolerance}
            min={0}
            max={100}
            valueText={t`${tolerance} %`}
            onChange={(value) => dispatch({ type: 'tolerance', tolerance: value })}
          />
        ) : null}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-disabled={!canUndo(state.history)}
          aria-keyshortcuts="Control+Z Meta+Z"
          onClick={() => dispatch({ type: 'undo' })}
        >
          <Undo2Icon aria-hidden="true" />
          <Trans>Undo</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-disabled={!canRedo(state.history)}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          onClick={() => dispatch({ type: 'redo' })}
        >
          <Redo2Icon aria-hidden="true" />
          <Trans>Redo</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-disabled={state.history.operations.length === 0}
          onClick={() => dispatch({ type: 'clear' })}
        >
          <Trash2Icon aria-hidden="true" />
          <Trans>Clear</Trans>
        </Button>
        <span className="mx-1 hidden w-px self-stretch bg-border sm:block" aria-hidden="true" />
        <PressedButton
          pressed={state.overlay}
          onClick={() => dispatch({ type: 'overlay', on: !state.overlay })}
        >
          <Trans>Show painted area</Trans>
        </PressedButton>
        <PressedButton
          pressed={state.before}
          onClick={() => dispatch({ type: 'before', on: !state.before })}
        >
          <Trans>Before</Trans>
        </PressedButton>
      </div>
    </div>
  );
}
