import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the thumbnails in `container` have asked for their pictures: a thumbnail holds its
 * picture's place until the list has painted (GenerationThumbnail).
 */
export async function thumbnailsAsked(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('span[role="img"]')).toBeNull());
}
