import { Trans, useLingui } from '@lingui/react/macro';
import { ImageIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import { useGenerationsByRef } from '@/entities/generation/api/get-generation';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import {
  editedBaseRef,
  editedDesign,
  type Design,
} from '@/entities/generation/edits/edited-designs';
import { useDesignEdits } from '@/entities/generation/edits/use-design-edits';
import { ComparePane } from '@/features/history/compare/compare-pane';
import { useZoomed, ZoomControls } from '@/components/picture/zoom-controls';
import { MIN_COMPARED } from '@/config/paths';
import { beforePhotos } from '@/features/history/model/compare-selection';
import { createZoomSync, type ZoomSync } from '@/components/picture/zoom-sync';
import { useIsMobile } from '@/hooks/use-is-mobile';

type CompareStudioProps = {
  /** The designs, in the address's order (2 to 4). */
  refs: string[];
  /** Takes a design out of the comparison (the screen rewrites the address). */
  onRemove: (generationRef: string) => void;
};

/** Picture heights that fit the screen: one row of panes, or two. */
const FRAME_ONE_ROW = 'h-[calc(100dvh-20rem)] min-h-64';
const FRAME_TWO_ROWS = 'h-[calc((100dvh-23rem)/2)] min-h-44';
const FRAME_PHONE = 'h-[50dvh] min-h-56';

/**
 * The compare studio: 2 to 4 designs side by side (on a phone one at a time, swiped), zoomed
 * and panned together, each against its source photo with 'Show before' or a before/after
 * slider. Designs still being made are asked for again as on their own page.
 */
export function CompareStudio({ refs, onRemove }: CompareStudioProps) {
  const { t } = useLingui();
  // An edit made in 'Keep and mix' is shown from its design (asked once, should both be here)
  // and the edit on this device.
  const designRefs = [...new Set(refs.map((ref) => editedBaseRef(ref) ?? ref))];
  const designQueries = useGenerationsByRef(designRefs);
  const queries = refs.map((ref) => designQueries[designRefs.indexOf(editedBaseRef(ref) ?? ref)]);
  const edits = useDesignEdits();
  const editedOf = (ref: string, base: Generation | undefined): Design | null | undefined => {
    const baseRef = editedBaseRef(ref);
    if (baseRef === undefined || !base || !edits.data) return undefined;
    const edit = edits.data.find((kept) => kept.baseRef === baseRef);
    return edit ? editedDesign(base, edit) : null;
  };
  const [sync] = useState(() => createZoomSync());
  const [showBefore, setShowBefore] = useState(false);
  const [sliderRef, setSliderRef] = useState<string | null>(null);
  const isMobile = useIsMobile();

  const loaded = queries
    .map((query, index) => editedOf(refs[index] ?? '', query.data) ?? query.data)
    .filter((data): data is Generation => data !== undefined);
  const allLoaded = loaded.length === refs.length;
  const { shared } = beforePhotos(loaded);
  const canRemove = refs.length > MIN_COMPARED;

  // The edits are read from the device at once: until then an edit's pane would show its design.
  const editsPending = edits.isPending && refs.some((ref) => editedBaseRef(ref) !== undefined);

  const panes = refs.map((generationRef, index) => {
    const query = queries[index];
    const node = (
      <ComparePane
        key={generationRef}
        generationRef={generationRef}
        query={query}
        edited={editedOf(generationRef, query.data)}
        sync={sync}
        showBefore={showBefore}
        slider={sliderRef === generationRef}
        onSliderChange={(on) => setSliderRef(on ? generationRef : null)}
        canRemove={canRemove || query.isError}
        onRemove={() => onRemove(generationRef)}
        frameClassName={isMobile ? FRAME_PHONE : refs.length > 2 ? FRAME_TWO_ROWS : FRAME_ONE_ROW}
      />
    );
    return { key: generationRef, node };
  });

  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t`Comparison`} className="flex flex-wrap items-center gap-2">
        {/* One set of zoom buttons for every pane: they share the zoom. */}
        <ZoomControls sync={sync} />
        <Button
          type="button"
          variant={showBefore ? 'default' : 'outline'}
          aria-pressed={showBefore}
          onClick={() => setShowBefore((value) => !value)}
          className="w-fit"
        >
          <ImageIcon aria-hidden="true" />
          <Trans>Show before</Trans>
        </Button>
        {allLoaded && loaded.length >= MIN_COMPARED ? (
          <p className="basis-full text-sm text-muted-foreground md:basis-auto">
            {shared
              ? t`Before shows the photo these designs were made from.`
              : t`Before shows each design’s own source photo.`}
          </p>
        ) : null}
      </div>

      {editsPending ? null : isMobile ? (
        <PhoneCarousel panes={panes} sync={sync} />
      ) : (
        <div className="grid grid-cols-2 gap-4">{panes.map(({ node }) => node)}</div>
      )}
    </div>
  );
}

/**
 * One design at a time: swipe, Previous/Next, or the arrow keys (while the focus is in it and
 * the picture does not use them itself), with where the user is, 'Design 2 of 4'.
 */
function PhoneCarousel({
  panes,
  sync,
}: {
  panes: { key: string; node: ReactNode }[];
  sync: ZoomSync;
}) {
  const { t } = useLingui();
  const count = panes.length;
  const [index, setIndex] = useState(0);
  const current = Math.min(index, Math.max(count - 1, 0));
  const shown = current + 1;
  // Zoomed in, a drag pans the picture: the carousel leaves it alone (read when a drag starts,
  // so the option never changes and embla never starts over).
  const zoomed = useZoomed(sync);
  const zoomedRef = useRef(zoomed);
  useEffect(() => {
    zoomedRef.current = zoomed;
  }, [zoomed]);
  const [opts] = useState(() => ({ watchDrag: () => !zoomedRef.current }));
  return (
    <Carousel
      opts={opts}
      aria-label={t`Designs`}
      announce={(position, total) => t`Design ${position} of ${total}`}
      onSelect={setIndex}
      className="flex flex-col gap-2"
    >
      <div className="flex items-center justify-between gap-2">
        <CarouselPrevious label={t`Previous design`} className="static translate-y-0 shadow-none" />
        <p aria-hidden="true" className="text-sm font-medium">
          <Trans>
            Design {shown} of {count}
          </Trans>
        </p>
        <CarouselNext label={t`Next design`} className="static translate-y-0 shadow-none" />
      </div>
      <CarouselContent>
        {panes.map(({ key, node }, position) => (
          // The panes off screen are out of reach (and out of the accessibility tree).
          <CarouselItem key={key} inert={position !== current}>
            {node}
          </CarouselItem>
        ))}
      </CarouselContent>
    </Carousel>
  );
}
