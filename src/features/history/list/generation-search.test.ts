// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import { STYLE_TEXTS } from '@/entities/generation/model/style-texts';
import { matchesGeneration } from '@/features/history/list/generation-search';

const design = {
  style: { name: 'Natural Accent', description: 'Native grasses and boulders' },
  currentStep: 'completed',
};

describe('matchesGeneration', () => {
  it('matches the style name, its description and the status, ignoring case', () => {
    expect(matchesGeneration(design, 'natural')).toBe(true);
    expect(matchesGeneration(design, 'boulders')).toBe(true);
    expect(matchesGeneration(design, 'complet')).toBe(true);
    expect(matchesGeneration(design, 'meadow')).toBe(false);
  });

  it('also matches them as the list shows them in the app’s language', () => {
    const texts = STYLE_TEXTS['Natural Accent'];
    if (!texts) throw new Error('Natural Accent is not in the catalogue');
    const spanish = setupI18n({
      locale: 'es',
      messages: { es: { [texts.name.id]: 'Acento natural' } },
    });
    expect(matchesGeneration(design, 'acento', spanish)).toBe(true);
    expect(matchesGeneration(design, 'natural accent', spanish)).toBe(true);
    expect(matchesGeneration(design, 'acento')).toBe(false);
  });
});
