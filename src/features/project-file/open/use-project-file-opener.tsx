import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { PROJECT_FILE_TYPE } from '@/features/project-file/model/project-file-format';

/** The file input's name. */
export const PROJECT_FILE_INPUT_NAME = 'projectFile';

const ProjectFileOpening = lazy(() =>
  import('@/features/project-file/open/project-file-opening').then((module) => ({
    default: module.ProjectFileOpening,
  })),
);

/**
 * A project file's way in: `choose()` opens the file chooser, `openFile(file)` takes a file
 * (dropped), and `element` is the hidden input and, once a file is in, the dialog that shows
 * its check (its code loaded then).
 */
export function useProjectFileOpener(
  loadParts: LoadWorkParts,
  projectRef?: string,
): { choose: () => void; openFile: (file: File) => void; element: ReactNode } {
  const input = useRef<HTMLInputElement>(null);
  // One dialog while files come one after the other ('Choose another file'); each is read,
  // the same file chosen twice too (`attempt`).
  const [opened, setOpened] = useState<{ file: File; attempt: number }>();
  const choose = () => input.current?.click();
  const openFile = (file: File) =>
    setOpened((last) => ({ file, attempt: (last?.attempt ?? 0) + 1 }));
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
      {opened ? (
        <Suspense fallback={null}>
          <ProjectFileOpening
            file={opened.file}
            attempt={opened.attempt}
            loadParts={loadParts}
            projectRef={projectRef}
            onChooseAnother={choose}
            onClose={() => setOpened(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
  return { choose, openFile, element };
}
