import type { Generation } from '@/features/generations/api/generation-schemas';

/** Steps during which the server is still working and the detail screen polls (spec §4). */
const RUNNING_STEPS = new Set(['generating', 'uploading']);

/** How often the detail screen asks again while a generation runs (spec §9). */
export const POLL_INTERVAL_MS = 10_000;

export function isRunning(step: string | undefined) {
  return step !== undefined && RUNNING_STEPS.has(step);
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

/** Search over style name, style description and status, case-insensitive (spec §2). */
export function matchesGeneration(generation: Generation, query: string) {
  return [generation.style?.name, generation.style?.description, generation.currentStep].some(
    (value) => value?.toLowerCase().includes(query),
  );
}
