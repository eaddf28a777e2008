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
import { cn } from '@/lib/utils';

export type GalleryImage = { src: string; alt: string };

export type ImageGalleryProps = {
  /** Names the image set; also the viewer's title. */
  title: 'Source Image' | 'Inspiration Image' | 'Generated Result';
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
        Image unavailable
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
 * A grid of thumbnails; clicking one opens a large viewer (a dialog titled `title`) with a
 * carousel that starts at that image. Closing the viewer returns focus to that thumbnail.
 */
export function ImageGallery({ title, images, emptyText, large = false }: ImageGalleryProps) {
  // Kept while the dialog closes, so the carousel does not jump back to the first image.
  const [viewer, setViewer] = useState({ open: false, index: 0 });
  const thumbnailRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const several = images.length > 1;

  if (images.length === 0) {
    return emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null;
  }

  return (
    <>
      <ul className={large ? 'grid gap-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-3'}>
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`}>
            <button
              type="button"
              ref={(node) => {
                thumbnailRefs.current[index] = node;
              }}
              aria-label={
                several
                  ? `Open ${title} ${index + 1} of ${images.length} larger`
                  : `Open ${title} larger`
              }
              className="group block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-md border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
              onClick={() => {
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
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                placeholderClassName="size-full"
              />
            </button>
          </li>
        ))}
      </ul>

      <Dialog
        open={viewer.open}
        onOpenChange={(open) => {
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
                Use the Previous and Next buttons, the Left and Right arrow keys, or swipe to move
                between images.
              </DialogDescription>
            )}
          </DialogHeader>
          <Carousel startIndex={viewer.index} aria-label={title}>
            <CarouselContent>
              {images.map((image, index) => (
                <CarouselItem key={`${image.src}-${index}`} className="flex justify-center">
                  <ImageOrPlaceholder
                    key={image.src}
                    src={image.src}
                    alt={image.alt}
                    decoding="async"
                    draggable={false}
                    // Fits any screen: at most 80% of the height, minus the dialog's own chrome.
                    className="h-auto max-h-[min(80vh,calc(100dvh-8rem))] w-auto max-w-full rounded-md object-contain"
                    placeholderClassName="h-48 w-full rounded-md text-sm"
                  />
                </CarouselItem>
              ))}
            </CarouselContent>
            {several && (
              <>
                <CarouselPrevious />
                <CarouselNext />
              </>
            )}
          </Carousel>
        </DialogContent>
      </Dialog>
    </>
  );
}
