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
