import { useLingui } from '@lingui/react/macro';
import { RotateCcwIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore, type MouseEvent } from 'react';

import { Button } from '@/components/ui/button';
import { IDENTITY_TRANSFORM, type ZoomSync } from '@/components/picture/zoom-sync';
import { canZoomIn, isZoomed, KEY_ZOOM_FACTOR, zoomAt } from '@/components/picture/zoom-transform';
import { cn } from '@/lib/utils';

function useSubscribe(sync: ZoomSync) {
  return useCallback((onChange: () => void) => sync.subscribe(onChange), [sync]);
}

/**
 * Whether the view is zoomed in (scale above 1). Re-renders only when that flips, not on every
 * step of a gesture: a parent uses it to stop a swipe carousel from taking the drag.
 */
export function useZoomed(sync: ZoomSync): boolean {
  return useSyncExternalStore(
    useSubscribe(sync),
    () => isZoomed(sync.get()),
    () => false,
  );
}

function useCanZoomIn(sync: ZoomSync): boolean {
  return useSyncExternalStore(
    useSubscribe(sync),
    () => canZoomIn(sync.get()),
    () => true,
  );
}

// The announcement waits for the view to rest, so a pinch or a spun wheel is read out once.
const ANNOUNCE_DELAY_MS = 500;

/** 'Zoom 150%', once the zoom has not changed for a moment; '' until it first changes. */
function useZoomAnnouncement(sync: ZoomSync): string {
  const { t } = useLingui();
  const [text, setText] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastScale = sync.get().scale;
    const unsubscribe = sync.subscribe((transform) => {
      if (transform.scale === lastScale) return;
      lastScale = transform.scale;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const percent = Math.round(lastScale * 100);
        setText(t`Zoom ${percent}%`);
      }, ANNOUNCE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [sync, t]);
  return text;
}

type ZoomControlsProps = {
  /** The zoom these buttons drive: one viewport's, or the one a compare studio's panes share. */
  sync: ZoomSync;
  className?: string;
};

/**
 * Zoom in, Zoom out and Reset zoom buttons, and a polite (live region) announcement of the zoom level once it
 * settles. A button at its limit is `aria-disabled` (not `disabled`), so it keeps the focus.
 */
export function ZoomControls({ sync, className }: ZoomControlsProps) {
  const { t } = useLingui();
  const zoomed = useZoomed(sync);
  const canIn = useCanZoomIn(sync);
  const announcement = useZoomAnnouncement(sync);

  function press(enabled: boolean, next: () => void) {
    return (event: MouseEvent<HTMLButtonElement>) => {
      // The viewport's double-click and drag leave the buttons alone; so does the swipe.
      event.stopPropagation();
      if (enabled) next();
    };
  }

  const buttons = [
    {
      id: 'in',
      label: t`Zoom in`,
      Icon: ZoomInIcon,
      enabled: canIn,
      next: () => {
        sync.set(zoomAt(sync.get(), KEY_ZOOM_FACTOR), 'step');
      },
    },
    {
      id: 'out',
      label: t`Zoom out`,
      Icon: ZoomOutIcon,
      enabled: zoomed,
      next: () => {
        sync.set(zoomAt(sync.get(), 1 / KEY_ZOOM_FACTOR), 'step');
      },
    },
    {
      id: 'reset',
      label: t`Reset zoom`,
      Icon: RotateCcwIcon,
      enabled: zoomed,
      next: () => {
        sync.set(IDENTITY_TRANSFORM, 'step');
      },
    },
  ];

  return (
    <div
      role="group"
      aria-label={t`Zoom`}
      data-slot="zoom-controls"
      className={cn('flex gap-1', className)}
    >
      {buttons.map(({ id, label, Icon, enabled, next }) => (
        <Button
          key={id}
          type="button"
          variant="outline"
          size="icon"
          aria-label={label}
          aria-disabled={enabled ? undefined : true}
          className="size-8 rounded-full bg-background/85 shadow-md aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          onClick={press(enabled, next)}
          onDoubleClick={(event) => {
            event.stopPropagation();
          }}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
      {/* A live region without the status role, so it is not mistaken for a carousel's. */}
      <span aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
