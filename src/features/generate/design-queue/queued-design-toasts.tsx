import { i18n, type MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { generationDetailPath, paths } from '@/config/paths';
import { QUEUE_TEXTS, queueFailureText } from '@/features/generate/design-queue/design-queue';

/* Toasts are raised outside React: their texts are read in the active language when raised. */

const LINK_CLASS = 'font-medium text-foreground underline underline-offset-4';

/**
 * A queued design started: where to find it. The toast stays until closed (it holds the link,
 * and the user may be looking elsewhere when the network comes back).
 */
export function toastQueuedDesignStarted(generationRef: string) {
  toast.success(i18n._(QUEUE_TEXTS.startedToast), {
    id: `queued-design-started-${generationRef}`,
    duration: Number.POSITIVE_INFINITY,
    description: (
      <>
        {i18n._(QUEUE_TEXTS.startedDescription)}{' '}
        <Link className={LINK_CLASS} to={generationDetailPath(generationRef)}>
          {i18n._(QUEUE_TEXTS.startedLink)}
        </Link>
      </>
    ),
  });
}

/** A queued design was refused: the list says why and offers 'Try again'. */
export function toastQueuedDesignFailed(
  designId: string,
  message: MessageDescriptor | string | undefined,
) {
  toast.error(i18n._(QUEUE_TEXTS.failedToast), {
    id: `queued-design-failed-${designId}`,
    duration: Number.POSITIVE_INFINITY,
    description: (
      <>
        {queueFailureText(message, i18n)}{' '}
        <Link className={LINK_CLASS} to={paths.app.generations}>
          {i18n._(QUEUE_TEXTS.failedLink)}
        </Link>
      </>
    ),
  });
}

/** The wizard queued a design (offline). */
export function toastDesignQueued() {
  toast.success(i18n._(QUEUE_TEXTS.queuedToast), {
    description: i18n._(QUEUE_TEXTS.queuedToastDescription),
  });
}
