import { discardGeneration } from '@/entities/generation/api/discard-generation';
import { generationPath } from '@/entities/generation/api/generation-paths';
import {
  createdGenerationSchema,
  type FileInfo,
} from '@/entities/generation/api/generation-schemas';
import { styleToSend, type Style } from '@/entities/generation/model/style-catalogue';
import { uploadItemsFor } from '@/entities/generation/model/upload-plan';
import { apiRequest } from '@/lib/api/api-client';
import { whenBrowserOnline } from '@/lib/network/network-status';

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

/** What a design is made of, as the create call needs it: its style, photos and project. */
type GenerationFiles = {
  style: Style;
  sources: readonly { id: string; file: File }[];
  inspirations: readonly { id: string; file: File }[];
  project?: { projectRef: string; customerRef: string };
};

/**
 * The create call's body for a design (the one place it is built: the wizard, the variations
 * and the queue of designs made offline all send this).
 */
export function createInputFor({
  style,
  sources,
  inspirations,
  project,
}: GenerationFiles): CreateGenerationInput {
  return {
    style: styleToSend(style),
    fileInfo: fileInfoOf(sources.map((photo) => photo.file)),
    inspirationFileInfo: fileInfoOf(inspirations.map((photo) => photo.file)),
    ...project,
  };
}

/**
 * Creates the record for these photos, once the browser is online (a create whose answer is
 * lost cannot be sent again without risking a second record), and pairs each photo with its
 * upload URL. A record that arrives after `signal` aborted, or without a URL for every photo,
 * is deleted again.
 */
export async function createRecordFor(org: string, design: GenerationFiles, signal: AbortSignal) {
  const { sources, inspirations } = design;
  await whenBrowserOnline(signal);
  const created = await createGeneration(org, createInputFor(design));
  if (signal.aborted) {
    discardGeneration(org, created.ref);
    signal.throwIfAborted();
  }
  try {
    return { generationRef: created.ref, items: uploadItemsFor(created, sources, inspirations) };
  } catch (error) {
    // Fewer upload URLs than photos: the record is of no use.
    discardGeneration(org, created.ref);
    throw error;
  }
}
