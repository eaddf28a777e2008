import type { EditOperation } from '@/entities/generation/edits/edit-operations';

/**
 * Undo and redo of an edit: the operations in force (`operations`, oldest first) and those
 * undone (`undone`, the most recently undone last), which redo brings back. Never changed in
 * place: each step returns a new history.
 */
export type EditHistory = {
  operations: readonly EditOperation[];
  undone: readonly EditOperation[];
};

/** The history of a new edit: nothing done, nothing to redo. */
export const EMPTY_HISTORY: EditHistory = { operations: [], undone: [] };

/** The history of an edit opened again: its operations, nothing to redo. */
export function historyFrom(operations: readonly EditOperation[]): EditHistory {
  return { operations, undone: [] };
}

/** The history with `op` done last; what was undone can no longer be redone. */
export function pushOperation(h: EditHistory, op: EditOperation): EditHistory {
  return { operations: [...h.operations, op], undone: [] };
}

/** The history with its last operation undone (the same history when there is none). */
export function undo(h: EditHistory): EditHistory {
  const last = h.operations.at(-1);
  return last ? { operations: h.operations.slice(0, -1), undone: [...h.undone, last] } : h;
}

/** The history with the last undone operation done again (the same history when there is none). */
export function redo(h: EditHistory): EditHistory {
  const next = h.undone.at(-1);
  return next ? { operations: [...h.operations, next], undone: h.undone.slice(0, -1) } : h;
}

/** Whether there is an operation to undo. */
export function canUndo(h: EditHistory): boolean {
  return h.operations.length > 0;
}

/** Whether there is an undone operation to redo. */
export function canRedo(h: EditHistory): boolean {
  return h.undone.length > 0;
}
