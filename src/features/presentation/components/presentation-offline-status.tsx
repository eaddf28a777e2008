import {
  CircleAlertIcon,
  CircleCheckIcon,
  LoaderCircleIcon,
  RotateCwIcon,
  WifiOffIcon,
} from 'lucide-react';
import { useId, useRef } from 'react';

import { Button } from '@/components/ui/button';
import type {
  OfflinePresentation,
  OfflinePresentationState,
} from '@/features/presentation/hooks/use-offline-presentation';

export const OFFLINE_UNSUPPORTED =
  'This browser cannot save the presentation for offline use: it needs a connection.';

/** What a screen reader hears while the pictures are saved (the count is on the progress bar). */
export const OFFLINE_SAVING = 'Saving the presentation for offline use...';

function pictures(count: number) {
  return count === 1 ? '1 picture' : `${count} pictures`;
}

/** What the card says about the presentation offline, in words. */
export function offlineStatusText(state: OfflinePresentation): string {
  switch (state.status) {
    case 'saving':
      return `Saving for offline: ${state.stored} of ${pictures(state.total)}`;
    case 'ready':
      return state.total === 1
        ? 'Ready offline: its picture is saved on this device.'
        : `Ready offline: all ${state.total} pictures are saved on this device.`;
    case 'waiting':
      return `Not ready offline: ${state.stored} of ${pictures(state.total)} saved. The rest will be saved when you are back online.`;
    case 'failed':
      return `Not ready offline: ${pictures(state.failed)} could not be saved.`;
    case 'unsupported':
      return OFFLINE_UNSUPPORTED;
    case 'none':
    case 'checking':
      return '';
  }
}

function StatusIcon({ state }: { state: OfflinePresentation }) {
  const className = 'mt-0.5 size-4 shrink-0';
  switch (state.status) {
    case 'ready':
      return <CircleCheckIcon aria-hidden="true" className={`${className} text-primary`} />;
    case 'waiting':
      return <WifiOffIcon aria-hidden="true" className={className} />;
    case 'failed':
      return <CircleAlertIcon aria-hidden="true" className={`${className} text-destructive`} />;
    default:
      return null;
  }
}

/**
 * The Presentation card's line about working offline: whether the chosen designs' pictures are
 * saved on this device (and so the presentation and its PDF work without a connection), how
 * far saving them has got, or that some could not be saved, with 'Try again'. Changes are said
 * politely; while saving, the count is on a progress bar rather than said at every picture.
 */
export function PresentationOfflineStatus({ state }: { state: OfflinePresentationState }) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const statusId = useId();
  if (state.status === 'none') return null;
  if (state.status === 'unsupported') {
    return <p className="text-sm text-muted-foreground">{OFFLINE_UNSUPPORTED}</p>;
  }

  const saving = state.status === 'saving';
  function handleRetry() {
    // 'Try again' goes while the pictures are saved: the focus goes to what it says instead.
    statusRef.current?.focus();
    state.retry();
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p
        ref={statusRef}
        id={statusId}
        role="status"
        tabIndex={-1}
        className={
          saving ? 'sr-only' : 'flex min-w-0 flex-1 basis-60 items-start gap-2 outline-none'
        }
      >
        {saving ? (
          OFFLINE_SAVING
        ) : state.status === 'checking' ? null : (
          <>
            <StatusIcon state={state} />
            <span className="min-w-0">{offlineStatusText(state)}</span>
          </>
        )}
      </p>
      {saving ? (
        <div
          role="progressbar"
          aria-label="Saving for offline"
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.stored}
          aria-valuetext={`${state.stored} of ${pictures(state.total)}`}
          className="flex min-w-0 items-start gap-2 text-muted-foreground"
        >
          <LoaderCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
          <span className="min-w-0">{offlineStatusText(state)}</span>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <Button type="button" variant="outline" aria-describedby={statusId} onClick={handleRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
