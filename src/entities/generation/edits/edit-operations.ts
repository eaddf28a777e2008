import { z } from 'zod/mini';

import '@/lib/api/zod-config';

/**
 * What the user drew in 'Keep and mix', as data (not pixels): each operation says which picture
 * (layer) a region is taken from and what region. The edit's picture is made from these by
 * replaying them over the design's result (`features/keep-and-mix/model/`), so an edit can be
 * opened again, undone step by step and carried in a file. Coordinates are in the pixels of the
 * design's result (its full size), x to the right and y down from the top-left corner.
 */

/** The layer 'Original photo': the photo the design was made from, scaled to the result's size. */
export const ORIGINAL_LAYER = 'original';

/**
 * A layer: `ORIGINAL_LAYER`, or `design:<generationRef>` for another finished design made from
 * the same photo.
 */
export type LayerId = string;

/** The layer of another design. */
export function designLayerId(generationRef: string): LayerId {
  return `design:${generationRef}`;
}

/** The design a layer comes from, or undefined for the original photo. */
export function layerGenerationRef(layer: LayerId): string | undefined {
  return layer.startsWith('design:') ? layer.slice('design:'.length) : undefined;
}

/** 'paint' takes the region from the layer; 'erase' gives the region back to the design's result. */
export type OperationMode = 'paint' | 'erase';

/** A point of a stroke: x, y (result pixels) and the pen's pressure (0.5 without a pen). */
export type StrokePoint = [x: number, y: number, pressure: number];

/** A brush or eraser stroke along `points`, `size` pixels wide (its diameter at pressure 0.5). */
export type StrokeOperation = {
  kind: 'stroke';
  mode: OperationMode;
  layer: LayerId;
  size: number;
  /** 'hard': a crisp edge (feathered only by the edit's few pixels); 'soft': a wide falloff. */
  edge: 'hard' | 'soft';
  points: StrokePoint[];
};

/** A closed region drawn around (the lasso): the polygon through `points`. */
export type LassoOperation = {
  kind: 'lasso';
  mode: OperationMode;
  layer: LayerId;
  points: [x: number, y: number][];
};

/**
 * A tap of the colour select at (x, y): the connected area around it whose colours are within
 * `tolerance` (0-100) of the tapped pixel's, read from the layer's picture (`layer`).
 */
export type ColourSelectOperation = {
  kind: 'colour';
  mode: OperationMode;
  layer: LayerId;
  x: number;
  y: number;
  tolerance: number;
};

/** 'Clear': everything back to the design's result (undoable like any other step). */
export type ClearOperation = { kind: 'clear' };

export type EditOperation =
  StrokeOperation | LassoOperation | ColourSelectOperation | ClearOperation;

const coordinate = z.number().check(z.minimum(-100_000), z.maximum(100_000));
const mode = z.enum(['paint', 'erase']);
const layer = z.string().check(z.minLength(1), z.maxLength(300));

/** The one schema of an operation, for what is read back from the device or a file. */
export const editOperationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stroke'),
    mode,
    layer,
    size: z.number().check(z.minimum(1), z.maximum(2000)),
    edge: z.enum(['hard', 'soft']),
    points: z
      .array(z.tuple([coordinate, coordinate, z.number().check(z.minimum(0), z.maximum(1))]))
      .check(z.minLength(1), z.maxLength(20_000)),
  }),
  z.object({
    kind: z.literal('lasso'),
    mode,
    layer,
    points: z.array(z.tuple([coordinate, coordinate])).check(z.minLength(3), z.maxLength(20_000)),
  }),
  z.object({
    kind: z.literal('colour'),
    mode,
    layer,
    x: coordinate,
    y: coordinate,
    tolerance: z.number().check(z.minimum(0), z.maximum(100)),
  }),
  z.object({ kind: z.literal('clear') }),
]) satisfies z.ZodMiniType<EditOperation>;
