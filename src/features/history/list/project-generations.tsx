import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { ListError } from '@/components/list/list-status';
import { QueryPending } from '@/components/query-pending';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { generationDetailPath, paths } from '@/config/paths';
import { useProjectGenerations } from '@/entities/generation/api/get-project-generations';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { GenerationStatusBadge } from '@/entities/generation/components/generation-status-badge';
import { styleNameText } from '@/entities/generation/model/style-texts';
import { timeOf, formatDate } from '@/lib/format';

function GenerationTile({ generation }: { generation: Generation }) {
  const { i18n, t } = useLingui();
  const styleName = generation.style?.name;
  const name = styleName === undefined ? t`Untitled design` : styleNameText(i18n, styleName);
  const image = generation.finalImageUrl ?? generation.sourceImages[0];
  return (
    <Link
      to={generationDetailPath(generation.ref)}
      className="flex h-full flex-col overflow-hidden rounded-lg border outline-none hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/60"
    >
      {image ? (
        <img
          src={image}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-muted object-cover"
        />
      ) : (
        <span aria-hidden="true" className="aspect-[4/3] w-full bg-muted" />
      )}
      <span className="flex flex-1 flex-col gap-1 p-2 text-sm">
        <span className="font-medium break-words">{name}</span>
        <span className="mt-auto flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <GenerationStatusBadge generation={generation} tone="list" />
          {formatDate(generation.createdAt)}
        </span>
      </span>
    </Link>
  );
}

/**
 * A project's designs (GET /api/{org}/customers/{customerRef}/projects/{projectRef}/
 * yard-vision-generation), newest first, each a thumbnail linking to the design.
 */
export function ProjectGenerations({
  customerRef,
  projectRef,
  createDesignState,
}: {
  customerRef: string;
  projectRef: string;
  /** The navigation state that opens the wizard for this project (the wizard's contract). */
  createDesignState: unknown;
}) {
  const { t } = useLingui();
  const generations = useProjectGenerations(customerRef, projectRef);

  let content;
  if (generations.isPending) {
    content = (
      <QueryPending paused={generations.isPaused}>
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Loading designs...</Trans>
        </p>
      </QueryPending>
    );
  } else if (generations.isError) {
    content = (
      <ListError
        message={t`The designs could not be loaded.`}
        onRetry={() => void generations.refetch()}
        retrying={generations.isFetching}
      />
    );
  } else if (generations.data.length === 0) {
    content = (
      <p className="text-sm text-muted-foreground">
        <Trans>No designs for this project yet.</Trans>
      </p>
    );
  } else {
    const sorted = [...generations.data].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
    content = (
      <ul aria-label={t`Designs of this project`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sorted.map((generation) => (
          <li key={generation.ref}>
            <GenerationTile generation={generation} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <Trans>Designs</Trans>
        </CardTitle>
        <Button asChild size="sm" variant="outline">
          <Link to={paths.app.generate} state={createDesignState}>
            <PlusIcon aria-hidden="true" />
            <Trans>Create a design</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
