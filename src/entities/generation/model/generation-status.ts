import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Steps during which the server is still working and the detail screen polls (spec §4). */
const RUNNING_STEPS = new Set(['generating', 'uploading']);

/** How often a screen asks again while a generation runs (spec §9). */
const POLL_INTERVAL_MS = 10_000;

export function isRunning(step: string | undefined) {
  return step !== undefined && RUNNING_STEPS.has(step);
}

/**
 * Whether a screen showing a generation at `step` keeps asking for it. The detail screen polls
 * while the server works on it (uploading, generating); the list only while the server
 * generates ('uploading' depends on a browser that may have gone away).
 */
export function shouldPoll(step: string | undefined, screen: 'list' | 'detail') {
  return screen === 'detail' ? isRunning(step) : step === 'generating';
}

/** The query's refetch interval for a screen showing generations at `steps`: 10 s or never. */
export function refetchIntervalFor(
  steps: readonly (string | undefined)[],
  screen: 'list' | 'detail',
): number | false {
  return steps.some((step) => shouldPoll(step, screen)) ? POLL_INTERVAL_MS : false;
}

/** The labels of the steps the app knows (spec §3); any other step shows capitalised as it came. */
const STEP_LABELS: Partial<Record<string, MessageDescriptor>> = {
  generating: msg`Generating`,
  uploading: msg`Uploading`,
  completed: msg`Completed`,
  failed: msg`Failed`,
};

/**
 * 'Completed', 'Generating', ... or 'Unknown'; ' - Failed' when there is a failure reason. In the
 * language of `i18n` (the active one when left out).
 */
export function statusLabel(
  step: string | undefined,
  failureReason?: string,
  i18n: I18n = activeI18n,
) {
  const known = step ? STEP_LABELS[step] : undefined;
  const label = known
    ? i18n._(known)
    : step
      ? `${step.charAt(0).toUpperCase()}${step.slice(1)}`
      : i18n._(msg`Unknown`);
  return failureReason ? i18n._(msg`${label} - Failed`) : label;
}

/** The detail screen's badge: completed default, running secondary, failed destructive. */
export function detailBadgeVariant(step: string | undefined) {
  if (step === 'completed') return 'default';
  if (step === 'failed') return 'destructive';
  return isRunning(step) ? 'secondary' : 'outline';
}

/** The list's badge: completed accent, failed destructive, others default (spec §4). */
export function listBadgeVariant(step: string | undefined) {
  if (step === 'completed') return 'accent';
  if (step === 'failed') return 'destructive';
  return 'default';
}
