import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2Icon } from 'lucide-react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteProject } from '@/features/projects/api/delete-project';

const DELETE_PROJECT_QUESTION = msg`Are you sure you want to delete this project? This action cannot be undone.`;
const DELETE_PROJECT_FAILED = msg`Failed to delete project`;

/**
 * Delete, behind the spec's question (spec §5) in an accessible dialog instead of the browser's
 * confirm; a failure says 'Failed to delete project' (§8) inside it.
 */
export function DeleteProjectDialog({ projectRef, name }: { projectRef: string; name: string }) {
  const { t } = useLingui();
  const deletion = useDeleteProject();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          <Trans>
            Delete <span className="sr-only">{name}</span>
          </Trans>
        </Button>
      }
      title={t`Delete ${name}?`}
      description={t(DELETE_PROJECT_QUESTION)}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      onConfirm={async () => {
        try {
          await deletion.mutateAsync(projectRef);
        } catch (cause) {
          throw new Error(t(DELETE_PROJECT_FAILED), { cause });
        }
        toast.success(t`Project deleted`, { description: name });
      }}
    />
  );
}
