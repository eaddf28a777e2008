import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

import { MAX_COMPARED } from '@/config/paths';
import {
  SETTING_FIELDS,
  settingValueLabel,
  type GenerationSettings,
  type SettingName,
} from '@/entities/generation/model/generation-settings';
import {
  CUSTOM_STYLE_NAME,
  findCatalogueStyle,
  styleToSend,
  type Style,
} from '@/entities/generation/model/style-catalogue';
import { styleNameText } from '@/entities/generation/model/style-texts';

/**
 * Variations in one go: one axis (a setting, or the style) and up to four values of it. Each
 * value becomes its own generation with the same photos and every other setting unchanged.
 */

/** At most this many variants in one go: as many as the compare studio shows side by side. */
export const MAX_VARIANTS = MAX_COMPARED;

/** The wizard's variations go to the compare studio: at least two, to compare. */
export const MIN_WIZARD_VARIANTS = 2;

export type VariationAxis = SettingName | 'style';

export const VARIATION_AXES: readonly { axis: VariationAxis; label: MessageDescriptor }[] = [
  { axis: 'season', label: msg`Seasons` },
  { axis: 'timeOfDay', label: msg`Times of day` },
  { axis: 'weather', label: msg`Weather` },
  { axis: 'atmosphericEffect', label: msg`Atmospheric effects` },
  { axis: 'style', label: msg`Styles` },
];

const max = MAX_VARIANTS;

export const VARIATION_MESSAGES = {
  axis: msg`Choose what to vary`,
  tooFew: (minimum: number) =>
    minimum === 1
      ? msg`Choose at least one value`
      : msg`Choose at least ${minimum} values to compare`,
  tooMany: msg`Choose at most ${max} values`,
  customDescription: msg`Describe your custom style`,
  limitReached: msg`Up to ${max} variations at a time.`,
};

/**
 * The variations chosen: an axis and its values. For the style axis a value is a catalogue
 * style's name or 'Custom Style' (its text in `customDescription`).
 */
export type VariationChoice = {
  axis: VariationAxis | undefined;
  values: string[];
  customDescription: string;
};

export const EMPTY_VARIATION_CHOICE: VariationChoice = {
  axis: undefined,
  values: [],
  customDescription: '',
};

/**
 * The button that makes them: 'Generate 1 variation', 'Generate 3 variations', or 'Generate
 * variations' while fewer than `minimum` are chosen.
 */
export function generateVariationsLabel(count: number, minimum = 1, i18n: I18n = activeI18n) {
  if (count === 0 || count < minimum) return i18n._(msg`Generate variations`);
  return i18n._(
    msg`${plural(count, { one: 'Generate # variation', other: 'Generate # variations' })}`,
  );
}

/** What one variant is made with. `key` names it in the progress list; unique within a sweep. */
export type Variant = { key: string; label: string; style: Style; settings: GenerationSettings };

/** A setting axis's options: its values and labels. */
export function settingOptions(
  axis: SettingName,
  i18n: I18n = activeI18n,
): { value: string; label: string }[] {
  const field = SETTING_FIELDS.find((candidate) => candidate.name === axis);
  if (!field) return [];
  return field.values.map((value) => ({ value, label: settingValueLabel(axis, value, i18n) }));
}

/** A new choice of axis: the values start empty, or for a setting, every other value than the base's (at most 4). */
export function chooseAxis(
  axis: VariationAxis,
  base: GenerationSettings,
  previous: VariationChoice,
): VariationChoice {
  if (axis === 'style') return { ...previous, axis, values: [] };
  const values = settingOptions(axis)
    .map((option) => option.value)
    .filter((value) => value !== base[axis])
    .slice(0, MAX_VARIANTS);
  return { ...previous, axis, values };
}

/** Ticks or unticks a value; beyond the maximum nothing more is ticked. Keeps the axis's order. */
export function toggleValue(choice: VariationChoice, value: string): VariationChoice {
  if (choice.values.includes(value)) {
    return { ...choice, values: choice.values.filter((candidate) => candidate !== value) };
  }
  if (choice.values.length >= MAX_VARIANTS) return choice;
  return { ...choice, values: [...choice.values, value] };
}

/** Why the choice cannot be made yet, by field (in the language of `i18n`); empty when it can. */
export function validateChoice(
  choice: VariationChoice,
  minimum: number,
  i18n: I18n = activeI18n,
): { axis?: string; values?: string; customDescription?: string } {
  if (!choice.axis) return { axis: i18n._(VARIATION_MESSAGES.axis) };
  const errors: { values?: string; customDescription?: string } = {};
  if (choice.values.length < minimum) errors.values = i18n._(VARIATION_MESSAGES.tooFew(minimum));
  else if (choice.values.length > MAX_VARIANTS) errors.values = i18n._(VARIATION_MESSAGES.tooMany);
  if (
    choice.axis === 'style' &&
    choice.values.includes(CUSTOM_STYLE_NAME) &&
    !choice.customDescription.trim()
  ) {
    errors.customDescription = i18n._(VARIATION_MESSAGES.customDescription);
  }
  return errors;
}

function styleOf(value: string, customDescription: string): Style {
  if (value === CUSTOM_STYLE_NAME)
    return { name: CUSTOM_STYLE_NAME, description: customDescription };
  return findCatalogueStyle(value) ?? { name: value };
}

/**
 * The variants of a valid choice: each value over the base style and settings, labelled by what
 * varies ('Winter', 'Golden Hour', 'Natural Meadow').
 */
export function variantsOf(
  choice: VariationChoice,
  base: { style: Style; settings: GenerationSettings },
  i18n: I18n = activeI18n,
): Variant[] {
  const { axis } = choice;
  if (!axis) return [];
  return choice.values.map((value) => {
    if (axis === 'style') {
      const style = styleToSend(styleOf(value, choice.customDescription));
      return {
        key: `style:${value}`,
        label: styleNameText(i18n, value),
        style,
        settings: base.settings,
      };
    }
    return {
      key: `${axis}:${value}`,
      label: settingValueLabel(axis, value, i18n),
      style: styleToSend(base.style),
      settings: { ...base.settings, [axis]: value },
    };
  });
}

/**
 * The designs the compare studio opens with: the variants, after `first` (the design they were
 * made from) when there is room for it.
 */
export function compareSet(variants: readonly string[], first: readonly string[] = []) {
  return first.length + variants.length <= MAX_VARIANTS
    ? [...first, ...variants]
    : variants.slice(0, MAX_VARIANTS);
}
