import { Trans } from '@lingui/react/macro';
import { FolderOpenIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { useProjectFileOpener } from '@/features/project-file/open/use-project-file-opener';

/** 'Open a project file': chooses a file, checks it and shows what it would change. */
export function OpenProjectFileButton({
  loadParts,
  projectRef,
}: {
  loadParts: LoadWorkParts;
  /** The project page it is on, if any. */
  projectRef?: string;
}) {
  const opener = useProjectFileOpener(loadParts, projectRef);
  return (
    <>
      <Button type="button" variant="outline" onClick={opener.choose}>
        <FolderOpenIcon aria-hidden="true" />
        <Trans>Open a project file</Trans>
      </Button>
      {opener.element}
    </>
  );
}
