import type { Style } from '@/entities/generation/model/style-catalogue';

/** Search over style name, style description and status, case-insensitive (spec §2). */
export function matchesGeneration(
  generation: { style?: Style; currentStep?: string },
  query: string,
) {
  return [generation.style?.name, generation.style?.description, generation.currentStep].some(
    (value) => value?.toLowerCase().includes(query),
  );
}
