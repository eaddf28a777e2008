import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
} from '@/features/presentation/proposal/use-offline-presentation';

export const OFFLINE_TEXTS = {
  unsupported: msg`This browser cannot save the presentation for offline use: it needs a connection.`,
  /** What a screen reader hears while the pictures are saved (the count is on the progress bar). */
  saving: msg`Saving the presentation for offline use...`,
};

/** 'stored of total pictures' saved so far: '3 of 8 pictures'. */
function storedOfTotal(i18n: I18n, stored: number, total: number) {
  return i18n._(
    msg`${plural(total, { one: `${stored} of # picture`, other: `${stored} of # pictures` })}`,
  );
}

/** What the card says about the presentation offline, in words. */
function offlineStatusText(i18n: I18n, state: OfflinePresentation): string {
  switch (state.status) {
    case 'saving': {
      const { stored, total } = state;
      return i18n._(
        msg`${plural(total, {
          one: `Saving for offline: ${stored} of # picture`,
          other: `Saving for offline: ${stored} of # pictures`,
        })}`,
      );
    }
    case 'ready': {
      const { total } = state;
      return i18n._(
        msg`${plural(total, {
          one: 'Ready offline: its picture is saved on this device.',
          other: 'Ready offline: all # pictures are saved on this device.',
        })}`,
      );
    }
    case 'waiting': {
      const { stored, total } = state;
      return i18n._(
        msg`${plural(total, {
          one: `Not ready offline: ${stored} of # picture saved. The rest will be saved when you are back online.`,
          other: `Not ready offline: ${stored} of # pictures saved. The rest will be saved when you are back online.`,
        })}`,
      );
    }
    case 'failed': {
      const { failed } = state;
      return i18n._(
        msg`${plural(failed, {
          one: 'Not ready offline: # picture could not be saved.',
          other: 'Not ready offline: # pictures could not be saved.',
        })}`,
      );
    }
    case 'unsupported':
      return i18n._(OFFLINE_TEXTS.unsupported);
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
  const { i18n, t } = useLingui();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const statusId = useId();
  if (state.status === 'none') return null;
  if (state.status === 'unsupported') {
    return <p className="text-sm text-muted-foreground">{i18n._(OFFLINE_TEXTS.unsupported)}</p>;
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
          i18n._(OFFLINE_TEXTS.saving)
        ) : state.status === 'checking' ? null : (
          <>
            <StatusIcon state={state} />
            <span className="min-w-0">{offlineStatusText(i18n, state)}</span>
          </>
        )}
      </p>
      {saving ? (
        <div
          role="progressbar"
          aria-label={t`Saving for offline`}
          aria-valuemin={0}
          aria-valuemax={state.total}
          aria-valuenow={state.stored}
          aria-valuetext={storedOfTotal(i18n, state.stored, state.total)}
          className="flex min-w-0 items-start gap-2 text-muted-foreground"
        >
          <LoaderCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
          <span className="min-w-0">{offlineStatusText(i18n, state)}</span>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <Button type="button" variant="outline" aria-describedby={statusId} onClick={handleRetry}>
          <RotateCwIcon aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}
