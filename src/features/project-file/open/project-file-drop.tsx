import { useEffect, useRef } from 'react';

import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { useProjectFileOpener } from '@/features/project-file/open/use-project-file-opener';

function carriesFiles(event: DragEvent) {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/**
 * A file dropped anywhere on the app where no drop zone takes it (the wizard's photos, 'Open a
 * signed proposal' take their own) is opened as a project file: the browser would otherwise
 * leave the app to show it. Several files: the first.
 */
export function ProjectFileDrop({ loadParts }: { loadParts: LoadWorkParts }) {
  const opener = useProjectFileOpener(loadParts);
  const openFile = useRef(opener.openFile);
  useEffect(() => {
    openFile.current = opener.openFile;
  });
  useEffect(() => {
    const onDragOver = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      const file = event.dataTransfer?.files[0];
      if (file) openFile.current(file);
    };
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
  return opener.element;
}
