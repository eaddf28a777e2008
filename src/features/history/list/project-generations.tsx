import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { RelatedListCard } from '@/components/detail/related-list-card';
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
  const sorted = useMemo(
    () =>
      generations.data &&
      [...generations.data].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt)),
    [generations.data],
  );

  return (
    <RelatedListCard
      title={<Trans>Designs</Trans>}
      addTo={paths.app.generate}
      addState={createDesignState}
      addLabel={<Trans>Create a design</Trans>}
      query={generations}
      items={sorted}
      loadingText={<Trans>Loading designs...</Trans>}
      errorMessage={t`The designs could not be loaded.`}
      emptyText={<Trans>No designs for this project yet.</Trans>}
    >
      {(items) => (
        <ul
          aria-label={t`Designs of this project`}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {items.map((generation) => (
            <li key={generation.ref}>
              <GenerationTile generation={generation} />
            </li>
          ))}
        </ul>
      )}
    </RelatedListCard>
  );
}
