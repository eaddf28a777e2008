import {
  categoryOf,
  CUSTOM_STYLE_NAME,
  STYLE_CATEGORIES,
} from '@/entities/generation/model/style-catalogue';

/**
 * What the demo paints on the ground for a style: each catalogue category its own planting
 * pattern and palette (hedges for Refined, a meadow for Natural, pavers for Gentle, ...), and
 * each style of a category its own layout (seeded from its name) and its own accent colour (its
 * place in the category). A Custom Style is planted from its description. Pure data; the painter
 * (paint-demo-image.ts) draws it. Positions are fractions of width and height; radii of the long
 * edge.
 */

export type Rgb = readonly [number, number, number];

/** An ellipse of paint, turned by `angle` (radians). */
export type Dab = {
  x: number;
  y: number;
  rx: number;
  ry: number;
  angle: number;
  color: Rgb;
  alpha: number;
};

/** A rectangle: position (top left) and size as fractions of width and height. */
export type Block = {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
  alpha: number;
};

type Planting = {
  /** Beds, paving and hedges, drawn first. */
  blocks: readonly Block[];
  /** Plants, stones and flowers, drawn over the blocks in order. */
  dabs: readonly Dab[];
  /** The colour the style's ground is washed with (soft light), so the whole garden leans to it. */
  accent: Rgb;
};

type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length) % items.length];

const dab = (
  x: number,
  y: number,
  rx: number,
  color: Rgb,
  alpha = 0.9,
  ry = rx,
  angle = 0,
): Dab => ({ x, y, rx, ry, angle, color, alpha });

/** The lawn, where planting goes: below the house and the horizon of the usual yard photo. */
const GROUND_TOP = 0.58;
const GROUND_BOTTOM = 0.97;

const LEAF: Rgb = [46, 104, 48];
const DARK_LEAF: Rgb = [26, 70, 34];
const MULCH: Rgb = [78, 50, 34];
const STONE: Rgb = [168, 166, 158];
const GRAVEL: Rgb = [214, 198, 160];
const WATER: Rgb = [70, 140, 190];

/** Round shrubs, each with a highlight, at random spots of a band of the ground. */
function shrubs(random: Random, count: number, color: Rgb, size: number, top = GROUND_TOP) {
  return Array.from({ length: count }, () => {
    const x = random();
    const y = between(random, top, GROUND_BOTTOM - 0.05);
    const r = size * between(random, 0.7, 1.3);
    return [
      dab(x, y, r, color, 0.92),
      dab(x - r * 0.3, y - r * 0.45, r * 0.45, [96, 150, 80], 0.5),
    ];
  }).flat();
}

/** Small flowers in clusters: `clusters` centres, `per` flowers each. */
function flowers(
  random: Random,
  clusters: number,
  per: number,
  colors: readonly Rgb[],
  size: number,
) {
  return Array.from({ length: clusters }, () => {
    const x = random();
    const y = between(random, GROUND_TOP + 0.02, GROUND_BOTTOM - 0.03);
    const color = pick(random, colors);
    return Array.from({ length: per }, () =>
      dab(x + between(random, -0.06, 0.06), y + between(random, -0.03, 0.03), size, color, 0.95),
    );
  }).flat();
}

/** A wide, low bed along the ground. */
const bed = (x: number, y: number, width: number, color: Rgb, depth = 0.035): Dab =>
  dab(x, y, width, color, 0.95, depth);

/** `place` is the style's place in its category, for layouts that differ by more than chance. */
type Painter = (random: Random, accent: Rgb, place: number) => { blocks: Block[]; dabs: Dab[] };

/** Enhanced: the existing yard tidied: dark mulch beds edged crisp, fuller shrubs and colour. */
const enhanced: Painter = (random, accent) => {
  const beds = Array.from({ length: 3 }, (_, i) =>
    bed(0.15 + i * 0.35 + between(random, -0.06, 0.06), between(random, 0.64, 0.86), 0.13, MULCH),
  );
  return {
    blocks: [],
    dabs: [
      ...beds,
      ...beds.flatMap((b) => [
        dab(b.x - 0.05, b.y - 0.01, 0.022, LEAF),
        dab(b.x + 0.05, b.y - 0.01, 0.022, LEAF),
        dab(b.x, b.y - 0.02, 0.028, DARK_LEAF),
      ]),
      ...flowers(random, 6, 5, [accent], 0.006),
    ],
  };
};

/** Natural: a meadow of grass tufts and wildflowers, with a few boulders. */
const natural: Painter = (random, accent) => ({
  blocks: [],
  dabs: [
    ...Array.from({ length: 90 }, () =>
      dab(
        random(),
        between(random, GROUND_TOP, GROUND_BOTTOM),
        0.004,
        pick(random, [
          [150, 160, 70],
          [120, 140, 60],
          [190, 180, 100],
        ] as const),
        0.85,
        0.028,
        between(random, -0.35, 0.35),
      ),
    ),
    ...Array.from({ length: 3 }, () =>
      dab(random(), between(random, 0.7, 0.92), 0.04, STONE, 0.95, 0.026),
    ),
    ...flowers(random, 14, 6, [accent, [250, 250, 240]], 0.005),
  ],
});

/** Refined: clipped hedges along the sides, boxwood balls in pairs, brick edging. */
const refined: Painter = (random, accent) => {
  const rows = 2 + Math.floor(random() * 2);
  const hedgeY = between(random, 0.6, 0.68);
  const stripes = 4 + Math.floor(random() * 4);
  const stripeHeight = (GROUND_BOTTOM - hedgeY) / (stripes * 2);
  return {
    blocks: [
      // A striped, freshly mown lawn.
      ...Array.from({ length: stripes }, (_, i) => ({
        x: 0,
        y: hedgeY + (i * 2 + 1) * stripeHeight,
        width: 1,
        height: stripeHeight,
        color: [175, 215, 125] as Rgb,
        alpha: 0.4,
      })),
      { x: 0, y: hedgeY, width: 0.36, height: 0.07, color: DARK_LEAF, alpha: 0.95 },
      { x: 0.64, y: hedgeY, width: 0.36, height: 0.07, color: DARK_LEAF, alpha: 0.95 },
      { x: 0, y: hedgeY + 0.07, width: 0.36, height: 0.012, color: [150, 70, 50], alpha: 0.95 },
      { x: 0.64, y: hedgeY + 0.07, width: 0.36, height: 0.012, color: [150, 70, 50], alpha: 0.95 },
    ],
    dabs: Array.from({ length: rows }, (_, row) => {
      const y = hedgeY + 0.14 + row * 0.09;
      const x = between(random, 0.08, 0.3);
      return [
        dab(x, y, 0.03, DARK_LEAF),
        dab(1 - x, y, 0.03, DARK_LEAF),
        dab(x, y + 0.01, 0.012, accent),
        dab(1 - x, y + 0.01, 0.012, accent),
      ];
    }).flat(),
  };
};

/** Gentle: modern rectangular pavers in a grid, with soft drifts of grass between. */
const gentle: Painter = (random, accent) => {
  const columns = 3 + Math.floor(random() * 3);
  const left = between(random, 0.02, 0.5);
  const blocks = Array.from({ length: columns * 3 }, (_, i) => ({
    x: left + (i % columns) * 0.09,
    y: 0.64 + Math.floor(i / columns) * 0.11,
    width: 0.075,
    height: 0.09,
    color: [178, 176, 170] as Rgb,
    alpha: 0.95,
  }));
  return {
    blocks,
    dabs: Array.from({ length: 8 }, () =>
      dab(
        random(),
        between(random, 0.62, 0.95),
        0.05,
        accent,
        0.55,
        0.018,
        between(random, -0.2, 0.2),
      ),
    ),
  };
};

/** Adaptive: a gravel garden with succulent rosettes and boulders (every third: a dry creek). */
const adaptive: Painter = (random, accent, place) => {
  const rosette = (x: number, y: number): Dab[] =>
    Array.from({ length: 6 }, (_, i) =>
      dab(x, y, 0.018, [110, 150, 140], 0.9, 0.006, (i * Math.PI) / 6),
    ).concat(dab(x, y, 0.006, accent, 0.95));
  return {
    blocks: [],
    dabs: [
      dab(
        between(random, 0.15, 0.4),
        between(random, 0.76, 0.86),
        between(random, 0.3, 0.45),
        GRAVEL,
        0.85,
        0.12,
      ),
      ...Array.from({ length: 7 }, () => rosette(random(), between(random, 0.68, 0.93))).flat(),
      ...Array.from({ length: 3 }, () =>
        dab(random(), between(random, 0.7, 0.92), 0.035, [140, 120, 100], 0.95, 0.022),
      ),
      // A dry creek bed of river rock winding across the lawn.
      ...(place % 3 === 2
        ? Array.from({ length: 16 }, (_, i) =>
            dab(
              0.05 + i * 0.06,
              0.7 + Math.sin(i * 0.7) * 0.05 + i * 0.012,
              0.022,
              [120, 135, 150],
              0.95,
              0.016,
            ),
          )
        : []),
    ],
  };
};

/** Subtle: a mirrored layout: sculptural plants in pairs either side of the middle. */
const subtle: Painter = (random, accent) => {
  const pairs = 2 + Math.floor(random() * 3);
  const edge = between(random, 0.84, 0.94);
  return {
    blocks: [{ x: 0.02, y: edge, width: 0.96, height: 0.01, color: [230, 228, 220], alpha: 0.9 }],
    dabs: Array.from({ length: pairs }, (_, i) => {
      const x = between(random, 0.04, 0.36);
      const y = 0.64 + i * between(random, 0.05, 0.08);
      const size = between(random, 0.6, 1.4);
      return [
        dab(x, y, 0.018 * size, DARK_LEAF, 0.95, 0.05 * size),
        dab(1 - x, y, 0.018 * size, DARK_LEAF, 0.95, 0.05 * size),
        dab(x, y + 0.05 * size, 0.035, accent, 0.85, 0.012),
        dab(1 - x, y + 0.05 * size, 0.035, accent, 0.85, 0.012),
      ];
    }).flat(),
  };
};

/** Seasonal: beds packed with colour, in bands of bloom. */
const seasonal: Painter = (random, accent) => ({
  blocks: [
    { x: 0.03, y: 0.64, width: 0.3, height: 0.07, color: MULCH, alpha: 0.9 },
    { x: 0.67, y: 0.64, width: 0.3, height: 0.07, color: MULCH, alpha: 0.9 },
  ],
  dabs: flowers(random, 16, 9, [accent, [240, 200, 60], [220, 70, 90], [250, 250, 250]], 0.007),
});

/** Low-Impact: mats of groundcover (thyme, clover, sedum) instead of lawn. */
const lowImpact: Painter = (random, accent) => ({
  blocks: [],
  dabs: Array.from({ length: 14 }, () => {
    const x = random();
    const y = between(random, GROUND_TOP + 0.04, GROUND_BOTTOM);
    return [
      dab(x, y, between(random, 0.05, 0.09), pick(random, [accent, [110, 150, 70]]), 0.6, 0.03),
      dab(x + 0.02, y - 0.005, 0.02, [250, 240, 250], 0.35, 0.008),
    ];
  }).flat(),
});

/** Integrated: one paving material joining a patio and a water feature. */
const integrated: Painter = (random, accent) => {
  const patioX = between(random, 0.02, 0.3);
  const patioY = between(random, 0.62, 0.78);
  const poolX = patioX > 0.15 ? between(random, 0.7, 0.85) : between(random, 0.55, 0.8);
  const poolY = between(random, 0.68, 0.88);
  const poolSize = between(random, 0.7, 1.3);
  return {
    blocks: Array.from({ length: 6 }, (_, i) => ({
      x: patioX + (i % 3) * 0.075,
      y: patioY + Math.floor(i / 3) * 0.09,
      width: 0.07,
      height: 0.08,
      color: STONE,
      alpha: 0.95,
    })),
    dabs: [
      dab(poolX, poolY, 0.11 * poolSize, [90, 90, 90], 0.9, 0.045 * poolSize),
      dab(poolX, poolY, 0.1 * poolSize, WATER, 0.95, 0.038 * poolSize),
      dab(poolX - 0.03, poolY - 0.01, 0.03, [200, 230, 250], 0.6, 0.006),
      ...shrubs(random, 4, accent, 0.018, 0.65),
    ],
  };
};

/** Harmonious: the same two colours repeated in an even rhythm across the beds. */
const harmonious: Painter = (random, accent) => {
  const step = between(random, 0.1, 0.16);
  const y = between(random, 0.66, 0.78);
  return {
    blocks: [],
    dabs: Array.from({ length: Math.ceil(1 / step) + 1 }, (_, i) => [
      dab(i * step, y, step * 0.45, i % 2 ? accent : [120, 160, 90], 0.85, 0.04),
      dab(i * step + step / 2, y + 0.14, step * 0.4, i % 2 ? [120, 160, 90] : accent, 0.85, 0.035),
    ]).flat(),
  };
};

/** Improved: a wide stepping-stone path through the lawn, with planters either side. */
const improved: Painter = (random, accent) => {
  const start = between(random, 0.2, 0.8);
  const stones = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    return dab(
      start + (0.5 - start) * t,
      0.96 - t * 0.32,
      0.045 - t * 0.02,
      [226, 216, 196],
      0.95,
      0.018 - t * 0.006,
    );
  });
  return {
    blocks: [
      { x: 0.08, y: 0.62, width: 0.06, height: 0.08, color: [176, 96, 60], alpha: 0.95 },
      { x: 0.86, y: 0.62, width: 0.06, height: 0.08, color: [176, 96, 60], alpha: 0.95 },
    ],
    dabs: [...stones, dab(0.11, 0.61, 0.03, accent), dab(0.89, 0.61, 0.03, accent)],
  };
};

/** Balanced: a shade tree on one side, curved beds framing the lawn. */
const balanced: Painter = (random, accent) => {
  const treeX = random() < 0.5 ? between(random, 0.04, 0.16) : between(random, 0.84, 0.96);
  return {
    blocks: [
      { x: treeX - 0.012, y: 0.5, width: 0.024, height: 0.2, color: [90, 64, 44], alpha: 0.95 },
    ],
    dabs: [
      dab(treeX, 0.45, 0.13, DARK_LEAF, 0.93, 0.1),
      dab(treeX + 0.03, 0.42, 0.07, [70, 120, 60], 0.6),
      bed(
        between(random, 0.05, 0.3),
        between(random, 0.78, 0.93),
        between(random, 0.12, 0.25),
        MULCH,
        0.04,
      ),
      bed(
        between(random, 0.7, 0.95),
        between(random, 0.78, 0.93),
        between(random, 0.12, 0.25),
        MULCH,
        0.04,
      ),
      ...shrubs(random, 3, [60, 110, 50], 0.03, 0.7),
      ...flowers(random, 4, 6, [accent], 0.007),
    ],
  };
};

const CAT_COATS: readonly Rgb[] = [
  [40, 40, 45],
  [210, 130, 60],
  [120, 120, 125],
  [235, 225, 205],
  [110, 75, 50],
];

/** Feline: a cat on the lawn, paw-print trails across the lawn, and tufts of cat grass. */
const feline: Painter = (random, accent) => {
  const paw = (x: number, y: number): Dab[] => [
    dab(x, y, 0.016, [70, 50, 45], 0.85, 0.013),
    ...[-1.2, -0.4, 0.4, 1.2].map((offset) =>
      dab(x + offset * 0.011, y - 0.03 + Math.abs(offset) * 0.007, 0.0065, [70, 50, 45], 0.85),
    ),
  ];
  const trail = (y: number, slope: number) =>
    Array.from({ length: 7 }, (_, i) =>
      paw(0.08 + i * 0.13, y + i * slope + (i % 2) * 0.03),
    ).flat();
  const catX = between(random, 0.1, 0.9);
  const catY = between(random, 0.68, 0.86);
  const fur = CAT_COATS[Math.floor(random() * CAT_COATS.length)] ?? CAT_COATS[0];
  // A cat sitting on the lawn: body, head, two ears and a tail.
  const cat = [
    dab(catX, catY, 0.04, fur, 0.97, 0.05),
    dab(catX, catY - 0.085, 0.025, fur, 0.97),
    dab(catX - 0.016, catY - 0.115, 0.007, fur, 0.97, 0.016, -0.4),
    dab(catX + 0.016, catY - 0.115, 0.007, fur, 0.97, 0.016, 0.4),
    dab(catX + 0.055, catY + 0.03, 0.036, fur, 0.97, 0.007, -0.3),
  ];
  return {
    blocks: [],
    dabs: [
      ...cat,
      ...trail(between(random, 0.64, 0.74), between(random, -0.01, 0.025)),
      ...Array.from({ length: 5 }, () =>
        dab(random(), between(random, 0.78, 0.95), 0.006, accent, 0.9, 0.03),
      ),
    ],
  };
};

/** Anything else, and Custom Style: a bit of everything, chosen by the description. */
const custom: Painter = (random, accent) => {
  const mix = [enhanced, natural, gentle, integrated][Math.floor(random() * 4)] ?? natural;
  const base = mix(random, accent, 0);
  return { blocks: base.blocks, dabs: [...base.dabs, ...shrubs(random, 5, accent, 0.025)] };
};

const PAINTERS: Record<string, Painter> = {
  Enhanced: enhanced,
  Natural: natural,
  Refined: refined,
  Gentle: gentle,
  Adaptive: adaptive,
  Subtle: subtle,
  Seasonal: seasonal,
  'Low-Impact': lowImpact,
  Integrated: integrated,
  Harmonious: harmonious,
  Improved: improved,
  Balanced: balanced,
  Feline: feline,
};

/**
 * Each category's palette. A style takes the colour at its place in its category, so no two
 * styles of one category share an accent.
 */
const PALETTES: Record<string, readonly Rgb[]> = {
  Enhanced: [
    [230, 90, 120],
    [250, 190, 60],
    [150, 110, 220],
    [240, 130, 60],
  ],
  Natural: [
    [220, 170, 60],
    [170, 120, 210],
    [240, 240, 230],
    [220, 90, 70],
  ],
  Refined: [
    [250, 250, 250],
    [200, 60, 90],
    [140, 100, 200],
    [250, 200, 210],
  ],
  Gentle: [
    [205, 180, 120],
    [120, 160, 210],
    [225, 135, 105],
  ],
  Adaptive: [
    [230, 120, 60],
    [220, 200, 80],
    [150, 100, 190],
  ],
  Subtle: [
    [240, 230, 210],
    [190, 100, 60],
    [160, 170, 190],
    [150, 120, 200],
  ],
  Seasonal: [
    [240, 120, 160],
    [250, 150, 50],
    [140, 190, 60],
  ],
  'Low-Impact': [
    [170, 110, 190],
    [235, 200, 60],
    [90, 150, 210],
  ],
  Integrated: [
    [120, 170, 210],
    [200, 150, 110],
    [90, 160, 150],
  ],
  Harmonious: [
    [180, 120, 210],
    [230, 160, 70],
    [210, 90, 110],
  ],
  Improved: [
    [240, 200, 90],
    [110, 170, 220],
    [220, 120, 90],
  ],
  Balanced: [
    [240, 180, 200],
    [250, 220, 120],
    [170, 200, 250],
  ],
  Feline: [
    [250, 160, 200],
    [170, 140, 250],
    [250, 205, 80],
    [90, 200, 210],
    [240, 110, 80],
  ],
};

const FALLBACK_PALETTE: readonly Rgb[] = [
  [134, 194, 120],
  [226, 150, 96],
  [176, 150, 222],
  [108, 180, 220],
  [232, 196, 92],
  [214, 120, 150],
];

/**
 * The planting for a style. `seeded` gives a random stream for a text, so a style's layout is
 * the same on every render and another style's differs.
 */
export function plantingFor(
  style: { name: string; description?: string },
  seeded: (text: string) => Random,
): Planting {
  const name = style.name.trim();
  const category = categoryOf(name);
  const members = STYLE_CATEGORIES.find((group) => group.category === category)?.styles ?? [];
  const place = members.findIndex((member) => member.name === name);
  const painter = place >= 0 ? PAINTERS[category] : undefined;
  // A Custom Style (or a name not in the catalogue) is planted from what the user wrote.
  const text = name === CUSTOM_STYLE_NAME ? `${name}|${style.description ?? ''}` : name;
  const random = seeded(`style:${text}`);
  const palette = (painter && PALETTES[category]) || FALLBACK_PALETTE;
  const accent = place >= 0 ? palette[place % palette.length] : pick(random, palette);
  const { blocks, dabs } = (painter ?? custom)(random, accent, Math.max(0, place));
  // Every style also lays drifts of its accent colour on the lawn, where its name puts them.
  const drifts = Array.from({ length: 6 }, () =>
    dab(random(), between(random, 0.7, 0.96), between(random, 0.08, 0.13), accent, 0.6, 0.032),
  );
  // Every other style of a category is laid out mirrored, so neighbours differ the most.
  const mirrored = place % 2 === 1;
  return {
    blocks: blocks.map((b) => (mirrored ? { ...b, x: 1 - b.x - b.width } : b)),
    // Planting must read at a glance in a side-by-side comparison: everything a size up.
    dabs: [...drifts, ...dabs].map((d) => ({
      ...d,
      x: mirrored ? 1 - d.x : d.x,
      angle: mirrored ? -d.angle : d.angle,
      rx: d.rx * 1.5,
      ry: d.ry * 1.5,
    })),
    accent,
  };
}
