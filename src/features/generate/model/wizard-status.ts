import {
  CUSTOM_STYLE_NAME,
  isStyleComplete,
  type Style,
} from '@/entities/generation/model/style-catalogue';

/** The line beside the button when the network stands in the way. */
export const NETWORK_MESSAGES = {
  /** The upload is paused until the browser is back online. */
  waiting: 'Waiting for the network',
} as const;

/** Why 'Generate Design' did not get through, when the network was the reason. */
export const START_NETWORK_MESSAGES = {
  /** Pressed while offline: nothing was sent. */
  startOffline:
    'You are offline: nothing was sent. Press Generate Design again once the network is back.',
  /** The start was sent but no answer came: it may or may not have started. */
  startLost:
    'The network dropped before the server answered. Press Generate Design again once it is back; a generation that did start is not started twice.',
} as const;

export type StartNetworkProblem = keyof typeof START_NETWORK_MESSAGES;

/** The line beside the button: what the wizard waits for. */
export function waitingFor({
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
}) {
  if (uploading && offline) return NETWORK_MESSAGES.waiting;
  if (uploading) return 'Your photos are uploading; you can keep choosing the style and settings.';
  if (uploaded) return 'Photos uploaded. Ready when you are.';
  if (!hasSources) return 'Add at least one photo of your yard and choose a style.';
  if (style?.name === CUSTOM_STYLE_NAME && !style.description?.trim())
    return 'Describe your style to start uploading.';
  if (!isStyleComplete(style)) return 'Choose a style to start uploading.';
  return '';
}
