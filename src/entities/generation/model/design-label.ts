import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import {
  SETTING_FIELDS,
  settingValueLabel,
  type GenerationSettings,
} from '@/entities/generation/model/generation-settings';
import type { Style } from '@/entities/generation/model/style-catalogue';
import { styleNameText } from '@/entities/generation/model/style-texts';

const UNTITLED = msg`Untitled design`;

/**
 * What a design is, in words: its style, then its season, weather, time of day and effect; in the
 * language of `i18n` (the active one when left out).
 */
export function designLabelParts(
  design: { style?: Style; settings?: Partial<GenerationSettings> },
  i18n: I18n = activeI18n,
): string[] {
  const { settings = {} } = design;
  const values = SETTING_FIELDS.flatMap(({ name }) => {
    const value = settings[name];
    return value ? [settingValueLabel(name, value, i18n)] : [];
  });
  const style = design.style?.name;
  return [style === undefined ? i18n._(UNTITLED) : styleNameText(i18n, style), ...values];
}

/** The label parts as one line: 'Natural Accent · Summer · Sunny · Afternoon · Calm'. */
export function designLabel(
  design: { style?: Style; settings?: Partial<GenerationSettings> },
  i18n: I18n = activeI18n,
) {
  return designLabelParts(design, i18n).join(' · ');
}
