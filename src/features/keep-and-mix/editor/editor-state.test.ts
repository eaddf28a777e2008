// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ORIGINAL_LAYER, designLayerId } from '@/entities/generation/edits/edit-operations';
import {
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  operationForPath,
  type EditorState,
} from '@/features/keep-and-mix/editor/editor-state';

const VARIATION = designLayerId('design-2');
const PATH = [
  { x: 10.04, y: 20.06, pressure: 0.5 },
  { x: 30, y: 40, pressure: 0.8 },
  { x: 12, y: 60, pressure: 0.5 },
];

function drawn(state: EditorState, points = PATH) {
  const operation = operationForPath(state, points);
  if (!operation) throw new Error('Nothing drawn.');
  return editorReducer(state, { type: 'add', operation });
}

describe('the editor’s state', () => {
  it('turns a path into the tool’s operation, taking from the chosen layer', () => {
    let state = initialEditorState(ORIGINAL_LAYER, 40, []);
    expect(operationForPath(state, PATH)).toEqual({
      kind: 'stroke',
      mode: 'paint',
      layer: ORIGINAL_LAYER,
      size: 40,
      edge: 'soft',
      points: [
        [10, 20.1, 0.5],
        [30, 40, 0.8],
        [12, 60, 0.5],
      ],
    });
    state = editorReducer(state, { type: 'layer', layer: VARIATION });
    state = editorReducer(state, { type: 'tool', tool: 'lasso' });
    expect(operationForPath(state, PATH)).toEqual({
      kind: 'lasso',
      mode: 'paint',
      layer: VARIATION,
      points: [
        [10, 20.1],
        [30, 40],
        [12, 60],
      ],
    });
    // A lasso of two points closes no area.
    expect(operationForPath(state, PATH.slice(0, 2))).toBeUndefined();
    state = editorReducer(state, { type: 'tool', tool: 'colour' });
    state = editorReducer(state, { type: 'tolerance', tolerance: 35 });
    expect(operationForPath(state, PATH)).toEqual({
      kind: 'colour',
      mode: 'paint',
      layer: VARIATION,
      x: 10,
      y: 20,
      tolerance: 35,
    });
    state = editorReducer(state, { type: 'tool', tool: 'eraser' });
    state = editorReducer(state, { type: 'edge', edge: 'hard' });
    expect(operationForPath(state, PATH.slice(0, 1))).toMatchObject({
      kind: 'stroke',
      mode: 'erase',
      edge: 'hard',
      points: [[10, 20.1, 0.5]],
    });
  });

  it('undoes, redoes and clears, and knows when the edit differs from the one saved', () => {
    let state = initialEditorState(ORIGINAL_LAYER, 40, []);
    expect(hasUnsavedChanges(state)).toBe(false);
    state = drawn(state);
    state = drawn(state, PATH.slice(1));
    expect(state.history.operations).toHaveLength(2);
    expect(hasUnsavedChanges(state)).toBe(true);

    state = editorReducer(state, { type: 'saved', operations: state.history.operations });
    expect(hasUnsavedChanges(state)).toBe(false);
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.operations).toHaveLength(1);
    expect(hasUnsavedChanges(state)).toBe(true);
    state = editorReducer(state, { type: 'redo' });
    expect(state.history.operations).toHaveLength(2);
    expect(hasUnsavedChanges(state)).toBe(false);

    state = editorReducer(state, { type: 'clear' });
    expect(state.history.operations.at(-1)).toEqual({ kind: 'clear' });
    state = editorReducer(state, { type: 'undo' });
    expect(state.history.operations).toHaveLength(2);
    // A new stroke after an undo drops what could be redone.
    state = editorReducer(state, { type: 'undo' });
    state = drawn(state);
    expect(editorReducer(state, { type: 'redo' })).toBe(state);
  });

  it('opens an edit saved before where it was left, with nothing unsaved', () => {
    const saved = [{ kind: 'clear' as const }];
    const state = initialEditorState(ORIGINAL_LAYER, 40, saved);
    expect(state.history.operations).toEqual(saved);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(editorReducer(state, { type: 'undo' }).history.operations).toEqual([]);
  });

  it('shows the edit again when drawing while "Before" is on', () => {
    let state = editorReducer(initialEditorState(ORIGINAL_LAYER, 40, []), {
      type: 'before',
      on: true,
    });
    state = drawn(state);
    expect(state.before).toBe(false);
  });
});
