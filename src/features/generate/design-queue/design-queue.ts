import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import type { Style } from '@/entities/generation/model/style-catalogue';
import type { UploadUrls } from '@/entities/generation/model/upload-plan';

/**
 * Designs queued offline (issue 26): made in the wizard while the browser had no network, kept
 * on this device (IndexedDB, `design-queue-store.ts`) with their prepared photos, and sent by the
 * app itself once it is online again (`queued-design-sender.ts`), exactly once.
 *
 * A queued design goes through these states, each written BEFORE the step it names is taken, so
 * a reload, a crash or a closed browser finds where it stopped:
 * - `queued`: nothing sent yet (it can still be cancelled);
 * - `creating`: the create call is about to go, or went and its answer was not kept;
 * - `uploading`: created (`generationRef`, `uploadUrls` kept); its files go to the URLs;
 * - `starting`: the files are stored; the start call is about to go, or went unanswered;
 * - `failed`: the API refused a step (`failure`): 'Try again' or 'Cancel'.
 * Once the generation has started, the queued design is removed: it is a design like any other.
 */
export type QueuedDesignStatus = 'queued' | 'creating' | 'uploading' | 'starting' | 'failed';

/** The steps a queued design can fail at. */
export type QueuedDesignStep = 'creating' | 'uploading' | 'starting';

/** A prepared photo as the queue keeps it (named for the queue: see `queuedFileName`). */
export type QueuedPhoto = {
  id: string;
  file: File;
  originalName: string;
  width: number;
  height: number;
};

export type QueuedDesign = {
  /** The queue entry's own id (also in its files' names). */
  id: string;
  /** Whose it is: `sessionOwner(session)` of the user who queued it; only they send it. */
  owner: string;
  /** When it was queued (ISO 8601). */
  queuedAt: string;
  status: QueuedDesignStatus;
  style: Style;
  settings: GenerationSettings;
  sources: QueuedPhoto[];
  inspirations: QueuedPhoto[];
  /** The project (and its customer) the design is for, when the wizard was opened from one. */
  project?: { projectRef: string; customerRef: string };
  /** Its generation record, once the create call answered. */
  generationRef?: string;
  /** Where its files go, as the create call answered. */
  uploadUrls?: UploadUrls;
  /**
   * Why it stopped (status `failed`): the step, and what to tell the user: a message of the
   * catalogues (`QUEUE_FAILURES`), read in the language of the moment it is shown; a text
   * (kept by an earlier version of the app) is shown as it is.
   */
  failure?: { step: QueuedDesignStep; message: MessageDescriptor | string };
};

/** The Web Locks name: one tab at a time sends the queue. */
export const DESIGN_QUEUE_LOCK = 'yardvision-design-queue';

/**
 * A queued file's name, unique to its queue entry (`queued-<entry id>-source-1.jpg`): the
 * generation the create call made lists its source files' names (`fileNames`), so after a create
 * whose answer was lost the queue finds the record it made by them.
 */
export function queuedFileName(
  entryId: string,
  kind: 'source' | 'inspiration',
  index: number,
  file: File,
) {
  const extension = /\.[a-z0-9]{1,5}$/i.exec(file.name)?.[0].toLowerCase() ?? '.jpg';
  return `queued-${entryId}-${kind}-${index + 1}${extension}`;
}

/** A photo as the queue keeps it: the same prepared bytes, under the queue's name for it. */
function queuedPhoto(
  entryId: string,
  kind: 'source' | 'inspiration',
  index: number,
  photo: QueuedPhoto,
): QueuedPhoto {
  const name = queuedFileName(entryId, kind, index, photo.file);
  return {
    id: photo.id,
    file: new File([photo.file], name, { type: photo.file.type, lastModified: Date.now() }),
    originalName: photo.originalName,
    width: photo.width,
    height: photo.height,
  };
}

/** A new queue entry, nothing sent yet. */
export function newQueuedDesign({
  owner,
  style,
  settings,
  sources,
  inspirations,
  project,
  id = crypto.randomUUID(),
  now = new Date(),
}: {
  owner: string;
  style: Style;
  settings: GenerationSettings;
  sources: readonly QueuedPhoto[];
  inspirations: readonly QueuedPhoto[];
  project?: { projectRef: string; customerRef: string };
  id?: string;
  now?: Date;
}): QueuedDesign {
  return {
    id,
    owner,
    queuedAt: now.toISOString(),
    status: 'queued',
    style,
    settings,
    sources: sources.map((photo, index) => queuedPhoto(id, 'source', index, photo)),
    inspirations: inspirations.map((photo, index) => queuedPhoto(id, 'inspiration', index, photo)),
    ...(project ? { project } : {}),
  };
}

/** Whether a generation's source file names show it was made for this queue entry. */
export function isMadeFor(design: QueuedDesign, fileNames: readonly string[]) {
  return design.sources.length > 0 && fileNames.includes(design.sources[0].file.name);
}

/** Nothing of it is on its way: the user may cancel it. */
export function isCancellable(design: QueuedDesign) {
  return design.status === 'queued' || design.status === 'failed';
}

/**
 * Where 'Try again' goes on from after a failure. A refused upload starts over from the create:
 * its URLs may have expired, and the record made for it is found by its files' names and
 * replaced (see `queued-design-sender.ts`).
 */
export function retryStatus(step: QueuedDesignStep): QueuedDesignStatus {
  return step === 'starting' ? 'starting' : 'creating';
}

/** What the user reads about the queue. */
export const QUEUE_TEXTS = {
  /** The wizard's primary action while offline. */
  queueButton: msg`Queue Design`,
  queuedToast: msg`Design queued`,
  queuedToastDescription: msg`It stays on this device and is sent and started by itself once you are back online. It is listed under Queued designs.`,
  heading: msg`Queued designs`,
  intro: msg`Designs made while offline. Each is sent and started by itself once this device is back online; leave the app open or come back to it.`,
  waiting: msg`Waiting for a connection`,
  sending: msg`Sending…`,
  failed: (message: string) => msg`Failed: ${message}`,
  queuedAt: (when: string) => msg`Queued ${when}`,
  tryAgain: msg`Try again`,
  cancel: msg`Cancel`,
  cancelTitle: msg`Cancel this queued design?`,
  cancelDescription: msg`It is removed from this device and will not be generated. This cannot be undone.`,
  cancelConfirm: msg`Cancel design`,
  cancelBusy: msg`Cancelling...`,
  cancelKeep: msg`Keep it`,
  cancelTooLate: msg`This design is being sent now, so it can no longer be cancelled.`,
  notSaved: msg`This device could not keep the design for later. Your photos and choices stay here: generate it once you are back online.`,
  startedToast: msg`Your queued design has started`,
  startedDescription: msg`It is being generated now.`,
  startedLink: msg`Open the design`,
  failedToast: msg`A queued design could not be sent`,
  failedLink: msg`See Queued designs`,
};

/** Why a step failed, in words (after 'Failed: '); `reason` is the server's own text. */
export const QUEUE_FAILURES = {
  createRefused: (reason?: string) =>
    reason ? msg`The server refused the design (${reason}).` : msg`The server refused the design.`,
  sourcesRefused: msg`Some source images could not be uploaded.`,
  inspirationsRefused: msg`Some inspiration images could not be uploaded.`,
  startRefused: (reason?: string) =>
    reason
      ? msg`The server did not start the design (${reason}).`
      : msg`The server did not start the design.`,
  missingUploadUrls: msg`The server did not give an upload address for every photo.`,
  unexpectedAnswer: msg`The server sent an answer the app does not understand.`,
  notSaved: msg`This device could not save the design.`,
};

/** A queued design's failure in words, in the language of `i18n` (the active one when left out). */
export function queueFailureText(
  message: MessageDescriptor | string | undefined,
  i18n: I18n = activeI18n,
): string {
  if (message === undefined) return i18n._(QUEUE_FAILURES.notSaved);
  return typeof message === 'string' ? message : i18n._(message);
}

/** The state of a queued design in words, as the list shows it (in the language of `i18n`). */
export function queuedDesignStateText(
  design: QueuedDesign,
  online: boolean,
  i18n: I18n = activeI18n,
): string {
  if (design.status === 'failed') {
    return i18n._(QUEUE_TEXTS.failed(queueFailureText(design.failure?.message, i18n)));
  }
  return i18n._(online ? QUEUE_TEXTS.sending : QUEUE_TEXTS.waiting);
}
