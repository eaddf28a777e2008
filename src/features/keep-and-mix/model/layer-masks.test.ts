// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type {
  EditOperation,
  LassoOperation,
  OperationMode,
  StrokeOperation,
} from '@/entities/generation/edits/edit-operations';
import {
  applyOperation,
  createMaskSet,
  layersUsed,
  type MaskSet,
  replayOperations,
} from '@/features/keep-and-mix/model/layer-masks';
import type { Picture } from '@/features/keep-and-mix/model/picture-types';

const [WIDTH, HEIGHT] = [60, 40];
const NO_PICTURES = new Map<string, Picture>();

/** A lasso around the rect [x0, x1) x [y0, y1). */
function box(
  layer: string,
  [x0, y0, x1, y1]: [number, number, number, number],
  mode: OperationMode = 'paint',
): LassoOperation {
  const points: [number, number][] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return { kind: 'lasso', mode, layer, points };
}

/** The mask of `layer` at (x, y), 0 when the layer has none. */
function maskAt(set: MaskSet, layer: string, x: number, y: number): number {
  return set.masks.get(layer)?.[y * set.width + x] ?? 0;
}

/** A fixed sequence of numbers in [0, 1): the same every run. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the masks of an edit', () => {
  it('start empty', () => {
    const set = createMaskSet(WIDTH, HEIGHT);
    expect(set).toEqual({ width: WIDTH, height: HEIGHT, masks: new Map() });
    expect(layersUsed(set)).toEqual([]);
  });

  it('give the overlap to the layer painted last, and erase gives it back to the result', () => {
    const set = createMaskSet(WIDTH, HEIGHT);
    expect(applyOperation(set, box('a', [10, 10, 30, 30]), NO_PICTURES)).toEqual({
      x: 10,
      y: 10,
      width: 20,
      height: 20,
    });
    applyOperation(set, box('b', [20, 20, 40, 35]), NO_PICTURES);
    expect([maskAt(set, 'a', 15, 15), maskAt(set, 'b', 15, 15)]).toEqual([255, 0]);
    expect([maskAt(set, 'a', 25, 25), maskAt(set, 'b', 25, 25)]).toEqual([0, 255]);
    expect([maskAt(set, 'a', 35, 32), maskAt(set, 'b', 35, 32)]).toEqual([0, 255]);
    expect([maskAt(set, 'a', 5, 5), maskAt(set, 'b', 5, 5)]).toEqual([0, 0]);
    expect(layersUsed(set)).toEqual(['a', 'b']);

    // Erasing takes from every layer, whichever the operation names.
    applyOperation(set, box('a', [0, 0, 60, 27], 'erase'), NO_PICTURES);
    expect([maskAt(set, 'a', 15, 15), maskAt(set, 'b', 25, 25)]).toEqual([0, 0]);
    expect([maskAt(set, 'a', 15, 28), maskAt(set, 'b', 25, 28)]).toEqual([255, 255]);
    // Erasing all of b's pixels leaves it unused; a keeps its place first.
    applyOperation(set, box('x', [20, 20, 40, 35], 'erase'), NO_PICTURES);
    expect(layersUsed(set)).toEqual(['a']);
  });

  it('mix a partly covered pixel over what was there, in whole numbers', () => {
    // A soft stroke's falloff covers part of a pixel painted wholly from a.
    const set = replayOperations(WIDTH, HEIGHT, [box('a', [0, 0, 60, 40])], NO_PICTURES);
    const soft: StrokeOperation = {
      kind: 'stroke',
      mode: 'paint',
      layer: 'b',
      size: 40,
      edge: 'soft',
      points: [[30, 20, 0.5]],
    };
    applyOperation(set, soft, NO_PICTURES);
    const [a, b] = [maskAt(set, 'a', 44, 19), maskAt(set, 'b', 44, 19)];
    expect(b).toBeGreaterThan(0);
    expect(b).toBeLessThan(255);
    // a = floor((255 - b) * 255 / 255) = 255 - b: the pixel still wholly comes from layers.
    expect(a + b).toBe(255);
    expect([maskAt(set, 'a', 30, 20), maskAt(set, 'b', 30, 20)]).toEqual([0, 255]);
  });

  it('never sum to more than 255, and a fully painted pixel is one layer alone', () => {
    const random = randomFrom(42);
    const layers = ['original', 'design:1', 'design:2'];
    const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
    const ops: EditOperation[] = [];
    for (let i = 0; i < 60; i++) {
      const layer = pick(layers);
      const mode = random() < 0.25 ? 'erase' : 'paint';
      if (random() < 0.5) {
        const points = [...Array(4).keys()].map((): [number, number, number] => [
          random() * WIDTH,
          random() * HEIGHT,
          random(),
        ]);
        const edge = pick(['hard', 'soft'] as const);
        ops.push({ kind: 'stroke', mode, layer, size: 2 + random() * 20, edge, points });
      } else {
        const [x, y] = [random() * WIDTH, random() * HEIGHT];
        ops.push(box(layer, [x, y, x + random() * 30, y + random() * 20], mode));
      }
    }
    const set = replayOperations(WIDTH, HEIGHT, ops, NO_PICTURES);
    let partial = 0;
    for (let i = 0; i < WIDTH * HEIGHT; i++) {
      const values = layers.map((layer) => set.masks.get(layer)?.[i] ?? 0);
      const sum = values.reduce((total, value) => total + value, 0);
      expect(sum).toBeLessThanOrEqual(255);
      if (values.includes(255)) expect(sum).toBe(255);
      if (sum > 0 && sum < 255) partial++;
    }
    // The sequence does mix layers within pixels.
    expect(partial).toBeGreaterThan(20);
  });

  it('take a colour select from the picture of its layer, and nothing without it', () => {
    const data = new Uint8ClampedArray(WIDTH * HEIGHT * 4).fill(255);
    // A dark square at (10-19, 5-14) in the layer's picture.
    for (let y = 5; y < 15; y++) data.fill(0, (y * WIDTH + 10) * 4, (y * WIDTH + 20) * 4);
    const pictures = new Map([['original', { width: WIDTH, height: HEIGHT, data }]]);
    const tap: EditOperation = {
      kind: 'colour',
      mode: 'paint',
      layer: 'original',
      x: 12,
      y: 7,
      tolerance: 10,
    };
    const set = createMaskSet(WIDTH, HEIGHT);
    expect(applyOperation(set, tap, pictures)).toEqual({ x: 10, y: 5, width: 10, height: 10 });
    expect(set.masks.get('original')?.filter((v) => v === 255).length).toBe(100);
    expect(applyOperation(set, { ...tap, layer: 'design:9' }, pictures)).toBeUndefined();
    expect(layersUsed(set)).toEqual(['original']);
  });

  it('are all emptied by clear', () => {
    const set = replayOperations(
      WIDTH,
      HEIGHT,
      [box('a', [0, 0, 10, 10]), box('b', [20, 0, 30, 10])],
      NO_PICTURES,
    );
    expect(applyOperation(set, { kind: 'clear' }, NO_PICTURES)).toEqual({
      x: 0,
      y: 0,
      width: WIDTH,
      height: HEIGHT,
    });
    expect(layersUsed(set)).toEqual([]);
    expect(applyOperation(set, { kind: 'clear' }, NO_PICTURES)).toBeUndefined();
    // After a clear, the order of first use starts again.
    applyOperation(set, box('b', [0, 0, 5, 5]), NO_PICTURES);
    applyOperation(set, box('a', [10, 0, 15, 5]), NO_PICTURES);
    expect(layersUsed(set)).toEqual(['b', 'a']);
  });

  it('change nothing for an operation off the picture, or an erase with nothing painted', () => {
    const set = createMaskSet(WIDTH, HEIGHT);
    expect(applyOperation(set, box('a', [100, 100, 120, 120]), NO_PICTURES)).toBeUndefined();
    expect(applyOperation(set, box('a', [10, 10, 20, 20], 'erase'), NO_PICTURES)).toBeUndefined();
    expect(set.masks.size).toBe(0);
  });
});
