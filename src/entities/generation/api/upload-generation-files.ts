import { uploadOrder, type UploadItem } from '@/entities/generation/model/upload-plan';
import { uploadBatches, type UploadOptions } from '@/lib/uploads/upload-scheduler';
import type { UploadTransport } from '@/lib/uploads/upload-transport';

/**
 * PUTs a created generation's files to the presigned URLs its create call returned: the source
 * files first, then the inspiration files (spec §4), through `transport`, with the scheduler's
 * retries and its wait while the browser is offline. Resolves with the files that still failed
 * (`uploadFailureMessage` names them). The wizard, the variations and the queue of designs made
 * offline all upload through here.
 */
export function uploadGenerationFiles(
  transport: UploadTransport,
  items: readonly UploadItem[],
  options?: UploadOptions,
) {
  return uploadBatches(transport, uploadOrder(items), options);
}
