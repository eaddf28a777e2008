import { deleteGeneration } from '@/entities/generation/api/delete-generation';
import { getGeneration } from '@/entities/generation/api/get-generation';

/**
 * Abandoned records: the wizard creates a generation record as soon as it uploads, so photos
 * that change, a wizard that closes mid-way or a reload leave one behind. They go here, quietly
 * (a record that cannot be deleted now is no reason to bother the user).
 */

/** Deletes a record the wizard made and no longer uses. */
export function discardGeneration(org: string, generationRef: string) {
  void deleteGeneration(org, generationRef).catch(() => undefined);
}

/**
 * Deletes a record left by an earlier visit (a reload), only if it never started: a start whose
 * answer was lost may still be running.
 */
export function discardIfNeverStarted(org: string, generationRef: string) {
  void getGeneration(org, generationRef)
    .then((previous) =>
      previous.currentStep === 'uploading' ? deleteGeneration(org, generationRef) : undefined,
    )
    .catch(() => undefined);
}
