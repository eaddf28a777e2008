import { z } from 'zod/mini';

import { generationPath } from '@/entities/generation/api/generation-paths';
import type { FileInfo } from '@/entities/generation/api/generation-schemas';
import { apiRequest, uploadToPresignedUrl } from '@/lib/api/api-client';
import { fetchUploadTransport } from '@/testing/fetch-upload-transport';

/**
 * Test helpers that drive the generation endpoints the app does not use itself: more upload
 * addresses for an existing generation, and a plain upload of a created generation's files.
 */

const uploadUrlsSchema = z.object({ uploadUrls: z.array(z.string()) });

/** POST /api/{org}/yard-vision-generation/{id}/upload-urls. */
export async function requestUploadUrls(org: string, generationRef: string, files: FileInfo[]) {
  const { uploadUrls } = await apiRequest(generationPath(org, generationRef, 'upload-urls'), {
    method: 'POST',
    body: { fileNames: files.map((file) => file.name), fileInfo: files },
    schema: uploadUrlsSchema,
  });
  return uploadUrls;
}

/** PUTs each file to the URL the create call returned for it, sources first (with fetch). */
export async function uploadCreatedFiles(
  created: { uploadUrls: string[]; inspirationUploadUrls: string[] },
  sources: readonly Blob[],
  inspirations: readonly Blob[],
) {
  for (const [index, file] of sources.entries()) {
    await uploadToPresignedUrl(fetchUploadTransport, created.uploadUrls[index] ?? '', file);
  }
  for (const [index, file] of inspirations.entries()) {
    await uploadToPresignedUrl(
      fetchUploadTransport,
      created.inspirationUploadUrls[index] ?? '',
      file,
    );
  }
}
