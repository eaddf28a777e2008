import type { GenerationSettings } from '@/entities/generation/model/generation-settings';
import { mockApi } from '@/testing/mocks/server';
import { TEST_USER } from '@/testing/tokens';

/** The first bytes of a JPEG: enough for the mock's renderer to accept it as an image. */
export const JPEG_BYTES = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46,
]);

export type SeedGeneration = {
  style?: { name: string; description?: string };
  currentStep?: string;
  createdAt?: string;
  sources?: number;
  inspirations?: number;
  /** Give it a final image (a completed generation). */
  final?: boolean;
  failureReason?: string;
  settings?: GenerationSettings;
  /** The project (and its customer) the design belongs to. */
  projectRef?: string;
  customerRef?: string;
  org?: string;
};

/**
 * Puts a generation straight into the mock API, in any state, with its pictures uploaded.
 * For tests of screens that show generations.
 */
export async function seedGeneration({
  style = { name: 'Natural Accent', description: 'Native grasses soften the edges.' },
  currentStep = 'completed',
  createdAt,
  sources = 1,
  inspirations = 0,
  final = currentStep === 'completed',
  failureReason,
  settings,
  projectRef,
  customerRef,
  org = TEST_USER.organizationRef,
}: SeedGeneration = {}) {
  const image = (name: string) => ({ name, contentType: 'image/jpeg' });
  const generation = await mockApi.addGeneration(org, {
    style,
    fileInfo: Array.from({ length: sources }, (_, i) => image(`yard-${i + 1}.jpg`)),
    inspirationFileInfo: Array.from({ length: inspirations }, (_, i) => image(`idea-${i + 1}.jpg`)),
    projectRef,
    customerRef,
  });
  for (const slot of [...generation.sources, ...generation.inspirations]) {
    await mockApi.storeUpload(slot, { contentType: 'image/jpeg', bytes: new Blob([JPEG_BYTES]) });
  }
  if (currentStep === 'generating') {
    await mockApi.startGenerating(generation, { settings });
  } else {
    generation.currentStep = currentStep;
  }
  if (final) generation.finalKey = generation.sources[0]?.key;
  generation.failureReason = failureReason;
  if (createdAt) generation.createdAt = createdAt;
  await mockApi.save();
  return generation;
}
