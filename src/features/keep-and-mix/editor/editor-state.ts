import type { EditOperation, LayerId } from '@/entities/generation/edits/edit-operations';
import type { PicturePoint } from '@/features/keep-and-mix/editor/edit-pointer';
import {
  canRedo,
  canUndo,
  historyFrom,
  pushOperation,
  redo,
  undo,
  type EditHistory,
} from '@/features/keep-and-mix/model/edit-history';

/**
 * The editor's state without React: the tool and its settings, the layer the tools take from,
 * what is shown, and what was drawn (with its history). Drawing becomes operations here.
 */

export type Tool = 'brush' | 'eraser' | 'lasso' | 'colour';

export type EditorState = {
  tool: Tool;
  /** The layer brush, lasso and colour select take from. */
  layer: LayerId;
  /** The brush's and eraser's width, in the result's pixels. */
  size: number;
  edge: 'hard' | 'soft';
  /** The colour select's tolerance, 0-100. */
  tolerance: number;
  /** The painted area shown tinted. */
  overlay: boolean;
  /** The design's result shown instead of the edit ('Before'). */
  before: boolean;
  history: EditHistory;
  /** The operations as last saved (the edit has unsaved changes while they differ). */
  saved: readonly EditOperation[];
};

export type EditorAction =
  | { type: 'tool'; tool: Tool }
  | { type: 'layer'; layer: LayerId }
  | { type: 'size'; size: number }
  | { type: 'edge'; edge: 'hard' | 'soft' }
  | { type: 'tolerance'; tolerance: number }
  | { type: 'overlay'; on: boolean }
  | { type: 'before'; on: boolean }
  | { type: 'add'; operation: EditOperation }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'clear' }
  | { type: 'saved'; operations: readonly EditOperation[] };

export const DEFAULT_TOLERANCE = 20;

/** The brush's width when the editor opens: a fortieth of the picture's longer side. */
export function defaultBrushSize(width: number, height: number) {
  return Math.max(4, Math.round(Math.max(width, height) / 40));
}

/** The widest brush: a fifth of the picture's longer side. */
export function maxBrushSize(width: number, height: number) {
  return Math.max(8, Math.round(Math.max(width, height) / 5));
}

export function initialEditorState(
  layer: LayerId,
  size: number,
  operations: readonly EditOperation[],
): EditorState {
  return {
    tool: 'brush',
    layer,
    size,
    edge: 'soft',
    tolerance: DEFAULT_TOLERANCE,
    overlay: true,
    before: false,
    history: historyFrom(operations),
    saved: operations,
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'tool':
      return { ...state, tool: action.tool, before: false };
    case 'layer':
      return { ...state, layer: action.layer };
    case 'size':
      return { ...state, size: action.size };
    case 'edge':
      return { ...state, edge: action.edge };
    case 'tolerance':
      return { ...state, tolerance: action.tolerance };
    case 'overlay':
      return { ...state, overlay: action.on };
    case 'before':
      return { ...state, before: action.on };
    case 'add':
      return { ...state, before: false, history: pushOperation(state.history, action.operation) };
    case 'undo':
      return canUndo(state.history) ? { ...state, history: undo(state.history) } : state;
    case 'redo':
      return canRedo(state.history) ? { ...state, history: redo(state.history) } : state;
    case 'clear':
      return state.history.operations.length === 0
        ? state
        : { ...state, history: pushOperation(state.history, { kind: 'clear' }) };
    case 'saved':
      return { ...state, saved: action.operations };
  }
}

/** Whether the edit differs from what was last saved. */
export function hasUnsavedChanges(state: EditorState) {
  const { operations } = state.history;
  return (
    operations.length !== state.saved.length ||
    operations.some((operation, index) => operation !== state.saved[index])
  );
}

/** What a path drawn with the current tool adds to the edit (none: too short to mean anything). */
export function operationForPath(
  state: Pick<EditorState, 'tool' | 'layer' | 'size' | 'edge' | 'tolerance'>,
  points: readonly PicturePoint[],
): EditOperation | undefined {
  const first = points.at(0);
  if (!first) return undefined;
  const round = (value: number) => Math.round(value * 10) / 10;
  switch (state.tool) {
    case 'brush':
    case 'eraser':
      return {
        kind: 'stroke',
        mode: state.tool === 'brush' ? 'paint' : 'erase',
        layer: state.layer,
        size: state.size,
        edge: state.edge,
        points: points.map(({ x, y, pressure }) => [round(x), round(y), round(pressure)]),
      };
    case 'lasso':
      return points.length < 3
        ? undefined
        : {
            kind: 'lasso',
            mode: 'paint',
            layer: state.layer,
            points: points.map(({ x, y }) => [round(x), round(y)]),
          };
    case 'colour':
      return {
        kind: 'colour',
        mode: 'paint',
        layer: state.layer,
        x: Math.floor(first.x),
        y: Math.floor(first.y),
        tolerance: state.tolerance,
      };
  }
}
