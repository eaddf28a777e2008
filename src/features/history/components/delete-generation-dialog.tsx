import { Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDeleteGeneration } from '@/entities/generation/api/delete-generation';
import { errorMessageFromBody } from '@/lib/api/api-client';

export const DELETE_FAILED_MESSAGE = 'Failed to delete generation';

/** 'Delete Generation' behind the confirmation of spec §2; success goes back to the list. */
export function DeleteGenerationDialog({ generationRef }: { generationRef: string }) {
  const navigate = useNavigate();
  const deletion = useDeleteGeneration();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className="w-full">
          <Trash2Icon aria-hidden="true" />
          Delete Generation
        </Button>
      }
      title="Are you sure?"
      description="This action cannot be undone. This will permanently delete the YardVision generation and all associated data."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={async () => {
        try {
          await deletion.mutateAsync(generationRef);
        } catch (cause) {
          throw new Error(errorMessageFromBody(cause) ?? DELETE_FAILED_MESSAGE, { cause });
        }
        void navigate(paths.app.generations);
      }}
    />
  );
}
