import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import type { ComparedItem, ItemStatus } from '@/features/project-file/model/compare-work';
import { changesDevice } from '@/features/project-file/model/compare-work';
import type { OpenedProjectFile } from '@/features/project-file/model/open-project-file';
import {
  partLabel,
  statusLabel,
  statusMeaning,
} from '@/features/project-file/model/project-file-texts';

const BADGES: Record<ItemStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  new: 'default',
  newer: 'default',
  same: 'outline',
  older: 'secondary',
  missing: 'destructive',
};

function ItemRow({ compared }: { compared: ComparedItem }) {
  const { i18n, t } = useLingui();
  const { item, status, missingDesigns } = compared;
  const missing = missingDesigns.length;
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium break-words">
          {partLabel(i18n, item.part)}
          {item.title ? <span className="font-normal">{` · ${item.title}`}</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">{statusMeaning(i18n, status)}</p>
        {missing > 0 && status !== 'missing' ? (
          <p className="text-sm text-muted-foreground">
            {t`${plural(missing, {
              one: 'One of its designs is not among your designs: it is not shown.',
              other: '# of its designs are not among your designs: they are not shown.',
            })}`}
          </p>
        ) : null}
      </div>
      <Badge variant={BADGES[status]}>{statusLabel(i18n, status)}</Badge>
    </li>
  );
}

/**
 * What a checked file holds and what applying it would do, item by item. `projectRef`: the
 * project page it is opened on, if any (a file of another project says so).
 */
export function ProjectFilePreview({
  opened,
  projectRef,
}: {
  opened: OpenedProjectFile;
  projectRef?: string;
}) {
  const { manifest, compared } = opened;
  const project = manifest.project.name;
  const when = formatDateTime(manifest.exportedAt);
  const who = manifest.exportedBy.name ?? manifest.exportedBy.email ?? '';
  const version = manifest.appVersion;
  const changes = compared.filter(({ status }) => changesDevice(status)).length;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">
          <Trans>Project</Trans>
        </dt>
        <dd className="font-medium break-words">{project}</dd>
        <dt className="text-muted-foreground">
          <Trans>Exported</Trans>
        </dt>
        <dd>
          {who ? (
            <Trans>
              {when} by {who}
            </Trans>
          ) : (
            when
          )}
        </dd>
        <dt className="text-muted-foreground">
          <Trans>App version</Trans>
        </dt>
        <dd>{version}</dd>
      </dl>
      {projectRef !== undefined && projectRef !== manifest.project.ref ? (
        <p className="rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
          <Trans>
            This file is of another project, {project}: applying it changes that project, not this
            one.
          </Trans>
        </p>
      ) : null}
      {compared.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>This file holds no work of the project.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={project}>
          {compared.map((item) => (
            <ItemRow key={`${item.item.part}:${item.item.id}`} compared={item} />
          ))}
        </ul>
      )}
      <p className="text-sm">
        {changes === 0 ? (
          <Trans>This device already has everything in this file: nothing to change.</Trans>
        ) : (
          <Trans>Nothing changes on this device until you press Apply.</Trans>
        )}
      </p>
    </div>
  );
}
