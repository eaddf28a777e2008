import { useEffect, useEffectEvent } from 'react';

import type { EditorAction } from '@/features/keep-and-mix/editor/editor-state';

/** Whether the key press belongs to a field that edits text (its own undo). */
function inTextField(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && !['range', 'checkbox', 'radio'].includes(target.type)))
  );
}

/** Ctrl+Z (⌘Z) undoes, Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y redo, anywhere on the editor's page. */
export function useEditShortcuts(dispatch: (action: EditorAction) => void) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return;
    if (inTextField(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z') {
      event.preventDefault();
      dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    } else if (key === 'y' && !event.shiftKey) {
      event.preventDefault();
      dispatch({ type: 'redo' });
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
