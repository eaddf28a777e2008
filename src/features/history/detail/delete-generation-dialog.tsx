import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2Icon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PRODUCT_NAME } from '@/config/product';
import { useDeleteGeneration } from '@/entities/generation/api/delete-generation';
import { errorMessageFromBody } from '@/lib/api/api-client';

const DELETE_FAILED_MESSAGE = msg`Failed to delete generation`;

/** 'Delete Generation' behind the confirmation of spec §2; success goes back to the list. */
export function DeleteGenerationDialog({ generationRef }: { generationRef: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const deletion = useDeleteGeneration();
  const product = PRODUCT_NAME;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" className="w-full">
          <Trash2Icon aria-hidden="true" />
          <Trans>Delete Generation</Trans>
        </Button>
      }
      title={t`Are you sure?`}
      description={t`This action cannot be undone. This will permanently delete the ${product} generation and all associated data.`}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting...`}
      onConfirm={async () => {
        try {
          await deletion.mutateAsync(generationRef);
        } catch (cause) {
          throw new Error(errorMessageFromBody(cause) ?? t(DELETE_FAILED_MESSAGE), { cause });
        }
        void navigate(paths.app.generations);
      }}
    />
  );
}
