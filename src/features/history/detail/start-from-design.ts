import type { Generation } from '@/entities/generation/api/generation-schemas';

/** Which of a design's pictures a new design starts from. */
export type ReusedImageType = 'source' | 'inspiration' | 'final';

/**
 * The navigation state that opens the wizard with a design's pictures: the wizard's own contract,
 * which the app hands in (a feature does not import another).
 */
export type StartFromDesign = (generation: Generation, imageType: ReusedImageType) => unknown;
