import { describe, expect, it } from 'vitest';

import {
  ATMOSPHERIC_EFFECTS,
  DEFAULT_GENERATION_SETTINGS,
  type GenerationSettings,
  SEASONS,
  TIMES_OF_DAY,
  WEATHERS,
} from '@/features/generations/model/generation-settings';
import {
  demoLook,
  demoOutputSize,
  NEUTRAL_GRADE,
  type Rgba,
  seededRandom,
  settingGrades,
  type Tint,
} from '@/demo/renderer/paint-demo-image';

const style = { name: 'Modern Minimalist' };
const look = (changes: Partial<GenerationSettings>, seed = 'gen-1') =>
  demoLook({ ...DEFAULT_GENERATION_SETTINGS, ...changes }, style, seed);

/** The colour a tint leaves on the ground, weighted by how strongly it is applied. */
const groundColour = (tints: readonly Tint[]): Rgba => tints[0]?.bottom ?? [0, 0, 0, 0];

describe('demoLook', () => {
  it('darkens the image from afternoon to dusk to night', () => {
    const afternoon = look({ timeOfDay: 'afternoon' });
    const dusk = look({ timeOfDay: 'dusk' });
    const night = look({ timeOfDay: 'night' });
    expect(dusk.brightness).toBeLessThan(afternoon.brightness);
    expect(night.brightness).toBeLessThan(dusk.brightness);
    expect(night.vignette).toBeGreaterThan(afternoon.vignette);
  });

  it('softens dawn and gives it a pink cast, and grades night towards blue', () => {
    const dawn = settingGrades({ ...DEFAULT_GENERATION_SETTINGS, timeOfDay: 'dawn' }).timeOfDay;
    const night = settingGrades({ ...DEFAULT_GENERATION_SETTINGS, timeOfDay: 'night' }).timeOfDay;
    expect(dawn.contrast).toBeLessThan(1);
    const [dawnRed, , dawnBlue] = dawn.tints[0]?.top ?? [0, 0, 0, 0];
    expect(dawnRed).toBeGreaterThan(dawnBlue);
    const [nightRed, , nightBlue] = night.tints[0]?.top ?? [0, 0, 0, 0];
    expect(nightBlue).toBeGreaterThan(nightRed);
  });

  it('makes winter less saturated than summer, and each season its own palette', () => {
    expect(look({ season: 'winter' }).saturation).toBeLessThan(
      look({ season: 'summer' }).saturation,
    );
    const grade = (season: GenerationSettings['season']) =>
      settingGrades({ ...DEFAULT_GENERATION_SETTINGS, season });
    const [springRed, springGreen, springBlue] = groundColour(grade('spring').season.tints);
    expect(springGreen).toBeGreaterThan(springRed);
    expect(springGreen).toBeGreaterThan(springBlue);
    const [fallRed, fallGreen, fallBlue] = groundColour(grade('fall').season.tints);
    expect(fallRed).toBeGreaterThan(fallGreen);
    expect(fallGreen).toBeGreaterThan(fallBlue);
    const [winterRed, , winterBlue] = groundColour(grade('winter').season.tints);
    expect(winterBlue).toBeGreaterThan(winterRed);
  });

  it('lets it rain only when rainy, and shows the sun only when sunny', () => {
    const sunny = look({ weather: 'sunny' });
    const rainy = look({ weather: 'rainy' });
    expect(sunny.rain).toHaveLength(0);
    expect(sunny.sun).not.toBeNull();
    expect(rainy.rain.length).toBeGreaterThan(100);
    expect(rainy.sun).toBeNull();
    expect(rainy.brightness).toBeLessThan(sunny.brightness);
    expect(rainy.skyVeils.length).toBeGreaterThan(0);
    for (const weather of WEATHERS.filter((value) => value !== 'rainy')) {
      expect(look({ weather }).rain).toHaveLength(0);
    }
  });

  it('lets it snow only when snowy', () => {
    const snowy = look({ weather: 'snowy' });
    expect(snowy.snow.length).toBeGreaterThan(100);
    expect(snowy.snowCover).toBeGreaterThan(0);
    for (const weather of WEATHERS.filter((value) => value !== 'snowy')) {
      expect(look({ weather }).snow).toHaveLength(0);
      expect(look({ weather }).snowCover).toBe(0);
    }
  });

  it('covers a cloudy sky with clouds and a misty scene with fog of lower contrast', () => {
    expect(look({ weather: 'sunny' }).clouds).toHaveLength(0);
    expect(look({ weather: 'cloudy' }).clouds.length).toBeGreaterThan(0);
    const misty = look({ weather: 'misty' });
    expect(misty.mist).toBeGreaterThan(0);
    expect(misty.mistBanks.length).toBeGreaterThan(0);
    expect(misty.contrast).toBeLessThan(look({ weather: 'sunny' }).contrast);
    expect(look({ weather: 'sunny' }).mist).toBe(0);
  });

  it('adds nothing for a calm atmosphere', () => {
    const grades = settingGrades({ ...DEFAULT_GENERATION_SETTINGS, atmosphericEffect: 'calm' });
    expect(grades.atmosphericEffect).toEqual(NEUTRAL_GRADE);
    const calm = look({ atmosphericEffect: 'calm' });
    expect(calm.lowGlow).toBeNull();
    expect(calm.clouds).toHaveLength(0);
  });

  it('makes a storm darker, greyer and more dramatic than calm', () => {
    const calm = look({ atmosphericEffect: 'calm' });
    const stormy = look({ atmosphericEffect: 'stormy' });
    expect(stormy.brightness).toBeLessThan(calm.brightness);
    expect(stormy.saturation).toBeLessThan(calm.saturation);
    expect(stormy.vignette).toBeGreaterThan(calm.vignette + 0.3);
    expect(stormy.clouds.length).toBeGreaterThan(0);
  });

  it('lights golden hour warmly from low down and casts blue hour blue', () => {
    const golden = look({ atmosphericEffect: 'golden-hour' });
    expect(golden.lowGlow).not.toBeNull();
    const [glowRed = 0, , glowBlue = 0] = golden.lowGlow?.color ?? [];
    expect(glowRed).toBeGreaterThan(glowBlue);
    expect(golden.lowGlow?.y).toBeGreaterThan(0.4);
    const blue = settingGrades({ ...DEFAULT_GENERATION_SETTINGS, atmosphericEffect: 'blue-hour' });
    const [blueRed, , blueBlue] = groundColour(blue.atmosphericEffect.tints);
    expect(blueBlue).toBeGreaterThan(blueRed);
  });

  it.each([
    ['season', SEASONS],
    ['weather', WEATHERS],
    ['timeOfDay', TIMES_OF_DAY],
    ['atmosphericEffect', ATMOSPHERIC_EFFECTS],
  ] as const)('gives every %s option a look of its own', (setting, values) => {
    const looks = values.map((value) => JSON.stringify(look({ [setting]: value })));
    expect(new Set(looks).size).toBe(values.length);
  });

  it('draws the same rain, snow and clouds for the same seed, and others for another', () => {
    const settings: Partial<GenerationSettings> = { weather: 'rainy', atmosphericEffect: 'stormy' };
    expect(look(settings, 'gen-7')).toEqual(look(settings, 'gen-7'));
    const other = look(settings, 'gen-8');
    expect(other.rain).not.toEqual(look(settings, 'gen-7').rain);
    expect(other.clouds).not.toEqual(look(settings, 'gen-7').clouds);
    expect(look({ weather: 'snowy' }, 'a').snow).not.toEqual(look({ weather: 'snowy' }, 'b').snow);
  });

  it('labels the image with the style name and the demo line', () => {
    const label = demoLook(DEFAULT_GENERATION_SETTINGS, { name: '  Cottage Garden ' }, 'x').label;
    expect(label.title).toBe('Cottage Garden');
    expect(label.subtitle).toBe('YardVision demo');
    expect(demoLook(DEFAULT_GENERATION_SETTINGS, { name: ' ' }, 'x').label.title).toBe(
      'Your design',
    );
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays within [0, 1)', () => {
    const first = seededRandom('gen-1');
    const second = seededRandom('gen-1');
    const values = Array.from({ length: 50 }, () => first());
    expect(Array.from({ length: 50 }, () => second())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom('gen-2')()).not.toBe(values[0]);
  });
});

describe('demoOutputSize', () => {
  it('shrinks the long edge to 1600 px and never enlarges', () => {
    expect(demoOutputSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(demoOutputSize(1200, 4000)).toEqual({ width: 480, height: 1600 });
    expect(demoOutputSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
