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

/** The name of a design edited in 'Keep and mix': '<design name>, edited'. */
function editedName(name: string, i18n: I18n) {
  return i18n._(msg({ message: `${name}, edited`, comment: "A design changed in 'Keep and mix'" }));
}

/** What a label is made of: the style and settings, and whether it is an edit of the design. */
type Labelled = { style?: Style; settings?: Partial<GenerationSettings>; edited?: object };

/**
 * What a design is, in words: its style ('<style>, edited' for an edit made in 'Keep and mix'),
 * then its season, weather, time of day and effect; in the language of `i18n` (the active one
 * when left out).
 */
export function designLabelParts(design: Labelled, i18n: I18n = activeI18n): string[] {
  const { settings = {} } = design;
  const values = SETTING_FIELDS.flatMap(({ name }) => {
    const value = settings[name];
    return value ? [settingValueLabel(name, value, i18n)] : [];
  });
  const style = design.style?.name;
  const name = style === undefined ? i18n._(UNTITLED) : styleNameText(i18n, style);
  return [design.edited ? editedName(name, i18n) : name, ...values];
}

/** The label parts as one line: 'Natural Accent · Summer · Sunny · Afternoon · Calm'. */
export function designLabel(design: Labelled, i18n: I18n = activeI18n) {
  return designLabelParts(design, i18n).join(' · ');
}
