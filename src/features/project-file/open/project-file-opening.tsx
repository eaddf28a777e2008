import { useEffect } from 'react';

import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { OpenProjectFileDialog } from '@/features/project-file/open/open-project-file-dialog';
import { useOpenProjectFile } from '@/features/project-file/open/use-open-project-file';

export type ProjectFileOpeningProps = {
  /** The file chosen or dropped, read and checked as it comes; `attempt` counts the files. */
  file: File;
  attempt: number;
  loadParts: LoadWorkParts;
  projectRef?: string;
  onChooseAnother: () => void;
  onClose: () => void;
};

/**
 * One file being opened: its check, what it would change, applying it. Loaded apart, when a
 * file is chosen or dropped (the buttons and the drop need none of it before).
 */
export function ProjectFileOpening({
  file,
  attempt,
  loadParts,
  projectRef,
  onChooseAnother,
  onClose,
}: ProjectFileOpeningProps) {
  const opening = useOpenProjectFile(loadParts);
  const { open } = opening;
  useEffect(() => {
    void open(file);
    // `attempt`: the same file chosen again is read again.
  }, [open, file, attempt]);
  return (
    <OpenProjectFileDialog
      state={opening.state}
      projectRef={projectRef}
      onApply={() => void opening.apply()}
      onClose={() => {
        opening.close();
        onClose();
      }}
      onChooseAnother={onChooseAnother}
    />
  );
}
