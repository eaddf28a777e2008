import { generationPath } from '@/features/generations/api/generation-paths';
import { uploadUrlsSchema, type FileInfo } from '@/features/generations/api/generation-schemas';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/{org}/yard-vision-generation/{id}/upload-urls: addresses for more source files of
 * an existing generation.
 */
export async function requestUploadUrls(org: string, generationRef: string, files: FileInfo[]) {
  const { uploadUrls } = await apiRequest(generationPath(org, generationRef, 'upload-urls'), {
    method: 'POST',
    body: { fileNames: files.map((file) => file.name), fileInfo: files },
    schema: uploadUrlsSchema,
  });
  return uploadUrls;
}
