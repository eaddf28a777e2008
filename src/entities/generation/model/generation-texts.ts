import type { DetailTexts } from '@/components/detail/detail-query-state';

/** What a screen about one generation says while it is loading, missing or failed to load. */
export const GENERATION_TEXTS: DetailTexts = {
  loading: 'Loading generation details...',
  loadFailed: 'The generation could not be loaded.',
  notFoundTitle: 'Generation not found',
  notFoundText: 'This design does not exist or has been deleted.',
  notFoundBackLabel: 'Go to your designs',
};
