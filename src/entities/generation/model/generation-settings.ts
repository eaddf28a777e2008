/** The weather and atmosphere options of a generation (spec §3, §5): values, labels, defaults. */

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

export const SEASON_LABELS: Record<Season, string> = {
  spring: 'Spring',
  summer: 'Summer',
  fall: 'Fall',
  winter: 'Winter',
};

export const WEATHER_LABELS: Record<Weather, string> = {
  sunny: 'Sunny',
  cloudy: 'Cloudy',
  rainy: 'Rainy',
  misty: 'Misty/Foggy',
  snowy: 'Snowy',
};

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  dawn: 'Dawn',
  morning: 'Morning',
  afternoon: 'Afternoon',
  dusk: 'Dusk',
  night: 'Night',
};

export const ATMOSPHERIC_EFFECT_LABELS: Record<AtmosphericEffect, string> = {
  'golden-hour': 'Golden Hour',
  'blue-hour': 'Blue Hour',
  stormy: 'Stormy',
  calm: 'Calm',
};

/** The four settings, in the order forms show them, with their labels and options. */
export const SETTING_FIELDS = [
  { name: 'season', label: 'Season', values: SEASONS, labels: SEASON_LABELS },
  { name: 'weather', label: 'Weather', values: WEATHERS, labels: WEATHER_LABELS },
  { name: 'timeOfDay', label: 'Time of day', values: TIMES_OF_DAY, labels: TIME_OF_DAY_LABELS },
  {
    name: 'atmosphericEffect',
    label: 'Atmospheric effect',
    values: ATMOSPHERIC_EFFECTS,
    labels: ATMOSPHERIC_EFFECT_LABELS,
  },
] as const;

export type SettingName = keyof GenerationSettings;

/** The label of a setting's value ('golden-hour' → 'Golden Hour'), or the value itself. */
export function settingValueLabel(name: SettingName, value: string): string {
  const field = SETTING_FIELDS.find((candidate) => candidate.name === name);
  return (field?.labels as Record<string, string> | undefined)?.[value] ?? value;
}

/** A generation's settings, complete: what it lacks takes the defaults (spec §5). */
export function completeSettings(settings: Partial<GenerationSettings> | undefined) {
  return { ...DEFAULT_GENERATION_SETTINGS, ...settings };
}
