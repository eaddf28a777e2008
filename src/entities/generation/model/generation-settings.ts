import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The weather and atmosphere options of a generation (spec §3, §5): values, labels, defaults.
 * The values are canonical (requests send them, generations carry them); the labels are what
 * screens show, in the user's language.
 */

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export const WEATHERS = ['sunny', 'cloudy', 'rainy', 'misty', 'snowy'] as const;
export const TIMES_OF_DAY = ['dawn', 'morning', 'afternoon', 'dusk', 'night'] as const;
export const ATMOSPHERIC_EFFECTS = ['golden-hour', 'blue-hour', 'stormy', 'calm'] as const;

export type Season = (typeof SEASONS)[number];
export type Weather = (typeof WEATHERS)[number];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type AtmosphericEffect = (typeof ATMOSPHERIC_EFFECTS)[number];

export type GenerationSettings = {
  season: Season;
  weather: Weather;
  timeOfDay: TimeOfDay;
  atmosphericEffect: AtmosphericEffect;
};

export const DEFAULT_GENERATION_SETTINGS: GenerationSettings = {
  season: 'spring',
  weather: 'sunny',
  timeOfDay: 'morning',
  atmosphericEffect: 'calm',
};

const SEASON_LABELS: Record<Season, MessageDescriptor> = {
  spring: msg`Spring`,
  summer: msg`Summer`,
  fall: msg`Fall`,
  winter: msg`Winter`,
};

const WEATHER_LABELS: Record<Weather, MessageDescriptor> = {
  sunny: msg`Sunny`,
  cloudy: msg`Cloudy`,
  rainy: msg`Rainy`,
  misty: msg`Misty/Foggy`,
  snowy: msg`Snowy`,
};

const TIME_OF_DAY_LABELS: Record<TimeOfDay, MessageDescriptor> = {
  dawn: msg`Dawn`,
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  dusk: msg`Dusk`,
  night: msg`Night`,
};

const ATMOSPHERIC_EFFECT_LABELS: Record<AtmosphericEffect, MessageDescriptor> = {
  'golden-hour': msg`Golden Hour`,
  'blue-hour': msg`Blue Hour`,
  stormy: msg`Stormy`,
  calm: msg`Calm`,
};

/** The four settings, in the order forms show them, with their labels and options. */
export const SETTING_FIELDS = [
  { name: 'season', label: msg`Season`, values: SEASONS, labels: SEASON_LABELS },
  { name: 'weather', label: msg`Weather`, values: WEATHERS, labels: WEATHER_LABELS },
  { name: 'timeOfDay', label: msg`Time of day`, values: TIMES_OF_DAY, labels: TIME_OF_DAY_LABELS },
  {
    name: 'atmosphericEffect',
    label: msg`Atmospheric effect`,
    values: ATMOSPHERIC_EFFECTS,
    labels: ATMOSPHERIC_EFFECT_LABELS,
  },
] as const;

export type SettingName = keyof GenerationSettings;

/**
 * The label of a setting's value ('golden-hour' → 'Golden Hour'), in the language of `i18n` (the
 * active one when left out), or the value itself when the app does not know it.
 */
export function settingValueLabel(
  name: SettingName,
  value: string,
  i18n: I18n = activeI18n,
): string {
  const field = SETTING_FIELDS.find((candidate) => candidate.name === name);
  const label = (field?.labels as Record<string, MessageDescriptor> | undefined)?.[value];
  return label ? i18n._(label) : value;
}

/** A generation's settings, complete: what it lacks takes the defaults (spec §5). */
export function completeSettings(settings: Partial<GenerationSettings> | undefined) {
  return { ...DEFAULT_GENERATION_SETTINGS, ...settings };
}
