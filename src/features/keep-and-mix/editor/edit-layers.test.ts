// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { generationSchema, type Generation } from '@/entities/generation/api/generation-schemas';
import { editLayers, madeFromSamePhoto } from '@/features/keep-and-mix/editor/edit-layers';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

function design(sk: string, fields: Record<string, unknown> = {}): Generation {
  return generationSchema.parse({
    sk,
    createdAt: '2026-11-20T10:00:00.000Z',
    currentStep: 'completed',
    style: { name: 'Natural Accent', description: '' },
    settings: { season: 'spring' },
    sourceImages: [`https://storage.test/${sk}/front-yard.jpg?sig=${sk}`],
    finalImageUrl: `https://storage.test/${sk}/final.jpg`,
    fileNames: ['front-yard.jpg'],
    projectRef: 'project-1',
    ...fields,
  });
}

describe('the layers of an edit', () => {
  it('offers the original photo first, then the finished designs of the same photo, newest first', () => {
    const edited = design('a');
    const layers = editLayers(
      edited,
      [
        edited,
        design('b', { createdAt: '2026-11-21T10:00:00.000Z', settings: { season: 'fall' } }),
        design('c', {
          createdAt: '2026-11-22T10:00:00.000Z',
          style: { name: 'Refined Traditional' },
        }),
        // Still being made: no picture to take from.
        design('d', { currentStep: 'generating', finalImageUrl: undefined }),
        // Another photo of the project.
        design('e', {
          fileNames: ['back-yard.jpg'],
          sourceImages: ['https://storage.test/e/back.jpg'],
        }),
        // The same file name in another project.
        design('f', { projectRef: 'project-2' }),
      ],
      i18n,
    );
    expect(layers).toEqual([
      {
        id: 'original',
        label: 'Original photo',
        url: 'https://storage.test/a/front-yard.jpg?sig=a',
      },
      {
        id: 'design:c',
        label: 'Refined Traditional · Spring',
        url: 'https://storage.test/c/final.jpg',
      },
      { id: 'design:b', label: 'Natural Accent · Fall', url: 'https://storage.test/b/final.jpg' },
    ]);
  });

  it('knows the same stored photo whatever its signature, and needs the same work for a name', () => {
    const shared = 'https://storage.test/shared/photo.jpg';
    expect(
      madeFromSamePhoto(
        design('a', { sourceImages: [`${shared}?sig=1`], fileNames: [] }),
        design('b', { sourceImages: [`${shared}?sig=2`], fileNames: [], projectRef: 'other' }),
      ),
    ).toBe(true);
    expect(
      madeFromSamePhoto(
        design('a', { projectRef: undefined, customerRef: 'customer-1' }),
        design('b', { projectRef: undefined, customerRef: 'customer-1' }),
      ),
    ).toBe(true);
    expect(
      madeFromSamePhoto(
        design('a', { projectRef: undefined, customerRef: undefined }),
        design('b', { projectRef: undefined, customerRef: undefined }),
      ),
    ).toBe(true);
    expect(
      madeFromSamePhoto(
        design('a', { projectRef: undefined, customerRef: 'customer-1' }),
        design('b', { projectRef: undefined, customerRef: undefined }),
      ),
    ).toBe(false);
  });

  it('has no original layer for a design without a source photo', () => {
    expect(editLayers(design('a', { sourceImages: [] }), [], i18n)).toEqual([]);
  });
});
