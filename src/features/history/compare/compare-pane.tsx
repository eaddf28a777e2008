import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  AlertTriangleIcon,
  ExternalLinkIcon,
  LayersIcon,
  LoaderCircleIcon,
  RotateCwIcon,
  SplitIcon,
  XIcon,
} from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { QueryPending } from '@/components/query-pending';
import { Button } from '@/components/ui/button';
import { generationDetailPath, generationEditPath } from '@/config/paths';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import type { Design } from '@/entities/generation/edits/edited-designs';
import { CompareSlider } from '@/components/picture/compare-slider';
import { GenerationStatusBadge } from '@/entities/generation/components/generation-status-badge';
import { ZoomViewport } from '@/components/picture/zoom-viewport';
import { designLabelParts } from '@/entities/generation/model/design-label';
import { isRunning } from '@/entities/generation/model/generation-status';
import type { ZoomSync } from '@/components/picture/zoom-sync';
import { ApiError } from '@/lib/api/api-client';
import { cn } from '@/lib/utils';

type ComparePaneProps = {
  generationRef: string;
  query: UseQueryResult<Generation>;
  /**
   * For an edit made in 'Keep and mix': the edit as a design (made from `query`'s design), or
   * null when this device holds no such edit. Left out for the API's own designs.
   */
  edited?: Design | null;
  /** The zoom and pan every pane shares. */
  sync: ZoomSync;
  /** Show the design's source photo instead of its result. */
  showBefore: boolean;
  /** This pane shows the before/after slider instead of the zoomable image. */
  slider: boolean;
  onSliderChange: (on: boolean) => void;
  /** Offered when the comparison keeps enough designs without this one (and always on errors). */
  canRemove: boolean;
  onRemove: () => void;
  /** The height of the picture's frame (the studio fits the panes to the screen). */
  frameClassName: string;
};

const MESSAGE =
  'flex flex-col items-center justify-center gap-3 rounded-md border border-dashed p-4 text-center text-sm';

/**
 * One design in the compare studio: its label (style, season, weather, time of day, effect),
 * its status, and its result in a zoom viewport that moves with the other panes'. A design
 * still being made, failed, without a result or that could not be loaded says so where its
 * picture would be.
 */
export function ComparePane({
  generationRef,
  query,
  edited,
  sync,
  showBefore,
  slider,
  onSliderChange,
  canRemove,
  onRemove,
  frameClassName,
}: ComparePaneProps) {
  const { t } = useLingui();
  const headingId = useId();
  const generation = edited === undefined ? query.data : (edited ?? undefined);
  // The address of a picture that failed to load (shown again on 'Try again').
  const [broken, setBroken] = useState<string | null>(null);

  if (edited === null && query.data) {
    return (
      <PaneFrame
        headingId={headingId}
        title={<PaneTitle id={headingId} text={t`Design not available`} />}
      >
        <div role="alert" className={cn(MESSAGE, frameClassName)}>
          <AlertTriangleIcon aria-hidden="true" className="size-6 text-destructive" />
          <p>
            <Trans>This edit is not on this device: it was deleted, or made on another one.</Trans>
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            <Trans>Remove from comparison</Trans>
          </Button>
        </div>
      </PaneFrame>
    );
  }

  if (!generation) {
    return (
      <PaneFrame
        headingId={headingId}
        title={
          <PaneTitle id={headingId} text={query.isError ? t`Design not available` : t`Design`} />
        }
      >
        {query.isError ? (
          <LoadError
            query={query}
            frameClassName={frameClassName}
            onRemove={onRemove}
            generationRef={generationRef}
          />
        ) : (
          <QueryPending paused={query.isPaused}>
            <div role="status" className={cn(MESSAGE, 'border-solid', frameClassName)}>
              <LoaderCircleIcon
                aria-hidden="true"
                className="size-6 text-muted-foreground motion-safe:animate-spin"
              />
              <Trans>Loading design...</Trans>
            </div>
          </QueryPending>
        )}
      </PaneFrame>
    );
  }

  const [styleName = t`Untitled design`, ...settings] = designLabelParts(generation);
  const label = [styleName, ...settings].join(' · ');
  const source = generation.sourceImages[0];
  const final = generation.finalImageUrl;
  const sliderPossible = Boolean(source && final);
  // An edit's page is its design's (where it is shown, opened again and downloaded).
  const designRef = edited?.edited?.baseRef ?? generation.ref;

  let picture: ReactNode;
  if (slider && source && final) {
    picture = (
      // The slider's own keys (arrows, Home, End) stay with it, not the phone carousel's.
      <div
        onKeyDown={keepKeysInSlider}
        className={cn('flex items-center overflow-auto', frameClassName)}
      >
        <CompareSlider
          className="max-h-full w-full"
          before={{ src: source, alt: t`Before: source photo of ${styleName}` }}
          after={{ src: final, alt: t`After: ${label}` }}
        />
      </div>
    );
  } else if (broken !== null && broken === (showBefore ? source : final)) {
    picture = (
      <div role="alert" className={cn(MESSAGE, frameClassName)}>
        <AlertTriangleIcon aria-hidden="true" className="size-6 text-destructive" />
        <p>
          <Trans>The picture could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => setBroken(null)}>
          <RotateCwIcon aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (showBefore && source) {
    picture = (
      <ZoomViewport
        src={source}
        alt={t`Before: source photo of ${styleName}`}
        label={t`Zoom before: ${label}`}
        sync={sync}
        controls={false}
        onImageError={() => setBroken(source)}
        className={cn('bg-muted', frameClassName)}
      />
    );
  } else if (showBefore) {
    picture = (
      <p className={cn(MESSAGE, frameClassName)}>
        <Trans>This design has no source photo to show.</Trans>
      </p>
    );
  } else if (final) {
    picture = (
      <ZoomViewport
        src={final}
        alt={label}
        label={t`Zoom ${label}`}
        sync={sync}
        controls={false}
        onImageError={() => setBroken(final)}
        className={cn('bg-muted', frameClassName)}
      />
    );
  } else {
    picture = <StatusMessage generation={generation} frameClassName={frameClassName} />;
  }

  return (
    <PaneFrame
      headingId={headingId}
      title={
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {styleName}
          </h2>
          {settings.length > 0 ? (
            <p className="text-sm text-muted-foreground">{settings.join(' · ')}</p>
          ) : null}
        </div>
      }
      badge={<GenerationStatusBadge generation={generation} tone="detail" />}
    >
      {picture}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={generationDetailPath(designRef)} aria-label={t`Open design: ${label}`}>
            <ExternalLinkIcon aria-hidden="true" />
            <Trans>Open design</Trans>
          </Link>
        </Button>
        {final ? (
          <Button asChild variant="outline" size="sm">
            <Link to={generationEditPath(designRef)} aria-label={t`Keep and mix: ${label}`}>
              <LayersIcon aria-hidden="true" />
              <Trans>Keep and mix</Trans>
            </Link>
          </Button>
        ) : null}
        {sliderPossible ? (
          <Button
            type="button"
            variant={slider ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={slider}
            onClick={() => onSliderChange(!slider)}
            aria-label={t`Before/after slider: ${label}`}
          >
            <SplitIcon aria-hidden="true" />
            <Trans>Before/after slider</Trans>
          </Button>
        ) : null}
        {canRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="ml-auto size-8"
            onClick={onRemove}
            aria-label={t`Remove from comparison: ${label}`}
            title={t`Remove from comparison`}
          >
            <XIcon aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </PaneFrame>
  );
}

function keepKeysInSlider(event: KeyboardEvent<HTMLDivElement>) {
  if (event.target instanceof HTMLInputElement) event.stopPropagation();
}

function PaneFrame({
  headingId,
  title,
  badge,
  children,
}: {
  headingId: string;
  title: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      data-slot="compare-pane"
      className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-3 text-card-foreground"
    >
      <div className="flex items-start justify-between gap-2">
        {title}
        {badge}
      </div>
      {children}
    </section>
  );
}

function PaneTitle({ id, text }: { id: string; text: string }) {
  return (
    <h2 id={id} className="text-base font-semibold">
      {text}
    </h2>
  );
}

/** Where the picture would be while the design has none: still being made, failed, or empty. */
function StatusMessage({
  generation,
  frameClassName,
}: {
  generation: Generation;
  frameClassName: string;
}) {
  if (isRunning(generation.currentStep)) {
    return (
      <p role="status" className={cn(MESSAGE, frameClassName)}>
        <LoaderCircleIcon
          aria-hidden="true"
          className="size-6 text-muted-foreground motion-safe:animate-spin"
        />
        <Trans>This design is still being made. It appears here by itself when it is ready.</Trans>
      </p>
    );
  }
  if (generation.failureReason || generation.currentStep === 'failed') {
    return (
      <div className={cn(MESSAGE, 'border-destructive/40 bg-destructive/5', frameClassName)}>
        <AlertTriangleIcon aria-hidden="true" className="size-6 text-destructive" />
        <p className="font-medium">
          <Trans>This design could not be generated.</Trans>
        </p>
        {generation.failureReason ? (
          <p className="break-words">{generation.failureReason}</p>
        ) : null}
      </div>
    );
  }
  return (
    <p className={cn(MESSAGE, frameClassName)}>
      <Trans>This design has no result image yet.</Trans>
    </p>
  );
}

/** A design that could not be loaded: what happened, 'Try again' and the way out. */
function LoadError({
  query,
  frameClassName,
  onRemove,
  generationRef,
}: {
  query: UseQueryResult<Generation>;
  frameClassName: string;
  onRemove: () => void;
  generationRef: string;
}) {
  const { t } = useLingui();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div
      role="alert"
      className={cn(MESSAGE, 'border-solid border-destructive/40 bg-destructive/5', frameClassName)}
    >
      <AlertTriangleIcon aria-hidden="true" className="size-6 text-destructive" />
      <p className="font-medium">
        {notFound
          ? t`This design does not exist or has been deleted.`
          : t`This design could not be loaded.`}
      </p>
      <p className="text-muted-foreground">
        <Trans>
          The other designs in the comparison are not affected.
          <span className="sr-only"> Design id {generationRef}.</span>
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {notFound ? null : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RotateCwIcon aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <XIcon aria-hidden="true" />
          <Trans>Remove from comparison</Trans>
        </Button>
      </div>
    </div>
  );
}
