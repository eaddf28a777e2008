// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  CUSTOM_CATEGORY,
  CUSTOM_STYLE_NAME,
  STYLE_CATALOGUE,
  STYLE_CATEGORIES,
  categoryOf,
  findCatalogueStyle,
} from '@/entities/generation/model/style-catalogue';

const CATEGORIES = [
  'Enhanced',
  'Natural',
  'Refined',
  'Gentle',
  'Adaptive',
  'Subtle',
  'Seasonal',
  'Low-Impact',
  'Integrated',
  'Harmonious',
  'Improved',
  'Balanced',
  'Feline',
];

const REQUIRED_NAMES = [
  'Enhanced Existing',
  'Natural Accent',
  'Refined Traditional',
  'Gentle Modern',
  'Adaptive Native',
  'Subtle Symmetry',
  'Seasonal Interest',
  'Low-Impact Beauty',
  'Integrated Design',
  'Refined Curb Appeal',
  'Harmonious Blend',
  'Subtle Structure',
  'Enhanced Privacy',
  'Improved Flow',
];

const FELINE_NAMES = [
  'Feline Fancy',
  'Feline Frenzy',
  'Feline Fiasco',
  'Feline Fabulous',
  'Feline Folly',
];

const names = STYLE_CATALOGUE.map((style) => style.name);

describe('style catalogue', () => {
  it('has 45 styles: 40 variants in 12 categories, then the five Feline ones', () => {
    expect(STYLE_CATALOGUE).toHaveLength(45);
    expect(names.slice(40)).toEqual(FELINE_NAMES);
    const variantCategories = new Set(names.slice(0, 40).map(categoryOf));
    expect([...variantCategories]).toEqual(CATEGORIES.slice(0, 12));
  });

  it('groups the styles into 13 categories in catalogue order', () => {
    expect(STYLE_CATEGORIES.map((group) => group.category)).toEqual(CATEGORIES);
    expect(STYLE_CATEGORIES.flatMap((group) => group.styles)).toEqual(STYLE_CATALOGUE);
    for (const group of STYLE_CATEGORIES) {
      expect(group.styles.length).toBeGreaterThan(0);
      for (const style of group.styles) expect(categoryOf(style.name)).toBe(group.category);
    }
  });

  it('names every style "{Category} {Specific name}" with unique names', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      const category = categoryOf(name);
      expect(CATEGORIES).toContain(category);
      expect(name.startsWith(`${category} `)).toBe(true);
      expect(name.slice(category.length + 1).trim()).not.toBe('');
    }
    expect(names).not.toContain(CUSTOM_STYLE_NAME);
    expect(CATEGORIES).not.toContain(CUSTOM_CATEGORY);
  });

  it('includes the named styles', () => {
    for (const name of [...REQUIRED_NAMES, ...FELINE_NAMES]) expect(names).toContain(name);
  });

  it('describes every style in one short sentence', () => {
    for (const { name, description } of STYLE_CATALOGUE) {
      expect(description, name).toMatch(/^[A-Z].*\.$/);
      // One sentence: no sentence end before the final full stop.
      expect(description.slice(0, -1), name).not.toMatch(/[.!?]/);
      expect(description.length, name).toBeLessThanOrEqual(140);
      // The name is shown beside it: the description does not repeat it.
      expect(description.startsWith(name), name).toBe(false);
    }
  });

  it('takes the first word of a name as its category', () => {
    expect(categoryOf('Low-Impact Beauty')).toBe('Low-Impact');
    expect(categoryOf('Refined Curb Appeal')).toBe('Refined');
    expect(categoryOf('Feline Folly')).toBe('Feline');
    expect(categoryOf(CUSTOM_STYLE_NAME)).toBe('Custom');
  });

  it('finds a style by its exact name', () => {
    expect(findCatalogueStyle('Natural Accent')).toEqual({
      name: 'Natural Accent',
      description: expect.stringMatching(/native grasses/) as unknown,
    });
    expect(findCatalogueStyle('natural accent')).toBeUndefined();
    expect(findCatalogueStyle(CUSTOM_STYLE_NAME)).toBeUndefined();
  });
});
