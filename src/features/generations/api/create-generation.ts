import { generationPath } from '@/features/generations/api/generation-paths';
import {
  createdGenerationSchema,
  type FileInfo,
} from '@/features/generations/api/generation-schemas';
import type { Style } from '@/features/generations/model/styles';
import { apiRequest } from '@/lib/api-client';

export const STYLE_REQUIRED_MESSAGE = 'Style is required';

export type CreateGenerationInput = {
  style: Style | undefined;
  fileInfo: FileInfo[];
  inspirationFileInfo: FileInfo[];
  /** Ties the design to a project (and its customer), when made from one. */
  projectRef?: string;
  customerRef?: string;
};

/** The name and MIME type the API needs for each file before it hands out upload URLs. */
export function fileInfoOf(files: readonly File[]): FileInfo[] {
  return files.map((file) => ({ name: file.name, contentType: file.type }));
}

/**
 * POST /api/{org}/yard-vision-generation. Resolves to the new generation's `ref` and the
 * presigned URLs to upload each source and inspiration file to, in order.
 */
export function createGeneration(org: string, { style, ...rest }: CreateGenerationInput) {
  if (!style?.name) return Promise.reject(new Error(STYLE_REQUIRED_MESSAGE));
  return apiRequest(generationPath(org), {
    method: 'POST',
    body: { style, ...rest },
    schema: createdGenerationSchema,
  });
}
