/** Steps during which the server is still working and the detail screen polls (spec §4). */
const RUNNING_STEPS = new Set(['generating', 'uploading']);

/** How often a screen asks again while a generation runs (spec §9). */
export const POLL_INTERVAL_MS = 10_000;

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

/** 'Completed', 'Generating', ... or 'Unknown'; ' - Failed' when there is a failure reason. */
export function statusLabel(step: string | undefined, failureReason?: string) {
  const label = step ? `${step.charAt(0).toUpperCase()}${step.slice(1)}` : 'Unknown';
  return failureReason ? `${label} - Failed` : label;
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
