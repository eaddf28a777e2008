import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

import { advanceUntil } from '@/testing/app-clock';

/**
 * Waits until the thumbnails in `container` have asked for their pictures: a thumbnail holds its
 * picture's place until the list has painted (GenerationThumbnail), which the test DOM says
 * 300 ms after the first render (it has no idle callbacks). On a fake clock (fakeAppClock) the
 * clock is moved there instead.
 */
export async function thumbnailsAsked(container: HTMLElement) {
  const asked = () => expect(container.querySelector('span[role="img"]')).toBeNull();
  if (vi.isFakeTimers()) await advanceUntil(asked);
  else await waitFor(asked);
}
