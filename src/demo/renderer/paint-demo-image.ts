import { PRODUCT_NAME } from '@/config/product';
import type {
  AtmosphericEffect,
  GenerationSettings,
  Season,
  TimeOfDay,
  Weather,
} from '@/entities/generation/model/generation-settings';
import type { DemoLabel, DemoRenderInput } from '@/demo/renderer/demo-renderer-types';
import { type Block, type Dab, plantingFor, type Rgb } from '@/demo/renderer/demo-planting';

/**
 * The demo renderer's drawing code, shared by the worker and the main-thread fallback.
 * `demoLook` turns the settings into numbers (pure, so it can be tested without a canvas);
 * `paintDemoImage` draws those numbers. Only canvas features that every current browser has in
 * both canvas kinds are used: no `ctx.filter` (Safari lacks it) and no `roundRect`.
 *
 * Every value of every setting must show at a glance (variations are compared side by side):
 * each has its own colour grade and, where a grade alone is too close to another's, a motif of
 * its own (blossoms, autumn leaves, snow, stars, a low sun on one side or the other, lightning,
 * ...); the style plants the ground (demo-planting.ts). `scripts/check-demo-looks.mjs` measures
 * how far apart the painted images are in Chromium; the unit test checks the numbers.
 */

/** The demo output never exceeds this long edge, so rendering and encoding stay quick. */
export const DEMO_MAX_EDGE = 1600;

/** A colour plus its opacity (0 to 1). */
export type Rgba = readonly [number, number, number, number];

type BlendMode =
  'source-over' | 'multiply' | 'screen' | 'overlay' | 'soft-light' | 'color' | 'saturation';

/** A colour wash over the whole image, graded from top to bottom so sky and ground can differ. */
export type Tint = { blend: BlendMode; top: Rgba; bottom: Rgba };

/** The colour grade one setting contributes. Factors of 1, no tints and no vignette change nothing. */
type Grade = {
  brightness: number;
  contrast: number;
  saturation: number;
  tints: readonly Tint[];
  /** Opacity of the dark edges. */
  vignette: number;
};

export const NEUTRAL_GRADE: Grade = {
  brightness: 1,
  contrast: 1,
  saturation: 1,
  tints: [],
  vignette: 0,
};

/** A soft radial light. x and y are fractions of width and height; radius of the long edge. */
export type Glow = { x: number; y: number; radius: number; color: Rgb; alpha: number };

/** A wash that fades out from the top edge down to `depth` (a fraction of the height). */
type SkyVeil = { color: Rgb; alpha: number; depth: number };

type CloudPuff = { x: number; y: number; radius: number };
type Cloud = { color: Rgb; alpha: number; puffs: readonly CloudPuff[] };

/** Positions are fractions of width and height; sizes are fractions of the long edge. */
type RainStreak = { x: number; y: number; length: number; width: number; alpha: number };
type Snowflake = { x: number; y: number; radius: number; alpha: number };
type MistBank = { x: number; y: number; radiusX: number; radiusY: number; alpha: number };

export type DemoLook = Grade & {
  sun: Glow | null;
  /** The warm, low-angle light of golden hour. */
  lowGlow: Glow | null;
  skyVeils: readonly SkyVeil[];
  clouds: readonly Cloud[];
  rain: readonly RainStreak[];
  /** Horizontal drift of a rain streak per unit of fall. */
  rainSlant: number;
  snow: readonly Snowflake[];
  /** Opacity of the bright wash that suggests snow on the ground. */
  snowCover: number;
  /** Opacity of the fog veil; 0 means no fog. */
  mist: number;
  mistBanks: readonly MistBank[];
  /** The style's beds, paving and plants (demo-planting.ts), under the scene's light. */
  planting: { blocks: readonly Block[]; dabs: readonly Dab[] };
  /** The season's marks on the garden (blossoms, leaves, snow), under the scene's light. */
  seasonMarks: readonly Dab[];
  /** More lights that shine through the grade: a low sun, a heat haze, lamps, a lightning flash. */
  glows: readonly Glow[];
  /** Points of light painted over everything: stars, the moon, lamp bulbs, lens flare. */
  sparkles: readonly Dab[];
  /** Lightning: each bolt a zigzag of points (fractions of width and height). */
  bolts: readonly (readonly (readonly [number, number])[])[];
  label: { title: string; subtitle: string; accent: Rgb };
};

const rgba = (color: Rgb, alpha: number): Rgba => [color[0], color[1], color[2], alpha];
const wash = (blend: BlendMode, color: Rgb, alpha: number): Tint => ({
  blend,
  top: rgba(color, alpha),
  bottom: rgba(color, alpha),
});
/** A wash that leaves the sky alone and grows towards the ground, where plants and lawn are. */
const groundWash = (blend: BlendMode, color: Rgb, alpha: number): Tint => ({
  blend,
  top: rgba(color, alpha * 0.25),
  bottom: rgba(color, alpha),
});

/**
 * Seasons. Spring: light, fresh pastel greens (and blossoms). Summer: deep, saturated, warm
 * greens under a hot sky (and bright flowers, a heat haze). Fall: amber ground (and falling
 * leaves). Winter: cold, nearly colourless (and snow on the ground and the shrubs).
 */
const SEASON_GRADES: Record<Season, Grade> = {
  spring: {
    brightness: 1.06,
    contrast: 0.97,
    saturation: 1.1,
    tints: [groundWash('soft-light', [150, 235, 120], 0.45), wash('screen', [40, 28, 40], 0.5)],
    vignette: 0,
  },
  summer: {
    brightness: 1.02,
    contrast: 1.14,
    saturation: 1.4,
    tints: [
      { blend: 'soft-light', top: rgba([255, 190, 80], 0.6), bottom: rgba([255, 210, 110], 0.3) },
      groundWash('multiply', [120, 185, 60], 0.6),
    ],
    vignette: 0.08,
  },
  fall: {
    brightness: 1,
    contrast: 1.05,
    saturation: 1.05,
    // A `color` wash turns greens towards amber while keeping the photo's light and shade.
    tints: [groundWash('color', [215, 110, 30], 0.55), wash('soft-light', [240, 140, 50], 0.45)],
    vignette: 0.05,
  },
  winter: {
    brightness: 1.06,
    contrast: 0.92,
    saturation: 0.35,
    tints: [wash('soft-light', [165, 200, 255], 0.55), wash('screen', [30, 38, 52], 0.6)],
    vignette: 0,
  },
};

const WEATHER_GRADES: Record<Weather, Grade> = {
  sunny: { brightness: 1.05, contrast: 1.06, saturation: 1.05, tints: [], vignette: 0 },
  cloudy: {
    brightness: 0.9,
    contrast: 0.9,
    saturation: 0.8,
    tints: [wash('multiply', [225, 228, 235], 0.6)],
    vignette: 0.05,
  },
  rainy: {
    brightness: 0.84,
    contrast: 0.96,
    saturation: 0.72,
    tints: [wash('multiply', [185, 198, 215], 0.5)],
    vignette: 0.15,
  },
  misty: {
    brightness: 1,
    contrast: 0.72,
    saturation: 0.75,
    tints: [wash('soft-light', [235, 215, 190], 0.35)],
    vignette: 0,
  },
  // Snowy is cold and blue-white with falling flakes; misty a warm grey with fog banks.
  snowy: {
    brightness: 1.08,
    contrast: 0.92,
    saturation: 0.6,
    tints: [wash('soft-light', [170, 205, 255], 0.6)],
    vignette: 0,
  },
};

/**
 * Times of day. Dawn: soft pink, the low sun on the left. Morning: cool, sun high on the left.
 * Afternoon: warm yellow, sun high on the right. Dusk: purple over orange, the low sun on the
 * right. Night: dark blue, the moon, stars and garden lamps.
 */
const TIME_GRADES: Record<TimeOfDay, Grade> = {
  dawn: {
    brightness: 0.88,
    contrast: 0.88,
    saturation: 0.92,
    tints: [
      {
        blend: 'soft-light',
        top: rgba([255, 140, 185], 0.75),
        bottom: rgba([255, 195, 150], 0.45),
      },
      wash('screen', [60, 35, 40], 0.45),
    ],
    vignette: 0.08,
  },
  // Morning is cool and crisp, lit from the left; afternoon warm and strong, lit from the right.
  morning: {
    brightness: 1.04,
    contrast: 0.98,
    saturation: 0.95,
    tints: [
      {
        blend: 'soft-light',
        top: rgba([170, 215, 255], 0.55),
        bottom: rgba([200, 235, 235], 0.35),
      },
    ],
    vignette: 0,
  },
  afternoon: {
    brightness: 1.04,
    contrast: 1.12,
    saturation: 1.15,
    tints: [wash('soft-light', [255, 200, 100], 0.55)],
    vignette: 0.04,
  },
  dusk: {
    brightness: 0.88,
    contrast: 1.05,
    saturation: 1,
    tints: [
      { blend: 'soft-light', top: rgba([120, 70, 180], 0.75), bottom: rgba([255, 130, 50], 0.7) },
      { blend: 'multiply', top: rgba([190, 160, 215], 0.35), bottom: rgba([250, 190, 160], 0.3) },
    ],
    vignette: 0.18,
  },
  night: {
    brightness: 0.6,
    contrast: 1.08,
    saturation: 0.55,
    tints: [
      { blend: 'multiply', top: rgba([55, 75, 150], 0.9), bottom: rgba([80, 100, 165], 0.85) },
    ],
    vignette: 0.4,
  },
};

/**
 * Atmospheres. Golden hour: amber light from low on the left, with lens flare. Blue hour: deep
 * blue, the first lamps lit. Stormy: dark and grey, storm clouds and lightning. Calm: no grade,
 * a clear, still blue sky.
 */
const EFFECT_GRADES: Record<AtmosphericEffect, Grade> = {
  'golden-hour': {
    brightness: 1.02,
    contrast: 1.08,
    saturation: 1.2,
    tints: [wash('soft-light', [255, 160, 40], 0.75), groundWash('color', [230, 150, 50], 0.25)],
    vignette: 0.12,
  },
  'blue-hour': {
    brightness: 0.84,
    contrast: 1,
    saturation: 0.85,
    tints: [wash('soft-light', [50, 95, 210], 0.55), wash('multiply', [165, 182, 235], 0.5)],
    vignette: 0.12,
  },
  stormy: {
    brightness: 0.8,
    contrast: 1.25,
    saturation: 0.58,
    tints: [wash('multiply', [165, 172, 190], 0.45)],
    vignette: 0.5,
  },
  calm: NEUTRAL_GRADE,
};

/** The colour grade each setting contributes on its own. */
export function settingGrades(settings: GenerationSettings): {
  season: Grade;
  weather: Grade;
  timeOfDay: Grade;
  atmosphericEffect: Grade;
} {
  return {
    season: SEASON_GRADES[settings.season],
    weather: WEATHER_GRADES[settings.weather],
    timeOfDay: TIME_GRADES[settings.timeOfDay],
    atmosphericEffect: EFFECT_GRADES[settings.atmosphericEffect],
  };
}

function combineGrades(grades: readonly Grade[]): Grade {
  return grades.reduce<Grade>(
    (total, grade) => ({
      brightness: total.brightness * grade.brightness,
      contrast: total.contrast * grade.contrast,
      saturation: total.saturation * grade.saturation,
      tints: [...total.tints, ...grade.tints],
      vignette: Math.min(0.8, total.vignette + grade.vignette),
    }),
    NEUTRAL_GRADE,
  );
}

/** FNV-1a: spreads similar ids (gen-1, gen-2) far apart before they seed the generator. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded generator, so the same generation always shows the same sky. */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/** The sun follows the time of day: low and warm at dawn and dusk, a pale moon at night. */
const SUN_BY_TIME: Record<TimeOfDay, Glow> = {
  dawn: { x: 0.1, y: 0.36, radius: 0.75, color: [255, 175, 150], alpha: 0.65 },
  morning: { x: 0.16, y: 0.05, radius: 0.7, color: [230, 242, 255], alpha: 0.75 },
  afternoon: { x: 0.82, y: 0.0, radius: 0.85, color: [255, 228, 150], alpha: 0.8 },
  dusk: { x: 0.9, y: 0.38, radius: 0.8, color: [255, 125, 60], alpha: 0.7 },
  night: { x: 0.8, y: 0.1, radius: 0.22, color: [190, 210, 255], alpha: 0.4 },
};

function makeClouds(
  random: () => number,
  count: number,
  color: Rgb,
  alpha: number,
): readonly Cloud[] {
  return Array.from({ length: count }, () => {
    const x = between(random, -0.05, 1.05);
    const y = between(random, 0.02, 0.26);
    const span = between(random, 0.12, 0.24);
    const puffs = Array.from({ length: 6 + Math.floor(random() * 5) }, () => ({
      x: x + between(random, -0.5, 0.5) * span,
      // Puffs sit higher than the cloud's centre so its underside stays flat.
      y: y - random() * span * 0.25,
      radius: span * between(random, 0.25, 0.45),
    }));
    return { color, alpha, puffs };
  });
}

function makeRain(random: () => number, count: number): readonly RainStreak[] {
  return Array.from({ length: count }, () => {
    const near = random() < 0.12;
    return {
      x: between(random, -0.1, 1),
      y: between(random, -0.05, 1),
      length: near ? between(random, 0.05, 0.08) : between(random, 0.018, 0.045),
      width: near ? between(random, 0.0014, 0.0022) : between(random, 0.0006, 0.0013),
      alpha: near ? between(random, 0.12, 0.22) : between(random, 0.2, 0.42),
    };
  });
}

function makeSnow(random: () => number, count: number): readonly Snowflake[] {
  return Array.from({ length: count }, () => {
    // A few large, faint flakes close to the lens give the scene depth.
    const near = random() < 0.12;
    return {
      x: random(),
      y: random(),
      radius: near ? between(random, 0.005, 0.011) : between(random, 0.0012, 0.0034),
      alpha: near ? between(random, 0.35, 0.6) : between(random, 0.6, 0.95),
    };
  });
}

function makeMistBanks(random: () => number, count: number): readonly MistBank[] {
  return Array.from({ length: count }, () => {
    const radiusX = between(random, 0.3, 0.6);
    return {
      x: random(),
      y: between(random, 0.35, 0.85),
      radiusX,
      radiusY: radiusX * between(random, 0.12, 0.2),
      alpha: between(random, 0.25, 0.45),
    };
  });
}

const LIGHT_CLOUD: Rgb = [236, 239, 244];
const RAIN_CLOUD: Rgb = [112, 118, 130];
const STORM_CLOUD: Rgb = [70, 74, 86];

/** Small marks in `clusters` groups of `per`, centred in the given band of the height. */
function clusters(
  random: () => number,
  count: number,
  per: number,
  band: readonly [number, number],
  spread: number,
  make: (x: number, y: number) => Dab,
): Dab[] {
  return Array.from({ length: count }, () => {
    const x = random();
    const y = between(random, band[0], band[1]);
    return Array.from({ length: per }, () =>
      make(x + between(random, -spread, spread), y + between(random, -spread, spread) * 0.6),
    );
  }).flat();
}

const mark = (x: number, y: number, radius: number, color: Rgb, alpha: number, flat = 1): Dab => ({
  x,
  y,
  rx: radius,
  ry: radius * flat,
  angle: 0,
  color,
  alpha,
});

const BLOSSOMS: readonly Rgb[] = [
  [255, 182, 210],
  [255, 240, 248],
  [245, 140, 185],
];
const AUTUMN_LEAVES: readonly Rgb[] = [
  [205, 80, 30],
  [235, 145, 40],
  [165, 45, 30],
  [225, 185, 60],
  [130, 70, 30],
];

/** What marks each season on the garden; drawn under the light, so night dims them too. */
function seasonMarks(season: Season, random: () => number): Dab[] {
  const pickColor = (colors: readonly Rgb[]) =>
    colors[Math.floor(random() * colors.length) % colors.length];
  switch (season) {
    // Spring: blossoming shrubs and trees, petals on the lawn.
    case 'spring':
      return [
        ...clusters(random, 9, 16, [0.3, 0.6], 0.05, (x, y) =>
          mark(x, y, between(random, 0.004, 0.008), pickColor(BLOSSOMS), 0.92),
        ),
        ...clusters(random, 6, 8, [0.65, 0.95], 0.08, (x, y) =>
          mark(x, y, 0.003, pickColor(BLOSSOMS), 0.85),
        ),
      ];
    // Summer: bright yellow and red flowers in full bloom.
    case 'summer':
      return clusters(random, 8, 10, [0.6, 0.95], 0.05, (x, y) =>
        mark(
          x,
          y,
          0.007,
          pickColor([
            [255, 205, 30],
            [240, 60, 40],
            [255, 140, 20],
          ]),
          0.95,
        ),
      );
    // Fall: leaves in the trees and shrubs, and fallen on the lawn.
    case 'fall':
      return [
        ...clusters(random, 10, 14, [0.28, 0.6], 0.06, (x, y) => ({
          ...mark(x, y, 0.008, pickColor(AUTUMN_LEAVES), 0.9, 0.45),
          angle: random() * Math.PI,
        })),
        ...Array.from({ length: 70 }, () => ({
          ...mark(
            random(),
            between(random, 0.62, 0.98),
            0.007,
            pickColor(AUTUMN_LEAVES),
            0.85,
            0.4,
          ),
          angle: random() * Math.PI,
        })),
      ];
    // Winter: snow lying on the shrubs and hedges (the ground's snow is `snowCover`).
    case 'winter':
      return clusters(random, 10, 5, [0.35, 0.62], 0.04, (x, y) =>
        mark(x, y, between(random, 0.015, 0.03), [248, 251, 255], 0.85, 0.35),
      );
  }
}

/** Warm garden lamps along the ground, each a glow and a bright bulb. */
function lamps(random: () => number, count: number, alpha: number) {
  const spots = Array.from({ length: count }, (_, i) => ({
    x: (i + 0.5) / count + between(random, -0.04, 0.04),
    y: between(random, 0.6, 0.9),
  }));
  return {
    glows: spots.map(({ x, y }) => ({ x, y, radius: 0.09, color: [255, 196, 110] as Rgb, alpha })),
    bulbs: spots.map(({ x, y }) => mark(x, y, 0.005, [255, 236, 190], 1)),
  };
}

/** A lightning bolt from the top of the sky, zigzagging down to the horizon. */
function lightning(random: () => number): (readonly [number, number])[] {
  let x = between(random, 0.25, 0.75);
  const points: (readonly [number, number])[] = [[x, 0]];
  for (let step = 1; step <= 8; step += 1) {
    x += between(random, -0.035, 0.035);
    points.push([x, step * 0.055]);
  }
  return points;
}

/** Turns the user's choices into the numbers `paintDemoImage` draws. Pure and deterministic. */
export function demoLook(
  settings: GenerationSettings,
  style: DemoRenderInput['style'],
  seed: string,
  label?: DemoLabel,
): DemoLook {
  // Each layer has its own stream, so adding clouds never moves the raindrops.
  const stream = (layer: string) => seededRandom(`${seed}:${layer}`);
  const { season, weather, timeOfDay, atmosphericEffect } = settings;
  // The style's layout follows its name (not the generation), so a style looks the same in
  // every design and two styles differ however they are compared.
  const planting = plantingFor(style, seededRandom);
  const grades = settingGrades(settings);
  const grade = combineGrades([
    grades.season,
    grades.weather,
    grades.timeOfDay,
    grades.atmosphericEffect,
    // The style's accent colour washes its ground a little, so each style has its own palette.
    { ...NEUTRAL_GRADE, tints: [groundWash('soft-light', planting.accent, 0.6)] },
  ]);
  const clearSky = weather === 'sunny' && atmosphericEffect !== 'stormy';

  const sunRandom = stream('sun');
  const sunBase = SUN_BY_TIME[timeOfDay];
  const sun =
    weather === 'sunny' ? { ...sunBase, x: sunBase.x + between(sunRandom, -0.04, 0.04) } : null;

  const skyVeils: SkyVeil[] = [];
  const clouds: Cloud[] = [];
  const cloudRandom = stream('clouds');
  if (weather === 'cloudy') {
    skyVeils.push({ color: [200, 205, 213], alpha: 0.55, depth: 0.5 });
    clouds.push(...makeClouds(cloudRandom, 9, LIGHT_CLOUD, 0.55));
  } else if (weather === 'rainy') {
    skyVeils.push({ color: [88, 96, 108], alpha: 0.6, depth: 0.55 });
    clouds.push(...makeClouds(cloudRandom, 9, RAIN_CLOUD, 0.5));
  } else if (weather === 'snowy') {
    skyVeils.push({ color: [222, 228, 236], alpha: 0.5, depth: 0.45 });
    clouds.push(...makeClouds(cloudRandom, 6, LIGHT_CLOUD, 0.45));
  }
  const glows: Glow[] = [];
  const sparkles: Dab[] = [];
  const bolts: (readonly (readonly [number, number])[])[] = [];
  const lightRandom = stream('lights');

  // Time of day: a tinted sky, the low sun's glow at dawn (left) and dusk (right) whatever the
  // weather; at night the moon and stars when the sky is clear, and lamps in the garden.
  if (timeOfDay === 'dawn') {
    skyVeils.push({ color: [250, 175, 200], alpha: 0.45, depth: 0.45 });
    glows.push({ x: 0.0, y: 0.5, radius: 0.9, color: [255, 160, 170], alpha: 0.5 });
  } else if (timeOfDay === 'morning') {
    skyVeils.push({ color: [160, 210, 255], alpha: 0.35, depth: 0.5 });
  } else if (timeOfDay === 'dusk') {
    skyVeils.push({ color: [110, 70, 165], alpha: 0.45, depth: 0.5 });
    glows.push({ x: 1.0, y: 0.5, radius: 0.85, color: [255, 110, 55], alpha: 0.55 });
  } else if (timeOfDay === 'night') {
    skyVeils.push({ color: [10, 16, 40], alpha: 0.7, depth: 0.55 });
    const garden = lamps(lightRandom, 5, 0.6);
    glows.push(...garden.glows);
    sparkles.push(...garden.bulbs);
    if (clearSky) {
      sparkles.push(mark(0.8, 0.1, 0.028, [245, 243, 225], 0.95));
      for (let star = 0; star < 90; star += 1) {
        sparkles.push(
          mark(
            lightRandom(),
            lightRandom() * 0.42,
            between(lightRandom, 0.0008, 0.002),
            [255, 255, 240],
            between(lightRandom, 0.5, 1),
          ),
        );
      }
    }
  }

  // Season: summer's heat haze over the horizon; the other seasons mark the garden itself.
  if (season === 'summer') {
    glows.push({ x: 0.5, y: 0.45, radius: 0.6, color: [255, 225, 150], alpha: 0.35 });
  }

  // Atmosphere: calm is a clear, still sky; golden hour flares from its low sun; blue hour
  // lights the first lamps; a storm darkens the sky and strikes lightning.
  if (atmosphericEffect === 'calm') {
    skyVeils.push({ color: [120, 180, 245], alpha: 0.4, depth: 0.42 });
  } else if (atmosphericEffect === 'golden-hour') {
    for (let flare = 1; flare <= 5; flare += 1) {
      const t = flare / 6;
      sparkles.push(
        mark(0.05 + t * 0.7, 0.55 - t * 0.35, 0.012 + 0.02 * (flare % 3), [255, 200, 120], 0.22),
      );
    }
  } else if (atmosphericEffect === 'blue-hour') {
    skyVeils.push({ color: [30, 60, 150], alpha: 0.5, depth: 0.5 });
    const first = lamps(lightRandom, 3, 0.45);
    glows.push(...first.glows);
    sparkles.push(...first.bulbs);
  } else {
    skyVeils.push({ color: [38, 42, 56], alpha: 0.55, depth: 0.6 });
    clouds.push(...makeClouds(stream('storm-clouds'), 6, STORM_CLOUD, 0.55));
    const bolt = lightning(stream('lightning'));
    bolts.push(bolt);
    const [flashX] = bolt[0] ?? [0.5];
    glows.push({ x: flashX, y: 0.15, radius: 0.45, color: [200, 210, 255], alpha: 0.4 });
  }

  const mist = weather === 'misty' ? 0.6 : 0;
  const titleText = style.name.trim();

  return {
    ...grade,
    // However the settings stack up, the garden must stay visible.
    brightness: Math.max(0.5, grade.brightness),
    sun,
    lowGlow:
      atmosphericEffect === 'golden-hour'
        ? { x: -0.05, y: 0.6, radius: 1.1, color: [255, 160, 60], alpha: 0.7 }
        : null,
    skyVeils,
    clouds,
    rain: weather === 'rainy' ? makeRain(stream('rain'), 520) : [],
    rainSlant: 0.18,
    snow: weather === 'snowy' ? makeSnow(stream('snow'), 650) : [],
    snowCover: Math.max(weather === 'snowy' ? 0.55 : 0, season === 'winter' ? 0.7 : 0),
    mist,
    mistBanks: mist > 0 ? makeMistBanks(stream('mist'), 6) : [],
    planting: { blocks: planting.blocks, dabs: planting.dabs },
    seasonMarks: seasonMarks(season, stream('season')),
    glows,
    sparkles,
    bolts,
    label: {
      title: label?.title.trim() || (titleText === '' ? 'Your design' : titleText),
      subtitle: label?.subtitle ?? `${PRODUCT_NAME} demo`,
      accent: planting.accent,
    },
  };
}

/** The output size: the source's size, shrunk so the long edge is at most DEMO_MAX_EDGE. */
export function demoOutputSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, DEMO_MAX_EDGE / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The parts of a 2D context the painter uses; both canvas kinds implement all of them. */
type PaintContext = CanvasCompositing &
  CanvasDrawImage &
  CanvasDrawPath &
  CanvasFillStrokeStyles &
  CanvasImageSmoothing &
  CanvasPath &
  CanvasPathDrawingStyles &
  CanvasRect &
  CanvasState &
  CanvasText &
  CanvasTextDrawingStyles &
  CanvasTransform;

const css = ([red, green, blue]: Rgb, alpha: number) =>
  `rgba(${Math.round(red)}, ${Math.round(green)}, ${Math.round(blue)}, ${alpha.toFixed(3)})`;

function fillWith(
  ctx: PaintContext,
  width: number,
  height: number,
  blend: BlendMode,
  style: string | CanvasGradient,
  alpha = 1,
) {
  ctx.globalCompositeOperation = blend;
  ctx.globalAlpha = alpha;
  ctx.fillStyle = style;
  ctx.fillRect(0, 0, width, height);
}

function paintTone(
  ctx: PaintContext,
  image: CanvasImageSource,
  width: number,
  height: number,
  look: DemoLook,
) {
  // Blending the photo over itself adds punch (soft-light) and contrast (overlay) without filters.
  if (look.saturation > 1) {
    ctx.globalCompositeOperation = 'soft-light';
    ctx.globalAlpha = Math.min(1, (look.saturation - 1) * 2.2);
    ctx.drawImage(image, 0, 0, width, height);
  }
  if (look.contrast > 1) {
    ctx.globalCompositeOperation = 'overlay';
    ctx.globalAlpha = Math.min(1, (look.contrast - 1) * 1.6);
    ctx.drawImage(image, 0, 0, width, height);
  }
  if (look.saturation < 1) {
    // Grey carries zero saturation; its opacity sets how much colour is taken out.
    fillWith(ctx, width, height, 'saturation', 'rgb(128, 128, 128)', 1 - look.saturation);
  }
  if (look.contrast < 1) {
    fillWith(ctx, width, height, 'source-over', 'rgb(128, 128, 128)', (1 - look.contrast) * 0.8);
  }
}

/** Colour casts and exposure, painted over the sky and fog too so they share the scene's light. */
function paintLight(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  for (const tint of look.tints) {
    const gradient = ctx.createLinearGradient(0, 0, 0, height);
    gradient.addColorStop(0, css([tint.top[0], tint.top[1], tint.top[2]], tint.top[3]));
    gradient.addColorStop(1, css([tint.bottom[0], tint.bottom[1], tint.bottom[2]], tint.bottom[3]));
    fillWith(ctx, width, height, tint.blend, gradient);
  }
  if (look.brightness < 1) {
    const level = Math.round(255 * look.brightness);
    fillWith(ctx, width, height, 'multiply', `rgb(${level}, ${level}, ${level})`);
  } else if (look.brightness > 1) {
    const level = Math.round(255 * Math.min(1, look.brightness - 1));
    fillWith(ctx, width, height, 'screen', `rgb(${level}, ${level}, ${level})`);
  }
}

function paintGlow(ctx: PaintContext, width: number, height: number, glow: Glow) {
  const x = glow.x * width;
  const y = glow.y * height;
  const radius = glow.radius * Math.max(width, height);
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, css(glow.color, glow.alpha));
  gradient.addColorStop(0.25, css(glow.color, glow.alpha * 0.55));
  gradient.addColorStop(1, css(glow.color, 0));
  // Only the glow's square: a small lamp then costs little, whatever the image's size.
  ctx.globalCompositeOperation = 'screen';
  ctx.globalAlpha = 1;
  ctx.fillStyle = gradient;
  const left = Math.max(0, x - radius);
  const top = Math.max(0, y - radius);
  ctx.fillRect(left, top, Math.min(width, x + radius) - left, Math.min(height, y + radius) - top);
}

function paintSky(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  for (const veil of look.skyVeils) {
    const gradient = ctx.createLinearGradient(0, 0, 0, veil.depth * height);
    gradient.addColorStop(0, css(veil.color, veil.alpha));
    gradient.addColorStop(1, css(veil.color, 0));
    // Only down to its depth: below it the veil is transparent anyway.
    fillWith(ctx, width, Math.ceil(veil.depth * height), 'source-over', gradient);
  }
  const longEdge = Math.max(width, height);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  for (const cloud of look.clouds) {
    for (const puff of cloud.puffs) {
      const x = puff.x * width;
      const y = puff.y * height;
      const radius = puff.radius * longEdge;
      const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
      gradient.addColorStop(0, css(cloud.color, cloud.alpha));
      gradient.addColorStop(0.55, css(cloud.color, cloud.alpha * 0.6));
      gradient.addColorStop(1, css(cloud.color, 0));
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

function paintMist(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  if (look.mist <= 0) return;
  // Grey, not white: fog hides the garden where snow would brighten it.
  const fog: Rgb = [205, 207, 208];
  // Fog is thickest towards the horizon, where the distance it hides is greatest.
  const gradient = ctx.createLinearGradient(0, 0, 0, height);
  gradient.addColorStop(0, css(fog, look.mist * 0.7));
  gradient.addColorStop(0.45, css(fog, look.mist));
  gradient.addColorStop(1, css(fog, look.mist * 0.45));
  fillWith(ctx, width, height, 'source-over', gradient);
  const longEdge = Math.max(width, height);
  for (const bank of look.mistBanks) {
    ctx.save();
    ctx.translate(bank.x * width, bank.y * height);
    ctx.scale(1, bank.radiusY / bank.radiusX);
    const radius = bank.radiusX * longEdge;
    const bankGradient = ctx.createRadialGradient(0, 0, 0, 0, 0, radius);
    bankGradient.addColorStop(0, css(fog, bank.alpha));
    bankGradient.addColorStop(1, css(fog, 0));
    ctx.fillStyle = bankGradient;
    ctx.beginPath();
    ctx.arc(0, 0, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
}

function paintSnowCover(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  if (look.snowCover <= 0) return;
  const gradient = ctx.createLinearGradient(0, height * 0.5, 0, height);
  gradient.addColorStop(0, css([235, 242, 255], 0));
  gradient.addColorStop(1, css([235, 242, 255], look.snowCover));
  fillWith(ctx, width, height, 'screen', gradient);
}

function paintPrecipitation(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  const longEdge = Math.max(width, height);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.lineCap = 'round';
  for (const streak of look.rain) {
    const x = streak.x * width;
    const y = streak.y * height;
    const fall = streak.length * longEdge;
    ctx.strokeStyle = css([215, 225, 238], streak.alpha);
    ctx.lineWidth = Math.max(0.75, streak.width * longEdge);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + fall * look.rainSlant, y + fall);
    ctx.stroke();
  }
  for (const flake of look.snow) {
    const x = flake.x * width;
    const y = flake.y * height;
    const radius = Math.max(1, flake.radius * longEdge);
    const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
    gradient.addColorStop(0, css([255, 255, 255], flake.alpha));
    gradient.addColorStop(0.6, css([250, 252, 255], flake.alpha * 0.8));
    gradient.addColorStop(1, css([245, 248, 255], 0));
    ctx.fillStyle = gradient;
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fill();
  }
}

function paintDabs(ctx: PaintContext, width: number, height: number, dabs: readonly Dab[]) {
  const longEdge = Math.max(width, height);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  for (const dab of dabs) {
    ctx.fillStyle = css(dab.color, dab.alpha);
    ctx.beginPath();
    ctx.ellipse(
      dab.x * width,
      dab.y * height,
      Math.max(0.75, dab.rx * longEdge),
      Math.max(0.75, dab.ry * longEdge),
      dab.angle,
      0,
      Math.PI * 2,
    );
    ctx.fill();
  }
}

function paintPlanting(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  for (const block of look.planting.blocks) {
    ctx.fillStyle = css(block.color, block.alpha);
    ctx.fillRect(block.x * width, block.y * height, block.width * width, block.height * height);
  }
  paintDabs(ctx, width, height, look.planting.dabs);
  paintDabs(ctx, width, height, look.seasonMarks);
}

function paintBolts(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  const longEdge = Math.max(width, height);
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (const bolt of look.bolts) {
    // A wide faint stroke for the glow, then the bright core.
    for (const [lineWidth, alpha] of [
      [0.012, 0.25],
      [0.003, 0.95],
    ] as const) {
      ctx.strokeStyle = css([225, 232, 255], alpha);
      ctx.lineWidth = Math.max(1, lineWidth * longEdge);
      ctx.beginPath();
      bolt.forEach(([x, y], index) => {
        if (index === 0) ctx.moveTo(x * width, y * height);
        else ctx.lineTo(x * width, y * height);
      });
      ctx.stroke();
    }
  }
}

function paintVignette(ctx: PaintContext, width: number, height: number, strength: number) {
  if (strength <= 0) return;
  const radius = Math.hypot(width, height) / 2;
  const gradient = ctx.createRadialGradient(
    width / 2,
    height / 2,
    radius * 0.45,
    width / 2,
    height / 2,
    radius,
  );
  gradient.addColorStop(0, 'rgba(8, 10, 18, 0)');
  gradient.addColorStop(1, `rgba(8, 10, 18, ${strength.toFixed(3)})`);
  fillWith(ctx, width, height, 'source-over', gradient);
}

function roundedRect(
  ctx: PaintContext,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
) {
  const r = Math.min(radius, width / 2, height / 2);
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + width, y, x + width, y + height, r);
  ctx.arcTo(x + width, y + height, x, y + height, r);
  ctx.arcTo(x, y + height, x, y, r);
  ctx.arcTo(x, y, x + width, y, r);
  ctx.closePath();
}

/** Shortens `text` with an ellipsis until it fits `maxWidth` in the current font. */
function fitText(ctx: PaintContext, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let fitted = text;
  while (fitted.length > 1 && ctx.measureText(`${fitted}…`).width > maxWidth) {
    fitted = fitted.slice(0, -1);
  }
  return `${fitted.trimEnd()}…`;
}

const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "DejaVu Sans", sans-serif';

function paintLabel(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  const titleSize = Math.max(12, Math.round(width * 0.024));
  const subtitleSize = Math.max(9, Math.round(titleSize * 0.62));
  const margin = Math.round(width * 0.022);
  const paddingX = Math.round(titleSize * 0.7);
  const paddingY = Math.round(titleSize * 0.5);
  const dot = Math.round(titleSize * 0.42);
  const gap = Math.round(titleSize * 0.25);
  const textX = paddingX + dot + Math.round(titleSize * 0.4);
  const maxTextWidth = Math.max(titleSize * 4, width * 0.6 - textX - paddingX);

  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${titleSize}px ${FONT_FAMILY}`;
  const title = fitText(ctx, look.label.title, maxTextWidth);
  const titleWidth = ctx.measureText(title).width;
  ctx.font = `400 ${subtitleSize}px ${FONT_FAMILY}`;
  const subtitleWidth = ctx.measureText(look.label.subtitle).width;

  const lineHeight = titleSize * 1.2;
  const subLineHeight = subtitleSize * 1.25;
  const pillWidth = Math.ceil(textX + Math.max(titleWidth, subtitleWidth) + paddingX);
  const pillHeight = Math.ceil(paddingY * 2 + lineHeight + gap + subLineHeight);
  const left = margin;
  const top = height - margin - pillHeight;

  ctx.fillStyle = 'rgba(12, 16, 20, 0.62)';
  roundedRect(ctx, left, top, pillWidth, pillHeight, Math.round(titleSize * 0.75));
  ctx.fill();

  const titleY = top + paddingY + lineHeight / 2;
  ctx.fillStyle = css(look.label.accent, 1);
  ctx.beginPath();
  ctx.arc(left + paddingX + dot / 2, titleY, dot / 2, 0, Math.PI * 2);
  ctx.fill();

  ctx.fillStyle = '#ffffff';
  ctx.font = `600 ${titleSize}px ${FONT_FAMILY}`;
  ctx.fillText(title, left + textX, titleY);
  ctx.fillStyle = 'rgba(255, 255, 255, 0.78)';
  ctx.font = `400 ${subtitleSize}px ${FONT_FAMILY}`;
  ctx.fillText(
    look.label.subtitle,
    left + textX,
    titleY + lineHeight / 2 + gap + subLineHeight / 2,
  );
}

/**
 * Paints the demo image: the photo scaled to `width` x `height`, graded and decorated by the
 * chosen settings, with the style's name in the bottom-left corner.
 */
export function paintDemoImage(
  ctx: PaintContext,
  image: CanvasImageSource,
  width: number,
  height: number,
  input: Pick<DemoRenderInput, 'style' | 'settings' | 'seed' | 'label'>,
): void {
  const look = demoLook(input.settings, input.style, input.seed, input.label);
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.globalCompositeOperation = 'source-over';
  ctx.globalAlpha = 1;
  // Transparent sources (PNG, WebP) would turn black in the JPEG; a white ground avoids that.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);

  paintTone(ctx, image, width, height, look);
  paintPlanting(ctx, width, height, look);
  paintSky(ctx, width, height, look);
  paintSnowCover(ctx, width, height, look);
  paintMist(ctx, width, height, look);
  paintLight(ctx, width, height, look);
  // Lights and falling rain or snow come last: they are what the eye catches, even at night.
  if (look.sun) paintGlow(ctx, width, height, look.sun);
  if (look.lowGlow) paintGlow(ctx, width, height, look.lowGlow);
  for (const glow of look.glows) paintGlow(ctx, width, height, glow);
  paintDabs(ctx, width, height, look.sparkles);
  paintBolts(ctx, width, height, look);
  paintPrecipitation(ctx, width, height, look);
  paintVignette(ctx, width, height, look.vignette);
  paintLabel(ctx, width, height, look);
  ctx.restore();
}
