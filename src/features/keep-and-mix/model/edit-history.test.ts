// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { EditOperation } from '@/entities/generation/edits/edit-operations';
import {
  canRedo,
  canUndo,
  EMPTY_HISTORY,
  historyFrom,
  pushOperation,
  redo,
  undo,
} from '@/features/keep-and-mix/model/edit-history';

const tap = (x: number): EditOperation => ({
  kind: 'colour',
  mode: 'paint',
  layer: 'original',
  x,
  y: 0,
  tolerance: 10,
});
const [a, b, c] = [tap(1), tap(2), tap(3)];

describe('undo and redo of an edit', () => {
  it('has nothing to undo or redo at first', () => {
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
    expect(canRedo(EMPTY_HISTORY)).toBe(false);
    expect(undo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
    expect(redo(EMPTY_HISTORY)).toBe(EMPTY_HISTORY);
  });

  it('undoes the last steps and redoes them in order', () => {
    const done = pushOperation(pushOperation(pushOperation(EMPTY_HISTORY, a), b), c);
    expect(done.operations).toEqual([a, b, c]);
    const twice = undo(undo(done));
    expect(twice).toEqual({ operations: [a], undone: [c, b] });
    expect([canUndo(twice), canRedo(twice)]).toEqual([true, true]);
    const once = redo(twice);
    expect(once).toEqual({ operations: [a, b], undone: [c] });
    expect(redo(once)).toEqual({ operations: [a, b, c], undone: [] });
    expect(undo(undo(undo(done)))).toEqual({ operations: [], undone: [c, b, a] });
  });

  it('forgets what was undone when a new step is done', () => {
    const undone = undo(pushOperation(pushOperation(EMPTY_HISTORY, a), b));
    const next = pushOperation(undone, c);
    expect(next).toEqual({ operations: [a, c], undone: [] });
    expect(canRedo(next)).toBe(false);
  });

  it('never changes a history in place', () => {
    const start = historyFrom([a, b]);
    const snapshot = structuredClone(start);
    undo(start);
    pushOperation(start, c);
    redo(undo(start));
    expect(start).toEqual(snapshot);
    expect(EMPTY_HISTORY).toEqual({ operations: [], undone: [] });
  });

  it('opens an edit again with its steps to undo', () => {
    const opened = historyFrom([a, b]);
    expect([canUndo(opened), canRedo(opened)]).toEqual([true, false]);
    expect(undo(opened).operations).toEqual([a]);
  });
});
