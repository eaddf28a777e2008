// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { rawGenerationPictures } from '@/entities/generation/api/generation-pictures';
import { generationSchema } from '@/entities/generation/api/generation-schemas';

/** The pictures the screens show, from the parsed generation. */
function parsedPictures(raw: unknown) {
  const generation = generationSchema.parse(raw);
  return { result: generation.finalImageUrl };
}

const RAW_GENERATIONS: Record<string, unknown>[] = [
  {
    sk: 'g-1',
    createdAt: '2026-11-03T10:00:00.000Z',
    sourceImages: ['https://cdn.example.test/before.jpg', 'https://cdn.example.test/second.jpg'],
    finalImageUrl: 'https://cdn.example.test/after.jpg',
  },
  { sk: 'g-2', sourceImages: null, finalImageUrl: null, createdAt: null },
  { sk: 'g-3' },
  {
    sk: 'g-4',
    sourceImages: ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/pictures/front.jpg'],
    finalImageUrl: 'blob:https://example.test/1',
  },
  { sk: 'g-5', sourceImages: [], finalImageUrl: '' },
];

describe('a generation’s pictures read before its schema has loaded', () => {
  it.each(RAW_GENERATIONS)('are the addresses the schema keeps (%o)', (raw) => {
    expect(rawGenerationPictures(raw)).toEqual(parsedPictures(raw));
  });

  it('reads nothing from anything but a generation', () => {
    expect(rawGenerationPictures('not a generation')).toBeUndefined();
  });
});
