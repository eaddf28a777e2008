import { useRef, type ReactNode } from 'react';

import { PROJECT_FILE_TYPE } from '@/features/project-file/model/project-file-format';
import { OpenProjectFileDialog } from '@/features/project-file/open/open-project-file-dialog';
import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { useOpenProjectFile } from '@/features/project-file/open/use-open-project-file';

/** The file input's name. */
export const PROJECT_FILE_INPUT_NAME = 'projectFile';

/**
 * A project file's way in: `choose()` opens the file chooser, `openFile(file)` takes a file
 * (dropped), and `element` is the hidden input and the dialog that shows the file's check.
 */
export function useProjectFileOpener(
  loadParts: LoadWorkParts,
  projectRef?: string,
): { choose: () => void; openFile: (file: File) => void; element: ReactNode } {
  const opening = useOpenProjectFile(loadParts);
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();
  const openFile = (file: File) => void opening.open(file);
  const element = (
    <>
      <input
        ref={input}
        type="file"
        name={PROJECT_FILE_INPUT_NAME}
        accept={`.zip,${PROJECT_FILE_TYPE}`}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again reads it again.
          event.target.value = '';
          if (file) openFile(file);
        }}
      />
      <OpenProjectFileDialog
        state={opening.state}
        projectRef={projectRef}
        onApply={() => void opening.apply()}
        onClose={opening.close}
        onChooseAnother={choose}
      />
    </>
  );
  return { choose, openFile, element };
}
