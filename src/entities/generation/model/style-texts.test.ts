// @vitest-environment node
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';

import {
  CUSTOM_CATEGORY,
  CUSTOM_STYLE_NAME,
  STYLE_CATALOGUE,
  STYLE_CATEGORIES,
} from '@/entities/generation/model/style-catalogue';
import {
  STYLE_TEXTS,
  styleCategoryText,
  styleDescriptionText,
  styleNameText,
} from '@/entities/generation/model/style-texts';

describe('style texts', () => {
  it('has the display texts of every catalogue style, in English as the catalogue has them', () => {
    expect(Object.keys(STYLE_TEXTS)).toEqual(STYLE_CATALOGUE.map((style) => style.name));
    for (const style of STYLE_CATALOGUE) {
      expect(styleNameText(i18n, style.name)).toBe(style.name);
      expect(styleDescriptionText(i18n, style)).toBe(style.description);
      expect(styleDescriptionText(i18n, { name: style.name })).toBe(style.description);
    }
  });

  it('names every category and Custom', () => {
    for (const { category } of STYLE_CATEGORIES) {
      expect(styleCategoryText(i18n, category)).toBe(category);
    }
    expect(styleCategoryText(i18n, CUSTOM_CATEGORY)).toBe('Custom');
  });

  it('shows what the catalogue does not know as it came', () => {
    expect(styleNameText(i18n, 'Old Style')).toBe('Old Style');
    expect(styleNameText(i18n, CUSTOM_STYLE_NAME)).toBe('Custom Style');
    expect(styleDescriptionText(i18n, { name: CUSTOM_STYLE_NAME, description: 'Lavender' })).toBe(
      'Lavender',
    );
    expect(styleDescriptionText(i18n, { name: 'Natural Accent', description: 'My own' })).toBe(
      'My own',
    );
    expect(styleCategoryText(i18n, 'Other')).toBe('Other');
  });

  it('shows the texts in the active language', () => {
    const locale = i18n.locale;
    const texts = STYLE_TEXTS['Natural Accent'];
    if (!texts) throw new Error('No texts for Natural Accent');
    i18n.load('xx', { [texts.name.id]: 'Acento natural' });
    i18n.activate('xx');
    try {
      expect(styleNameText(i18n, 'Natural Accent')).toBe('Acento natural');
    } finally {
      i18n.activate(locale);
    }
  });
});
