import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ComponentProps } from 'react';

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
import { ZoomControls } from '@/components/picture/zoom-controls';
import { handleZoomKey, ZoomViewport } from '@/components/picture/zoom-viewport';
import { createZoomSync, IDENTITY_TRANSFORM, type ZoomSync } from '@/components/picture/zoom-sync';
import { isZoomed } from '@/components/picture/zoom-transform';
import { cn } from '@/lib/utils';

export type GalleryImage = { src: string; alt: string };

type ImageGalleryProps = {
  /** Names the image set; also the viewer's title. */
  title: string;
  images: GalleryImage[];
  /** One picture a row at full width (the result), instead of a grid of thumbnails. */
  large?: boolean;
  /** Shown instead of the grid when there are no images. */
  emptyText?: string;
};

// The thumbnails' intrinsic size (4:3), so the grid keeps its shape while images load.
const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_HEIGHT = 240;

/**
 * An image that shows 'Image unavailable' instead of the browser's broken-image icon when it
 * fails to load. Give it `key={src}` so a new address gets a fresh attempt.
 */
function ImageOrPlaceholder({
  placeholderClassName,
  className,
  ...props
}: ComponentProps<'img'> & { placeholderClassName?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className={cn(
          'flex items-center justify-center bg-muted p-2 text-center text-xs text-muted-foreground',
          placeholderClassName,
        )}
      >
        <Trans>Image unavailable</Trans>
      </span>
    );
  }
  return (
    <img
      className={className}
      onError={() => {
        setFailed(true);
      }}
      {...props}
    />
  );
}

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

/**
 * A grid of thumbnails; clicking one opens a large viewer (a dialog titled `title`) with a
 * carousel that starts at that image. Closing the viewer returns focus to that thumbnail.
 */
export function ImageGallery({ title, images, emptyText, large = false }: ImageGalleryProps) {
  const { t } = useLingui();
  const count = images.length;
  // Kept while the dialog closes, so the carousel does not jump back to the first image.
  const [viewer, setViewer] = useState({ open: false, index: 0 });
  // The slide on screen; only it can take the focus (the others are hidden from everyone).
  const [current, setCurrent] = useState(0);
  // One zoom for the viewer: only one picture is on screen, and it resets on every move.
  const [zoom] = useState(() => createZoomSync());
  const thumbnailRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const several = images.length > 1;

  if (images.length === 0) {
    return emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null;
  }

  return (
    <>
      <ul className={large ? 'grid gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-3'}>
        {images.map((image, index) => {
          const position = index + 1;
          return (
            <li key={`${image.src}-${index}`}>
              <button
                type="button"
                ref={(node) => {
                  thumbnailRefs.current[index] = node;
                }}
                aria-label={
                  several
                    ? t`Open ${title} ${position} of ${count} larger`
                    : t`Open ${title} larger`
                }
                className="group block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
                onClick={() => {
                  zoom.set(IDENTITY_TRANSFORM);
                  setCurrent(index);
                  setViewer({ open: true, index });
                }}
              >
                <ImageOrPlaceholder
                  key={image.src}
                  src={image.src}
                  // The button's name says what it is; the image adds nothing for a screen reader.
                  alt=""
                  width={THUMBNAIL_WIDTH}
                  height={THUMBNAIL_HEIGHT}
                  // A large gallery's first picture is the screen's main one (a design's
                  // result): asked for at once and first, never lazily.
                  loading={large && index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={large && index === 0 ? 'high' : undefined}
                  decoding="async"
                  className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                  placeholderClassName="size-full"
                />
              </button>
            </li>
          );
        })}
      </ul>

      <Dialog
        open={viewer.open}
        onOpenChange={(open) => {
          zoom.set(IDENTITY_TRANSFORM);
          setViewer((previous) => ({ ...previous, open }));
        }}
      >
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
              setCurrent(index);
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
    </>
  );
}
