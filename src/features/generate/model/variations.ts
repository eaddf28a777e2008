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
  isStyleComplete,
  styleToSend,
  type Style,
} from '@/entities/generation/model/style-catalogue';

/**
 * Variations in one go: one axis (a setting, or the style) and up to four values of it. Each
 * value becomes its own generation with the same photos and every other setting unchanged.
 */

/** At most this many variants in one go: as many as the compare studio shows side by side. */
export const MAX_VARIANTS = MAX_COMPARED;

/** The wizard's variations go to the compare studio: at least two, to compare. */
export const MIN_WIZARD_VARIANTS = 2;

export type VariationAxis = SettingName | 'style';

export const VARIATION_AXES: readonly { axis: VariationAxis; label: string }[] = [
  { axis: 'season', label: 'Seasons' },
  { axis: 'timeOfDay', label: 'Times of day' },
  { axis: 'weather', label: 'Weather' },
  { axis: 'atmosphericEffect', label: 'Atmospheric effects' },
  { axis: 'style', label: 'Styles' },
];

export const VARIATION_MESSAGES = {
  axis: 'Choose what to vary',
  tooFew: (minimum: number) =>
    minimum === 1 ? 'Choose at least one value' : `Choose at least ${minimum} values to compare`,
  tooMany: `Choose at most ${MAX_VARIANTS} values`,
  customDescription: 'Describe your custom style',
  limitReached: `Up to ${MAX_VARIANTS} variations at a time.`,
} as const;

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
export function generateVariationsLabel(count: number, minimum = 1) {
  if (count === 0 || count < minimum) return 'Generate variations';
  return count === 1 ? 'Generate 1 variation' : `Generate ${count} variations`;
}

/** What one variant is made with. `key` names it in the progress list; unique within a sweep. */
export type Variant = { key: string; label: string; style: Style; settings: GenerationSettings };

/** A setting axis's options: its values and labels. */
export function settingOptions(axis: SettingName): { value: string; label: string }[] {
  const field = SETTING_FIELDS.find((candidate) => candidate.name === axis);
  if (!field) return [];
  return field.values.map((value) => ({ value, label: settingValueLabel(axis, value) }));
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

/** Why the choice cannot be made yet, by field; empty when it can. */
export function validateChoice(
  choice: VariationChoice,
  minimum: number,
): { axis?: string; values?: string; customDescription?: string } {
  if (!choice.axis) return { axis: VARIATION_MESSAGES.axis };
  const errors: { values?: string; customDescription?: string } = {};
  if (choice.values.length < minimum) errors.values = VARIATION_MESSAGES.tooFew(minimum);
  else if (choice.values.length > MAX_VARIANTS) errors.values = VARIATION_MESSAGES.tooMany;
  if (
    choice.axis === 'style' &&
    choice.values.includes(CUSTOM_STYLE_NAME) &&
    !choice.customDescription.trim()
  ) {
    errors.customDescription = VARIATION_MESSAGES.customDescription;
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
): Variant[] {
  const { axis } = choice;
  if (!axis) return [];
  return choice.values.map((value) => {
    if (axis === 'style') {
      const style = styleToSend(styleOf(value, choice.customDescription));
      return { key: `style:${value}`, label: value, style, settings: base.settings };
    }
    return {
      key: `${axis}:${value}`,
      label: settingValueLabel(axis, value),
      style: styleToSend(base.style),
      settings: { ...base.settings, [axis]: value },
    };
  });
}

/** Whether a choice makes variants that can be sent (a complete style for each). */
export function variantsComplete(variants: readonly Variant[]) {
  return variants.length > 0 && variants.every((variant) => isStyleComplete(variant.style));
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
