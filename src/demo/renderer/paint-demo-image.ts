import { PRODUCT_NAME } from '@/config/product';
import type {
  AtmosphericEffect,
  GenerationSettings,
  Season,
  TimeOfDay,
  Weather,
} from '@/features/generations/model/generation-settings';
import type { DemoRenderInput } from '@/demo/renderer/demo-renderer-types';

/**
 * The demo renderer's drawing code, shared by the worker and the main-thread fallback.
 * `demoLook` turns the settings into numbers (pure, so it can be tested without a canvas);
 * `paintDemoImage` draws those numbers. Only canvas features that every current browser has in
 * both canvas kinds are used: no `ctx.filter` (Safari lacks it) and no `roundRect`.
 */

/** The demo output never exceeds this long edge, so rendering and encoding stay quick. */
export const DEMO_MAX_EDGE = 1600;

export type Rgb = readonly [number, number, number];
/** A colour plus its opacity (0 to 1). */
export type Rgba = readonly [number, number, number, number];

export type BlendMode =
  'source-over' | 'multiply' | 'screen' | 'overlay' | 'soft-light' | 'color' | 'saturation';

/** A colour wash over the whole image, graded from top to bottom so sky and ground can differ. */
export type Tint = { blend: BlendMode; top: Rgba; bottom: Rgba };

/** The colour grade one setting contributes. Factors of 1, no tints and no vignette change nothing. */
export type Grade = {
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
export type SkyVeil = { color: Rgb; alpha: number; depth: number };

export type CloudPuff = { x: number; y: number; radius: number };
export type Cloud = { color: Rgb; alpha: number; puffs: readonly CloudPuff[] };

/** Positions are fractions of width and height; sizes are fractions of the long edge. */
export type RainStreak = { x: number; y: number; length: number; width: number; alpha: number };
export type Snowflake = { x: number; y: number; radius: number; alpha: number };
export type MistBank = { x: number; y: number; radiusX: number; radiusY: number; alpha: number };

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

const SEASON_GRADES: Record<Season, Grade> = {
  spring: {
    brightness: 1.03,
    contrast: 1.02,
    saturation: 1.12,
    tints: [groundWash('soft-light', [120, 210, 90], 0.35), wash('screen', [20, 30, 10], 0.5)],
    vignette: 0,
  },
  summer: {
    brightness: 1.04,
    contrast: 1.08,
    saturation: 1.3,
    tints: [wash('soft-light', [255, 190, 90], 0.4)],
    vignette: 0.05,
  },
  fall: {
    brightness: 1,
    contrast: 1.05,
    saturation: 1.05,
    // A `color` wash turns greens towards amber while keeping the photo's light and shade.
    tints: [groundWash('color', [215, 120, 35], 0.42), wash('soft-light', [240, 150, 60], 0.35)],
    vignette: 0.05,
  },
  winter: {
    brightness: 1.05,
    contrast: 0.95,
    saturation: 0.5,
    tints: [wash('soft-light', [165, 200, 255], 0.45), wash('screen', [30, 38, 52], 0.6)],
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
  misty: { brightness: 1, contrast: 0.72, saturation: 0.75, tints: [], vignette: 0 },
  snowy: {
    brightness: 1.08,
    contrast: 0.92,
    saturation: 0.7,
    tints: [wash('soft-light', [200, 222, 255], 0.4)],
    vignette: 0,
  },
};

const TIME_GRADES: Record<TimeOfDay, Grade> = {
  dawn: {
    brightness: 0.94,
    contrast: 0.88,
    saturation: 0.92,
    tints: [
      {
        blend: 'soft-light',
        top: rgba([255, 150, 185], 0.6),
        bottom: rgba([255, 195, 150], 0.45),
      },
      wash('screen', [60, 35, 40], 0.45),
    ],
    vignette: 0.08,
  },
  morning: {
    brightness: 1.03,
    contrast: 1,
    saturation: 1,
    tints: [wash('soft-light', [255, 240, 215], 0.2)],
    vignette: 0,
  },
  afternoon: { brightness: 1.06, contrast: 1.05, saturation: 1.03, tints: [], vignette: 0 },
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

const EFFECT_GRADES: Record<AtmosphericEffect, Grade> = {
  'golden-hour': {
    brightness: 1.02,
    contrast: 1.04,
    saturation: 1.12,
    tints: [wash('soft-light', [255, 175, 70], 0.5)],
    vignette: 0.08,
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
  dawn: { x: 0.16, y: 0.3, radius: 0.75, color: [255, 185, 135], alpha: 0.6 },
  morning: { x: 0.8, y: 0.08, radius: 0.7, color: [255, 232, 180], alpha: 0.75 },
  afternoon: { x: 0.66, y: 0.0, radius: 0.75, color: [255, 242, 205], alpha: 0.65 },
  dusk: { x: 0.84, y: 0.32, radius: 0.8, color: [255, 145, 70], alpha: 0.65 },
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

/** Garden-like accent colours; the style's name picks one so each style keeps its colour. */
const ACCENTS: readonly Rgb[] = [
  [134, 194, 120],
  [226, 150, 96],
  [176, 150, 222],
  [108, 180, 220],
  [232, 196, 92],
  [214, 120, 150],
];

const LIGHT_CLOUD: Rgb = [236, 239, 244];
const RAIN_CLOUD: Rgb = [112, 118, 130];
const STORM_CLOUD: Rgb = [70, 74, 86];

/** Turns the user's choices into the numbers `paintDemoImage` draws. Pure and deterministic. */
export function demoLook(
  settings: GenerationSettings,
  style: DemoRenderInput['style'],
  seed: string,
): DemoLook {
  const grades = settingGrades(settings);
  const grade = combineGrades([
    grades.season,
    grades.weather,
    grades.timeOfDay,
    grades.atmosphericEffect,
  ]);
  // Each layer has its own stream, so adding clouds never moves the raindrops.
  const stream = (layer: string) => seededRandom(`${seed}:${layer}`);
  const { weather, timeOfDay, atmosphericEffect } = settings;

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
  if (atmosphericEffect === 'stormy') {
    skyVeils.push({ color: [38, 42, 56], alpha: 0.55, depth: 0.6 });
    clouds.push(...makeClouds(stream('storm-clouds'), 6, STORM_CLOUD, 0.55));
  }

  const mist = weather === 'misty' ? 0.5 : 0;
  const titleText = style.name.trim();

  return {
    ...grade,
    // However the settings stack up, the garden must stay visible.
    brightness: Math.max(0.5, grade.brightness),
    sun,
    lowGlow:
      atmosphericEffect === 'golden-hour'
        ? { x: -0.05, y: 0.6, radius: 1.1, color: [255, 165, 70], alpha: 0.55 }
        : null,
    skyVeils,
    clouds,
    rain: weather === 'rainy' ? makeRain(stream('rain'), 520) : [],
    rainSlant: 0.18,
    snow: weather === 'snowy' ? makeSnow(stream('snow'), 450) : [],
    snowCover: weather === 'snowy' ? 0.55 : 0,
    mist,
    mistBanks: mist > 0 ? makeMistBanks(stream('mist'), 6) : [],
    label: {
      title: titleText === '' ? 'Your design' : titleText,
      subtitle: `${PRODUCT_NAME} demo`,
      accent: ACCENTS[hashString(titleText) % ACCENTS.length] ?? [134, 194, 120],
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
export type PaintContext = CanvasCompositing &
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
  fillWith(ctx, width, height, 'screen', gradient);
}

function paintSky(ctx: PaintContext, width: number, height: number, look: DemoLook) {
  for (const veil of look.skyVeils) {
    const gradient = ctx.createLinearGradient(0, 0, 0, veil.depth * height);
    gradient.addColorStop(0, css(veil.color, veil.alpha));
    gradient.addColorStop(1, css(veil.color, 0));
    fillWith(ctx, width, height, 'source-over', gradient);
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
  const fog: Rgb = [232, 236, 238];
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
  input: Pick<DemoRenderInput, 'style' | 'settings' | 'seed'>,
): void {
  const look = demoLook(input.settings, input.style, input.seed);
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
  paintSky(ctx, width, height, look);
  paintSnowCover(ctx, width, height, look);
  paintMist(ctx, width, height, look);
  paintLight(ctx, width, height, look);
  // Lights and falling rain or snow come last: they are what the eye catches, even at night.
  if (look.sun) paintGlow(ctx, width, height, look.sun);
  if (look.lowGlow) paintGlow(ctx, width, height, look.lowGlow);
  paintPrecipitation(ctx, width, height, look);
  paintVignette(ctx, width, height, look.vignette);
  paintLabel(ctx, width, height, look);
  ctx.restore();
}
