import { Trans } from '@lingui/react/macro';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { LoadWorkParts } from '@/lib/project-work/project-work';
import { ExportProjectButton } from '@/features/project-file/export/export-project-button';
import { OpenProjectFileButton } from '@/features/project-file/open/open-project-file-button';

/**
 * The project page's way to take its work to another device: 'Export project' and 'Open a
 * project file'.
 */
export function ProjectFileCard({
  loadParts,
  project,
}: {
  loadParts: LoadWorkParts;
  project: { ref: string; name: string };
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Project file</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The plan, prices, edited designs and signed proposals of this project live on this
            device. Export them in one file to open on another device, or open a file exported on
            another device.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <ExportProjectButton loadParts={loadParts} project={project} />
        <OpenProjectFileButton loadParts={loadParts} projectRef={project.ref} />
      </CardContent>
    </Card>
  );
}
