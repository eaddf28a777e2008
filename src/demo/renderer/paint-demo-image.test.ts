// @vitest-environment node
import { describe, expect, it } from 'vitest';

import {
  ATMOSPHERIC_EFFECTS,
  DEFAULT_GENERATION_SETTINGS,
  type GenerationSettings,
  SEASONS,
  TIMES_OF_DAY,
  WEATHERS,
} from '@/entities/generation/model/generation-settings';
import {
  CUSTOM_STYLE_NAME,
  STYLE_CATALOGUE,
  STYLE_CATEGORIES,
} from '@/entities/generation/model/style-catalogue';
import type { Dab } from '@/demo/renderer/demo-planting';
import {
  type DemoLook,
  demoLook,
  demoOutputSize,
  type Glow,
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

  it('grades nothing for a calm atmosphere, and shows a clear, still sky', () => {
    const grades = settingGrades({ ...DEFAULT_GENERATION_SETTINGS, atmosphericEffect: 'calm' });
    expect(grades.atmosphericEffect).toEqual(NEUTRAL_GRADE);
    const calm = look({ atmosphericEffect: 'calm' });
    expect(calm.lowGlow).toBeNull();
    expect(calm.clouds).toHaveLength(0);
    expect(calm.bolts).toHaveLength(0);
    const [red, , blue] = calm.skyVeils.at(-1)?.color ?? [0, 0, 0];
    expect(blue).toBeGreaterThan(red);
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

  it('paints the label it is given, in the language the app showed (the worker translates nothing)', () => {
    const label = demoLook(DEFAULT_GENERATION_SETTINGS, { name: 'Natural Accent' }, 'x', {
      title: 'Acento natural',
      subtitle: 'Demo de YardVision',
    }).label;
    expect(label.title).toBe('Acento natural');
    expect(label.subtitle).toBe('Demo de YardVision');
  });
});

/**
 * A look reduced to what it paints where, as numbers: the grade; the tints' colour casts at the
 * top and bottom; the sky veils; the lights (sun, low glows, lamps: strength and colour, on which
 * side); clouds, rain, snow, fog; and the marks (planting, season marks, stars) as the colour they
 * cover in each cell of a 4 x 3 grid over the picture. Two looks that paint nearly the same
 * picture give nearly the same numbers.
 */
function describeLook(look: DemoLook): number[] {
  const cast = (tints: readonly Tint[], end: 'top' | 'bottom') =>
    [0, 1, 2].map((channel) =>
      tints.reduce((sum, tint) => sum + (tint[end][3] * (tint[end][channel] ?? 0)) / 255, 0),
    );
  const lights = [look.sun, look.lowGlow, ...look.glows].filter(
    (glow): glow is Glow => glow !== null,
  );
  const light = [0, 1, 2].map((channel) =>
    lights.reduce((sum, glow) => sum + (glow.alpha * glow.radius * glow.color[channel]) / 255, 0),
  );
  const lightSide = lights.reduce(
    (sum, glow) => sum + glow.alpha * glow.radius * (glow.x - 0.5),
    0,
  );
  const lightHeight = lights.reduce((sum, glow) => sum + glow.alpha * glow.radius * glow.y, 0);
  const veils = [0, 1, 2].map((channel) =>
    look.skyVeils.reduce(
      (sum, veil) => sum + (veil.alpha * veil.depth * veil.color[channel]) / 255,
      0,
    ),
  );
  const cloudCover = look.clouds.reduce(
    (sum, cloud) =>
      sum + cloud.alpha * cloud.puffs.reduce((area, puff) => area + puff.radius ** 2, 0),
    0,
  );
  // Marks: the colour each covers (area x opacity), added up per cell of a 4 x 3 grid.
  const cells = Array.from({ length: 12 * 3 }, () => 0);
  const cover = (x: number, y: number, area: number, color: readonly number[], alpha: number) => {
    const column = Math.min(3, Math.max(0, Math.floor(x * 4)));
    const row = Math.min(2, Math.max(0, Math.floor(y * 3)));
    for (let channel = 0; channel < 3; channel += 1) {
      cells[(row * 4 + column) * 3 + channel] += area * alpha * ((color[channel] ?? 0) / 255) * 12;
    }
  };
  const dabs: readonly Dab[] = [...look.planting.dabs, ...look.seasonMarks, ...look.sparkles];
  for (const dab of dabs) cover(dab.x, dab.y, Math.PI * dab.rx * dab.ry, dab.color, dab.alpha);
  for (const block of look.planting.blocks) {
    cover(
      block.x + block.width / 2,
      block.y + block.height / 2,
      block.width * block.height,
      block.color,
      block.alpha,
    );
  }
  return [
    look.brightness,
    look.contrast,
    look.saturation,
    look.vignette,
    ...cast(look.tints, 'top'),
    ...cast(look.tints, 'bottom'),
    ...veils,
    ...light,
    lightSide,
    lightHeight,
    cloudCover * 5,
    look.rain.length / 500,
    look.snow.length / 500,
    look.snowCover,
    look.mist,
    look.bolts.length,
    ...cells,
  ];
}

const distance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));

/** The two looks of a list that are closest, and how close. */
function closestPair(looks: readonly { name: string; look: DemoLook }[]) {
  let closest = { names: '', distance: Number.POSITIVE_INFINITY };
  const described = looks.map(({ look }) => describeLook(look));
  looks.forEach((first, i) => {
    for (const [offset, second] of looks.slice(i + 1).entries()) {
      const apart = distance(described[i] ?? [], described[i + 1 + offset] ?? []);
      if (apart < closest.distance) {
        closest = { names: `${first.name} / ${second.name}`, distance: apart };
      }
    }
  });
  return closest;
}

/**
 * How far apart two values of one setting must be described (see describeLook). The pairs that
 * painted nearly the same picture before (spring / summer, morning / afternoon: under 7 of 255
 * apart per channel in Chromium) were 0.47 apart here, and every style was the same (0); the
 * closest pairs now are about 0.7 (summer / fall) and 0.29 (two styles). What the pictures look
 * like is measured in Chromium by `node scripts/check-demo-looks.mjs`.
 */
const MIN_SETTING_DISTANCE = 0.55;
const MIN_STYLE_DISTANCE = 0.15;

describe('demoLook: every variation looks different', () => {
  it.each([
    ['season', SEASONS],
    ['weather', WEATHERS],
    ['timeOfDay', TIMES_OF_DAY],
    ['atmosphericEffect', ATMOSPHERIC_EFFECTS],
  ] as const)('paints every %s value clearly apart from the others', (setting, values) => {
    const closest = closestPair(
      values.map((value) => ({ name: value, look: look({ [setting]: value }) })),
    );

    expect(closest.distance, closest.names).toBeGreaterThan(MIN_SETTING_DISTANCE);
  });

  it('paints every catalogue style and a Custom Style clearly apart from the others', () => {
    const styles = [
      ...STYLE_CATALOGUE,
      { name: CUSTOM_STYLE_NAME, description: 'A wild pond with reeds and stepping logs.' },
    ];
    const closest = closestPair(
      styles.map((item) => ({
        name: item.name,
        look: demoLook(DEFAULT_GENERATION_SETTINGS, item, 'gen-1'),
      })),
    );

    expect(closest.distance, closest.names).toBeGreaterThan(MIN_STYLE_DISTANCE);
  });

  it('gives each style of a category its own accent and layout, the same in every design', () => {
    for (const { styles: members } of STYLE_CATEGORIES) {
      const looks = members.map((item) => demoLook(DEFAULT_GENERATION_SETTINGS, item, 'gen-1'));
      expect(new Set(looks.map((item) => item.label.accent.join())).size).toBe(members.length);
      expect(new Set(looks.map((item) => JSON.stringify(item.planting))).size).toBe(members.length);
    }
    const style = { name: 'Natural Meadow' };
    expect(demoLook(DEFAULT_GENERATION_SETTINGS, style, 'gen-1').planting).toEqual(
      demoLook(DEFAULT_GENERATION_SETTINGS, style, 'gen-2').planting,
    );
  });

  it('plants a Custom Style from its description', () => {
    const planting = (description: string) =>
      demoLook(DEFAULT_GENERATION_SETTINGS, { name: CUSTOM_STYLE_NAME, description }, 'x').planting;
    expect(planting('A wild pond')).toEqual(planting('A wild pond'));
    expect(planting('A wild pond')).not.toEqual(planting('Gravel and palms'));
  });

  it('marks the seasons, the night and the storm with motifs of their own', () => {
    const colours = (dabs: readonly Dab[]) => new Set(dabs.map((dab) => dab.color.join()));
    const spring = look({ season: 'spring' }).seasonMarks;
    const fall = look({ season: 'fall' }).seasonMarks;
    expect(spring.length).toBeGreaterThan(50);
    expect(fall.length).toBeGreaterThan(50);
    expect([...colours(spring)].some((colour) => colours(fall).has(colour))).toBe(false);
    expect(look({ season: 'winter' }).snowCover).toBeGreaterThan(0.5);
    const night = look({ timeOfDay: 'night' });
    expect(night.sparkles.length).toBeGreaterThan(50);
    expect(night.glows.length).toBeGreaterThan(2);
    expect(look({ timeOfDay: 'morning' }).sparkles).toHaveLength(0);
    const dawnGlow = look({ timeOfDay: 'dawn' }).glows.at(0);
    const duskGlow = look({ timeOfDay: 'dusk' }).glows.at(0);
    expect(dawnGlow?.x).toBeLessThan(0.5);
    expect(duskGlow?.x).toBeGreaterThan(0.5);
    expect(look({ atmosphericEffect: 'stormy' }).bolts).toHaveLength(1);
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
