import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  CUSTOM_STYLE_NAME,
  isStyleComplete,
  type Style,
} from '@/entities/generation/model/style-catalogue';
import { NETWORK_MESSAGES } from '@/features/generate/model/generate-errors';

/** Why 'Generate Design' did not get through, when the network was the reason. */
export const START_NETWORK_MESSAGES = {
  /** Pressed while offline: nothing was sent. */
  startOffline: msg`You are offline: nothing was sent. Press Generate Design again once the network is back.`,
  /** The start was sent but no answer came: it may or may not have started. */
  startLost: msg`The network dropped before the server answered. Press Generate Design again once it is back; a generation that did start is not started twice.`,
};

export type StartNetworkProblem = keyof typeof START_NETWORK_MESSAGES;

const WAITING_TEXTS = {
  uploading: msg`Your photos are uploading; you can keep choosing the style and settings.`,
  uploaded: msg`Photos uploaded. Ready when you are.`,
  noSources: msg`Add at least one photo of your yard and choose a style.`,
  noDescription: msg`Describe your style to start uploading.`,
  noStyle: msg`Choose a style to start uploading.`,
};

/** The line beside the button: what the wizard waits for (in the language of `i18n`). */
export function waitingFor(
  {
    uploading,
    offline,
    uploaded,
    hasSources,
    style,
  }: {
    uploading: boolean;
    offline: boolean;
    uploaded: boolean;
    hasSources: boolean;
    style: Style | undefined;
  },
  i18n: I18n = activeI18n,
): string {
  if (uploading && offline) return i18n._(NETWORK_MESSAGES.waiting);
  if (uploading) return i18n._(WAITING_TEXTS.uploading);
  if (uploaded) return i18n._(WAITING_TEXTS.uploaded);
  if (!hasSources) return i18n._(WAITING_TEXTS.noSources);
  if (style?.name === CUSTOM_STYLE_NAME && !style.description?.trim())
    return i18n._(WAITING_TEXTS.noDescription);
  if (!isStyleComplete(style)) return i18n._(WAITING_TEXTS.noStyle);
  return '';
}

/**
 * The line beside 'Queue Design' (offline, before anything was sent for the photos): what is
 * still missing, or that the design starts by itself once the device is back online.
 */
export const QUEUE_STATUS_MESSAGES = {
  ready: msg`Waiting for the network. Queue Design keeps this design on your device and starts it by itself once you are back online.`,
  noSources: msg`You are offline. Add at least one photo of your yard and choose a style, then queue the design: it starts by itself once you are back online.`,
  noStyle: msg`You are offline. Choose a style, then queue the design: it starts by itself once you are back online.`,
  noDescription: msg`You are offline. Describe your style, then queue the design: it starts by itself once you are back online.`,
  preparing: msg`You are offline. Your photos are being prepared; then queue the design: it starts by itself once you are back online.`,
  variations: msg`Variations need a connection: each one is created, uploaded and started with the server, one after the other. Choose No variations in Step 5 to queue this design now, or make the variations once you are back online.`,
};

/** The line beside 'Queue Design' (a message of `QUEUE_STATUS_MESSAGES`). */
export function queueStatusFor({
  hasSources,
  preparing,
  style,
  variations,
}: {
  hasSources: boolean;
  preparing: boolean;
  style: Style | undefined;
  variations: boolean;
}) {
  if (variations) return QUEUE_STATUS_MESSAGES.variations;
  if (preparing) return QUEUE_STATUS_MESSAGES.preparing;
  if (!hasSources) return QUEUE_STATUS_MESSAGES.noSources;
  if (style?.name === CUSTOM_STYLE_NAME && !style.description?.trim()) {
    return QUEUE_STATUS_MESSAGES.noDescription;
  }
  if (!isStyleComplete(style)) return QUEUE_STATUS_MESSAGES.noStyle;
  return QUEUE_STATUS_MESSAGES.ready;
}
