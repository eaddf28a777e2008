import { Trans, useLingui } from '@lingui/react/macro';
import { ColumnsIcon, DownloadIcon, LayersIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { compareGenerationsPath, generationEditPath } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { editedDesignName } from '@/entities/generation/edits/edited-design-name';
import { editedRef } from '@/entities/generation/edits/edited-designs';
import { useDesignEdit, useDesignEditChanges } from '@/entities/generation/edits/use-design-edits';
import { editPictureUrl } from '@/entities/generation/edits/edit-picture-url';
import { saveEditPicture } from '@/entities/generation/edits/save-edit-picture';

/**
 * 'Keep and mix' on a design's page: the way into the editor and, once the design has been
 * edited, the edit beside it ('<design name>, edited'), to open again, download or delete.
 */
export function DesignEditCard({ generation }: { generation: Generation }) {
  const { i18n, t } = useLingui();
  const edit = useDesignEdit(generation.ref);
  const changes = useDesignEditChanges();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const name = editedDesignName(generation, i18n);
  const stored = edit.data;
  const pictureUrl = stored ? editPictureUrl(stored) : undefined;

  async function download() {
    if (!stored) return;
    setDownloadFailed(false);
    try {
      saveEditPicture(stored.picture, name, stored.updatedAt);
      await changes.markDownloaded.mutateAsync(generation.ref);
    } catch {
      setDownloadFailed(true);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{stored ? name : <Trans>Keep and mix</Trans>}</CardTitle>
        <CardDescription>
          {stored ? (
            <Trans>Edited in Keep and mix. The design itself stays as the AI made it.</Trans>
          ) : (
            <Trans>
              Keep what must stay from the original photo (the house, an old tree) and take each
              part from the design that got it right.
            </Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {stored && pictureUrl ? (
          <img
            src={pictureUrl}
            alt={name}
            width={stored.width}
            height={stored.height}
            className="h-auto w-full rounded-md border"
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link
            to={generationEditPath(generation.ref)}
            className={buttonVariants({ variant: stored ? 'outline' : 'default' })}
          >
            <LayersIcon aria-hidden="true" />
            {stored ? t`Change the edit` : t`Keep and mix`}
          </Link>
          {stored ? (
            <>
              <Link
                to={compareGenerationsPath([generation.ref, editedRef(generation.ref)])}
                className={buttonVariants({ variant: 'outline' })}
              >
                <ColumnsIcon aria-hidden="true" />
                <Trans>Compare with the design</Trans>
              </Link>
              <Button type="button" variant="outline" onClick={() => void download()}>
                <DownloadIcon aria-hidden="true" />
                <Trans>Download edit</Trans>
              </Button>
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline">
                    <Trash2Icon aria-hidden="true" />
                    <Trans>Delete edit</Trans>
                  </Button>
                }
                title={t`Delete the edit?`}
                description={t`"${name}" will be removed from this device. This cannot be undone; the design itself stays.`}
                confirmLabel={t`Delete edit`}
                busyLabel={t`Deleting...`}
                onConfirm={async () => {
                  await changes.remove.mutateAsync(generation.ref);
                }}
              />
            </>
          ) : null}
        </div>
        {downloadFailed ? (
          <p role="alert" className="text-sm text-destructive">
            <Trans>The edit could not be downloaded.</Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
