// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { designLabel, designLabelParts } from '@/entities/generation/model/design-label';

describe('designLabelParts', () => {
  it('names the style and the settings with their labels', () => {
    expect(
      designLabelParts({
        style: { name: 'Natural Accent' },
        settings: {
          season: 'summer',
          weather: 'misty',
          timeOfDay: 'afternoon',
          atmosphericEffect: 'golden-hour',
        },
      }),
    ).toEqual(['Natural Accent', 'Summer', 'Misty/Foggy', 'Afternoon', 'Golden Hour']);
  });

  it('leaves out what is not known', () => {
    expect(designLabel({ settings: { season: 'fall' } })).toBe('Untitled design · Fall');
    expect(designLabel({ style: { name: 'Gentle Modern' } })).toBe('Gentle Modern');
  });
});
