import type { CreatedGeneration } from '@/features/generations/api/generation-schemas';
import { uploadToPresignedUrl, type AbortOptions } from '@/lib/api-client';

export const UPLOAD_ERRORS = {
  source: 'Failed to upload some source images',
  inspiration: 'Failed to upload some inspiration images',
} as const;

async function uploadAll(urls: readonly string[], files: readonly Blob[], signal?: AbortSignal) {
  if (urls.length < files.length) return false;
  const results = await Promise.allSettled(
    files.map((file, index) => uploadToPresignedUrl(urls[index] ?? '', file, { signal })),
  );
  signal?.throwIfAborted();
  return results.every((result) => result.status === 'fulfilled');
}

/**
 * PUTs each source file, then each inspiration file, raw to the URL the create call returned
 * for it (spec §4). Throws the §8 message of the set that failed.
 */
export async function uploadGenerationFiles(
  created: Pick<CreatedGeneration, 'uploadUrls' | 'inspirationUploadUrls'>,
  sourceFiles: readonly Blob[],
  inspirationFiles: readonly Blob[],
  { signal }: AbortOptions = {},
) {
  if (!(await uploadAll(created.uploadUrls, sourceFiles, signal))) {
    throw new Error(UPLOAD_ERRORS.source);
  }
  if (!(await uploadAll(created.inspirationUploadUrls, inspirationFiles, signal))) {
    throw new Error(UPLOAD_ERRORS.inspiration);
  }
}
