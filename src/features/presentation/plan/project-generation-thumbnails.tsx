import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PresentationIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { projectPresentPath } from '@/config/paths';
import { useProjectGenerations } from '@/entities/generation/api/get-project-generations';
import { GenerationThumbnail } from '@/entities/generation/components/generation-thumbnail';
import { usePresentationPlan } from '@/features/presentation/plan/use-presentation-plan';
import { designLabel } from '@/entities/generation/model/design-label';
import { presentationCardPath } from '@/features/presentation/plan/presentation-card';
import { isPresentable, plannedDesigns } from '@/features/presentation/plan/presentation-plan';
import { timeOf } from '@/lib/format';

/** How many thumbnails a project shows before '+N'. */
const SHOWN_THUMBNAILS = 4;

/**
 * A project's designs as a row of small thumbnails (newest first, a few, then '+N'), and the
 * way to show them to the customer: 'Present' once designs are chosen for the presentation,
 * else 'Choose designs to present' (the project page's Presentation card) when some are finished.
 * `describedBy` names the project for the links (their own words are the same for every project).
 */
export function ProjectGenerationThumbnails({
  customerRef,
  projectRef,
  projectName,
  describedBy,
}: {
  customerRef: string;
  projectRef: string;
  projectName: string;
  describedBy?: string;
}) {
  const { i18n, t } = useLingui();
  const designs = useProjectGenerations(customerRef, projectRef);
  const { plan } = usePresentationPlan(projectRef);

  if (designs.isPending) {
    // Not a live status: a customer with ten projects would hear it ten times.
    return (
      <p className="text-xs text-muted-foreground">
        <Trans>Loading designs...</Trans>
      </p>
    );
  }
  if (designs.isError) {
    return (
      <p className="text-xs text-muted-foreground">
        <Trans>The designs could not be loaded.</Trans>
      </p>
    );
  }
  if (designs.data.length === 0) {
    return (
      <p className="text-xs text-muted-foreground">
        <Trans>No designs yet</Trans>
      </p>
    );
  }

  const newest = [...designs.data].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));
  const shown = newest.slice(0, SHOWN_THUMBNAILS);
  const more = newest.length - shown.length;
  const chosen = plannedDesigns(plan, designs.data).length;
  const presentable = designs.data.some(isPresentable);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <ul aria-label={t`Designs of ${projectName}`} className="flex flex-wrap items-center gap-2">
        {shown.map((design) => (
          <li key={design.ref}>
            <GenerationThumbnail
              src={design.finalImageUrl ?? design.sourceImages[0]}
              alt={designLabel(design, i18n)}
            />
          </li>
        ))}
        {more > 0 ? (
          <li className="flex h-12 min-w-12 items-center justify-center rounded-md border px-2 text-sm text-muted-foreground">
            <span aria-hidden="true">+{more}</span>
            <span className="sr-only">
              <Plural value={more} one="and # more design" other="and # more designs" />
            </span>
          </li>
        ) : null}
      </ul>
      {chosen > 0 ? (
        <Button asChild size="sm">
          <Link to={projectPresentPath(projectRef)} aria-describedby={describedBy}>
            <PresentationIcon aria-hidden="true" />
            <Trans>Present</Trans>
          </Link>
        </Button>
      ) : presentable ? (
        <Button asChild size="sm" variant="outline">
          <Link to={presentationCardPath(projectRef)} aria-describedby={describedBy}>
            <PresentationIcon aria-hidden="true" />
            <Trans>Choose designs to present</Trans>
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
