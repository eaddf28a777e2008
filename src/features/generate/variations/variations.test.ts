// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { DEFAULT_GENERATION_SETTINGS } from '@/entities/generation/model/generation-settings';
import {
  EMPTY_VARIATION_CHOICE,
  chooseAxis,
  compareSet,
  generateVariationsLabel,
  toggleValue,
  validateChoice,
  variantsOf,
} from '@/features/generate/variations/variations';

const BASE = {
  style: { name: 'Natural Meadow', description: 'Wildflowers.' },
  settings: { ...DEFAULT_GENERATION_SETTINGS, weather: 'cloudy' as const },
};

describe('variations', () => {
  it('ticks every other value of a setting to begin with, at most 4', () => {
    expect(chooseAxis('season', BASE.settings, EMPTY_VARIATION_CHOICE).values).toEqual([
      'summer',
      'fall',
      'winter',
    ]);
    expect(chooseAxis('weather', BASE.settings, EMPTY_VARIATION_CHOICE).values).toEqual([
      'sunny',
      'rainy',
      'misty',
      'snowy',
    ]);
    expect(chooseAxis('style', BASE.settings, EMPTY_VARIATION_CHOICE).values).toEqual([]);
  });

  it('ticks no fifth value', () => {
    const full = chooseAxis('timeOfDay', BASE.settings, EMPTY_VARIATION_CHOICE);
    expect(full.values).toHaveLength(4);
    expect(toggleValue(full, 'morning')).toBe(full);
    expect(toggleValue(full, 'dawn').values).toEqual(['afternoon', 'dusk', 'night']);
  });

  it('says what is missing', () => {
    expect(validateChoice(EMPTY_VARIATION_CHOICE, 1)).toEqual({ axis: 'Choose what to vary' });
    const styles = chooseAxis('style', BASE.settings, EMPTY_VARIATION_CHOICE);
    expect(validateChoice(styles, 1)).toEqual({ values: 'Choose at least one value' });
    expect(validateChoice(toggleValue(styles, 'Custom Style'), 2)).toEqual({
      values: 'Choose at least 2 values to compare',
      customDescription: 'Describe your custom style',
    });
    expect(validateChoice(chooseAxis('season', BASE.settings, styles), 2)).toEqual({});
  });

  it('changes only the axis in each variant, labelled by its value', () => {
    const choice = chooseAxis('atmosphericEffect', BASE.settings, EMPTY_VARIATION_CHOICE);
    expect(variantsOf(choice, BASE)).toEqual([
      {
        key: 'atmosphericEffect:golden-hour',
        label: 'Golden Hour',
        style: BASE.style,
        settings: { ...BASE.settings, atmosphericEffect: 'golden-hour' },
      },
      {
        key: 'atmosphericEffect:blue-hour',
        label: 'Blue Hour',
        style: BASE.style,
        settings: { ...BASE.settings, atmosphericEffect: 'blue-hour' },
      },
      {
        key: 'atmosphericEffect:stormy',
        label: 'Stormy',
        style: BASE.style,
        settings: { ...BASE.settings, atmosphericEffect: 'stormy' },
      },
    ]);
  });

  it('makes a style variant from the catalogue or the custom description, trimmed', () => {
    const choice = {
      axis: 'style' as const,
      values: ['Refined Formal', 'Custom Style'],
      customDescription: ' Moss ',
    };
    const [formal, custom] = variantsOf(choice, BASE);
    expect(formal.style.name).toBe('Refined Formal');
    expect(formal.style.description).toMatch(/clipped hedges/);
    expect(formal.settings).toEqual(BASE.settings);
    expect(custom.style).toEqual({ name: 'Custom Style', description: 'Moss' });
  });

  it('opens the studio with the original first when there is room', () => {
    expect(compareSet(['a', 'b', 'c'], ['o'])).toEqual(['o', 'a', 'b', 'c']);
    expect(compareSet(['a', 'b', 'c', 'd'], ['o'])).toEqual(['a', 'b', 'c', 'd']);
    expect(compareSet(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('names the button by the count', () => {
    expect(generateVariationsLabel(0)).toBe('Generate variations');
    expect(generateVariationsLabel(1)).toBe('Generate 1 variation');
    expect(generateVariationsLabel(4)).toBe('Generate 4 variations');
    // Below the wizard's minimum of 2 the button names no count it would refuse.
    expect(generateVariationsLabel(1, 2)).toBe('Generate variations');
  });
});
