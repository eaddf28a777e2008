import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type RefObject } from 'react';

import {
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '@/components/ui/carousel';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { GalleryImage } from '@/components/picture/gallery-image';
import { ZoomControls } from '@/components/picture/zoom-controls';
import { handleZoomKey, ZoomViewport } from '@/components/picture/zoom-viewport';
import { IDENTITY_TRANSFORM, type ZoomSync } from '@/components/picture/zoom-sync';
import { isZoomed } from '@/components/picture/zoom-transform';

/**
 * One slide of the viewer: the picture zooms and pans (`ZoomViewport`), or 'Image unavailable'
 * when it fails to load.
 */
function ZoomableSlideImage({ image, sync }: { image: GalleryImage; sync: ZoomSync }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const name = image.alt;
  if (failed) {
    return (
      <span className="flex h-48 w-full items-center justify-center rounded-md bg-muted p-2 text-center text-sm text-muted-foreground">
        <Trans>Image unavailable</Trans>
      </span>
    );
  }
  return (
    <ZoomViewport
      src={image.src}
      alt={image.alt}
      label={t`Zoom ${name}`}
      sync={sync}
      controls={false}
      // Fits any screen: at most 80% of the height, minus the dialog's own chrome.
      className="aspect-[4/3] max-h-[min(80vh,calc(100dvh-8rem))] w-full"
      onImageError={() => {
        setFailed(true);
      }}
    />
  );
}

export type ImageViewerProps = {
  title: string;
  images: GalleryImage[];
  viewer: { open: boolean; index: number };
  current: number;
  zoom: ZoomSync;
  thumbnailRefs: RefObject<(HTMLButtonElement | null)[]>;
  onOpenChange: (open: boolean) => void;
  onSelect: (index: number) => void;
};

/**
 * The gallery's large viewer: a dialog with a carousel of zoomable pictures. Its code (a Radix
 * dialog, Embla's carousel, the zoom) loads apart from the gallery's, as the user reaches for a
 * thumbnail (see `ImageGallery`): a design's screen paints its result without it.
 */
export function ImageViewer({
  title,
  images,
  viewer,
  current,
  zoom,
  thumbnailRefs,
  onOpenChange,
  onSelect,
}: ImageViewerProps) {
  const several = images.length > 1;
  return (
    <Dialog open={viewer.open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-5xl gap-3 p-4 sm:p-6"
        // No description for a single image: there is nothing to explain.
        {...(several ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          // The dialog has no Trigger (one dialog serves every thumbnail), so Radix would not
          // know where to return focus: send it back to the thumbnail that opened it.
          event.preventDefault();
          thumbnailRefs.current[viewer.index]?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {several && (
            <DialogDescription className="sr-only">
              <Trans>
                Use the Previous and Next buttons, the Left and Right arrow keys, or swipe to move
                between images. Zoomed in, the arrow keys and a drag move around the image.
              </Trans>
            </DialogDescription>
          )}
        </DialogHeader>
        <Carousel
          startIndex={viewer.index}
          aria-label={title}
          // Zoomed in, a drag pans the picture instead of moving to the next one.
          opts={{ watchDrag: () => !isZoomed(zoom.get()) }}
          onSelect={(index) => {
            zoom.set(IDENTITY_TRANSFORM);
            onSelect(index);
          }}
          // The zoom keys work from the carousel too (where the focus is when it opens);
          // the arrows pan while zoomed in, and move between the pictures otherwise.
          onKeyDown={(event) => {
            handleZoomKey(event, zoom);
          }}
        >
          <CarouselContent>
            {images.map((image, index) => (
              <CarouselItem
                key={`${image.src}-${index}`}
                className="flex justify-center"
                inert={index !== current}
              >
                <ZoomableSlideImage key={image.src} image={image} sync={zoom} />
              </CarouselItem>
            ))}
          </CarouselContent>
          {several && (
            <>
              <CarouselPrevious />
              <CarouselNext />
            </>
          )}
          <ZoomControls sync={zoom} className="absolute right-2 bottom-2" />
        </Carousel>
      </DialogContent>
    </Dialog>
  );
}
