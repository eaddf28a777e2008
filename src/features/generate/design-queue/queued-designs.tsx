import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import {
  AlertTriangleIcon,
  CloudOffIcon,
  LoaderCircleIcon,
  RotateCwIcon,
  XIcon,
} from 'lucide-react';
import { useCallback, useId, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useQueuedDesigns } from '@/features/generate/design-queue/use-queued-designs';
import {
  isCancellable,
  QUEUE_TEXTS,
  queuedDesignStateText,
  type QueuedDesign,
} from '@/features/generate/design-queue/design-queue';
import { styleNameText } from '@/entities/generation/model/style-texts';
import { formatDateTime } from '@/lib/format';
import { useNetworkStatus } from '@/lib/network/network-status';
import { cn } from '@/lib/utils';

/** The first photo, from its bytes on the device (an object URL, revoked when it goes). */
function QueuedThumbnail({ file, name }: { file: File; name: string }) {
  const { i18n } = useLingui();
  const show = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || typeof URL.createObjectURL !== 'function') return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={show}
      alt={i18n._(msg`Yard photo: ${name}`)}
      className="size-16 shrink-0 rounded-md border bg-muted object-cover"
    />
  );
}

function StateIcon({ design, online }: { design: QueuedDesign; online: boolean }) {
  const className = 'size-4 shrink-0';
  if (design.status === 'failed') {
    return <AlertTriangleIcon aria-hidden="true" className={className} />;
  }
  if (!online) return <CloudOffIcon aria-hidden="true" className={className} />;
  return (
    <LoaderCircleIcon aria-hidden="true" className={`${className} motion-safe:animate-spin`} />
  );
}

function QueuedDesignItem({
  design,
  online,
  onCancel,
  onRetry,
}: {
  design: QueuedDesign;
  online: boolean;
  onCancel: (design: QueuedDesign) => Promise<void>;
  onRetry: (design: QueuedDesign) => Promise<void>;
}) {
  const { i18n } = useLingui();
  const [retrying, setRetrying] = useState(false);
  const when = formatDateTime(design.queuedAt);
  const first = design.sources.at(0);
  const failed = design.status === 'failed';
  const style = styleNameText(i18n, design.style.name);
  const named = i18n._(msg`${style}, queued ${when}`);
  const tryAgain = i18n._(QUEUE_TEXTS.tryAgain);
  const cancel = i18n._(QUEUE_TEXTS.cancel);

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {first ? <QueuedThumbnail file={first.file} name={first.originalName} /> : null}
        <div className="grid min-w-0 gap-1">
          <h3 className="truncate font-medium">{style}</h3>
          <p className="text-sm text-muted-foreground">{i18n._(QUEUE_TEXTS.queuedAt(when))}</p>
          <p
            aria-live="polite"
            className={cn(
              'flex items-center gap-1.5 text-sm',
              failed ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            <StateIcon design={design} online={online} />
            {queuedDesignStateText(design, online, i18n)}
          </p>
        </div>
      </div>
      {isCancellable(design) ? (
        <div className="flex shrink-0 gap-2">
          {failed ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={retrying}
              aria-label={`${tryAgain}: ${named}`}
              onClick={() => {
                setRetrying(true);
                void onRetry(design).finally(() => setRetrying(false));
              }}
            >
              <RotateCwIcon aria-hidden="true" />
              {tryAgain}
            </Button>
          ) : null}
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" size="sm" aria-label={`${cancel}: ${named}`}>
                <XIcon aria-hidden="true" />
                {cancel}
              </Button>
            }
            title={i18n._(QUEUE_TEXTS.cancelTitle)}
            description={i18n._(QUEUE_TEXTS.cancelDescription)}
            confirmLabel={i18n._(QUEUE_TEXTS.cancelConfirm)}
            busyLabel={i18n._(QUEUE_TEXTS.cancelBusy)}
            cancelLabel={i18n._(QUEUE_TEXTS.cancelKeep)}
            onConfirm={() => onCancel(design)}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * 'Queued designs': the designs the user made while offline that wait to be sent, only when
 * there are any. Each with its first photo, style, when it was queued and its state in words
 * (waiting for a connection, sending, or failed and why), 'Try again' when it failed, and
 * 'Cancel' (asked first) while it is not on its way.
 */
export function QueuedDesigns({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { designs, cancel, retry } = useQueuedDesigns();
  const online = useNetworkStatus() === 'online';
  const headingId = useId();
  if (designs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card>
        <CardHeader>
          <CardTitle id={headingId}>{i18n._(QUEUE_TEXTS.heading)}</CardTitle>
          <CardDescription>{i18n._(QUEUE_TEXTS.intro)}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2">
            {designs.map((design) => (
              <QueuedDesignItem
                key={design.id}
                design={design}
                online={online}
                onCancel={cancel}
                onRetry={retry}
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
