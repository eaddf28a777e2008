import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ComponentProps } from 'react';

import type { GalleryImage } from '@/components/picture/gallery-image';
import { createZoomSync, IDENTITY_TRANSFORM } from '@/components/picture/zoom-sync';
import { useIdle } from '@/hooks/use-idle';
import { useLoadedComponent } from '@/hooks/use-loaded-component';
import { cn } from '@/lib/utils';

type ImageGalleryProps = {
  /** Names the image set; also the viewer's title. */
  title: string;
  images: GalleryImage[];
  /** One picture a row at full width (the result), instead of a grid of thumbnails. */
  large?: boolean;
  /** Shown instead of the grid when there are no images. */
  emptyText?: string;
  /**
   * Called once the first picture is on the display (loaded, decoded and painted), or has
   * failed: what waits for the screen's main picture may go then.
   */
  onFirstPictureShown?: () => void;
  /** A grid's pictures are held back while true (the screen's main picture is not shown yet). */
  holdPictures?: boolean;
};

const loadViewer = () =>
  import('@/components/picture/image-viewer').then((module) => module.ImageViewer);

// The thumbnails' intrinsic size (4:3), so the grid keeps its shape while images load.
const THUMBNAIL_WIDTH = 320;
const THUMBNAIL_HEIGHT = 240;

/** Once the loaded picture is decoded (where the browser can say; a failed decode counts). */
function decoded(image: HTMLImageElement): Promise<void> {
  const element: Partial<Pick<HTMLImageElement, 'decode'>> = image;
  return element.decode ? element.decode.call(image).catch(() => undefined) : Promise.resolve();
}

/**
 * An image that shows 'Image unavailable' instead of the browser's broken-image icon when it
 * fails to load. Give it `key={src}` so a new address gets a fresh attempt.
 */
function ImageOrPlaceholder({
  placeholderClassName,
  className,
  onShown,
  ...props
}: ComponentProps<'img'> & {
  placeholderClassName?: string;
  /** Once the picture is on the display (decoded, then two frames), or has failed. */
  onShown?: () => void;
}) {
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
      onLoad={
        onShown
          ? (event) => {
              // Loaded is not yet painted: a large photo is decoded off the main thread first.
              void decoded(event.currentTarget).then(() => {
                requestAnimationFrame(() => requestAnimationFrame(onShown));
              });
            }
          : undefined
      }
      onError={() => {
        setFailed(true);
        onShown?.();
      }}
      {...props}
    />
  );
}

/**
 * A grid of thumbnails; clicking one opens a large viewer (a dialog titled `title`) with a
 * carousel that starts at that image. Closing the viewer returns focus to that thumbnail.
 */
export function ImageGallery({
  title,
  images,
  emptyText,
  large = false,
  onFirstPictureShown,
  holdPictures = false,
}: ImageGalleryProps) {
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
  // The viewer's code loads as the user reaches for a thumbnail (pointer, focus) or opens it.
  const [reached, setReached] = useState(false);
  const loadedViewer = useLoadedComponent(loadViewer, reached || viewer.open);
  // A grid of thumbnails (the source photos beside a design's result) asks for its pictures once
  // the browser is idle: the screen's main picture and texts come first.
  const idle = useIdle({ afterPaint: true });

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
                onPointerEnter={() => setReached(true)}
                onFocus={() => setReached(true)}
                onClick={() => {
                  zoom.set(IDENTITY_TRANSFORM);
                  setCurrent(index);
                  setViewer({ open: true, index });
                }}
              >
                {large || (idle && !holdPictures) ? (
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
                    onShown={index === 0 ? onFirstPictureShown : undefined}
                    className="size-full object-cover transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none"
                    placeholderClassName="size-full"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>

      {loadedViewer ? (
        <loadedViewer.Component
          title={title}
          images={images}
          viewer={viewer}
          current={current}
          zoom={zoom}
          thumbnailRefs={thumbnailRefs}
          onOpenChange={(open) => {
            zoom.set(IDENTITY_TRANSFORM);
            setViewer((previous) => ({ ...previous, open }));
          }}
          onSelect={setCurrent}
        />
      ) : null}
    </>
  );
}
