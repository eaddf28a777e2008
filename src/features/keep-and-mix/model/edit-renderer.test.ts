// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { EditOperation } from '@/entities/generation/edits/edit-operations';
import { compositePictures } from '@/features/keep-and-mix/model/composite';
import { createEditRenderer } from '@/features/keep-and-mix/model/edit-renderer';
import { featherMask, featherRadius } from '@/features/keep-and-mix/model/feather';
import { layersUsed, replayOperations } from '@/features/keep-and-mix/model/layer-masks';
import type { Picture, Rect } from '@/features/keep-and-mix/model/picture-types';
import { fullRect } from '@/features/keep-and-mix/model/rect';
import { scalePicture } from '@/features/keep-and-mix/model/scale-picture';

/** A picture whose pixel (x, y) has the colour `colour(x, y)` (opaque). */
function pictureOf(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Picture {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colour(x, y);
      const i = (y * width + x) * 4;
      [data[i], data[i + 1], data[i + 2], data[i + 3]] = [r, g, b, 255];
    }
  }
  return { width, height, data };
}

/** The pictures of an edit `width` x `height`: the result, the original (half size), a design. */
function picturesOf(width: number, height: number) {
  const result = pictureOf(width, height, (x, y) => [(x * 3) % 256, (y * 5) % 256, 90]);
  const original = pictureOf(width / 2, height / 2, (x, y) => [200 - (x % 200), 30 + y, 60]);
  // A design with a flat area (for the colour select) and texture beside it.
  const design = pictureOf(width, height, (x, y) =>
    x < width / 4 ? [20, 140, 40] : [x % 256, (x + y) % 256, 250 - (y % 200)],
  );
  const layers = new Map([
    ['original', original],
    ['design:1', design],
  ]);
  return { result, layers };
}

/** The steps of an edit of a picture `width` x `height`, as the editor might record them. */
function stepsOf(width: number, height: number): EditOperation[] {
  const [w, h] = [width, height];
  const box = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    [x0 * w, y0 * h],
    [x1 * w, y0 * h],
    [x1 * w, y1 * h],
    [x0 * w, y1 * h],
  ];
  return [
    { kind: 'lasso', mode: 'paint', layer: 'original', points: box(0.1, 0.1, 0.4, 0.6) },
    {
      kind: 'stroke',
      mode: 'paint',
      layer: 'design:1',
      size: 12,
      edge: 'hard',
      points: [
        [0.3 * w, 0.2 * h, 0.5],
        [0.5 * w, 0.5 * h, 0.9],
        [0.6 * w, 0.4 * h, 0.2],
      ],
    },
    {
      kind: 'stroke',
      mode: 'paint',
      layer: 'original',
      size: 20,
      edge: 'soft',
      points: [[0.55 * w, 0.45 * h, 0.5]],
    },
    { kind: 'colour', mode: 'paint', layer: 'design:1', x: 2, y: h - 3, tolerance: 5 },
    {
      kind: 'stroke',
      mode: 'erase',
      layer: 'original',
      size: 8,
      edge: 'hard',
      points: [
        [0, 0.3 * h, 0.5],
        [w, 0.35 * h, 0.5],
      ],
    },
    { kind: 'lasso', mode: 'erase', layer: 'design:1', points: box(0.2, 0.4, 0.3, 0.9) },
    { kind: 'clear' },
    { kind: 'lasso', mode: 'paint', layer: 'design:1', points: box(0.7, 0.2, 0.9, 0.8) },
    // Off the picture: nothing changes.
    { kind: 'lasso', mode: 'paint', layer: 'original', points: box(2, 2, 3, 3) },
  ];
}

/** The edit of `ops` made in one go from the model's parts, as a reference. */
function renderAtOnce(result: Picture, layers: ReadonlyMap<string, Picture>, ops: EditOperation[]) {
  const { width, height } = result;
  const scaled = new Map(
    [...layers].map(([layer, picture]) => [layer, scalePicture(picture, width, height)]),
  );
  const set = replayOperations(width, height, ops, scaled);
  const radius = featherRadius(width, height);
  const masks = new Map(
    [...set.masks].map(([layer, mask]) => [layer, featherMask(mask, width, height, radius)]),
  );
  const output = new Uint8ClampedArray(width * height * 4);
  compositePictures(result, scaled, masks, output);
  return { set, masks, output };
}

/** The first index at which two arrays differ (-1: none; quicker than toEqual on big arrays). */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Whether `rect` holds every pixel in which the RGBA arrays `a` and `b` differ. */
function differencesInside(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, rect?: Rect) {
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    const [x, y] = [(i >> 2) % width, Math.floor(i / 4 / width)];
    if (
      !rect ||
      x < rect.x ||
      y < rect.y ||
      x >= rect.x + rect.width ||
      y >= rect.y + rect.height
    ) {
      return false;
    }
  }
  return true;
}

describe('the edit renderer', () => {
  it.each([
    [160, 120],
    [1640, 60],
  ])('gives the same picture step by step as all at once (%i x %i)', (width, height) => {
    const { result, layers } = picturesOf(width, height);
    const steps = stepsOf(width, height);
    const renderer = createEditRenderer(result, layers);
    for (let n = 1; n <= steps.length; n++) {
      const before = renderer.output.data.slice();
      // As from the editor's messages: copies, not the same objects.
      const changed = renderer.setOperations(structuredClone(steps.slice(0, n)));
      const last = steps[n - 1];
      // Only the area the step touched is worked again.
      if (last.kind !== 'clear') {
        expect((changed?.width ?? 0) * (changed?.height ?? 0)).toBeLessThan(width * height);
      }
      expect(differencesInside(before, renderer.output.data, width, changed)).toBe(true);

      const whole = renderAtOnce(result, layers, steps.slice(0, n));
      expect(firstDifference(renderer.output.data, whole.output)).toBe(-1);
      expect([...renderer.masks.keys()]).toEqual([...whole.masks.keys()]);
      for (const [layer, mask] of whole.masks) {
        expect(firstDifference(renderer.masks.get(layer) ?? new Uint8Array(), mask)).toBe(-1);
      }
      expect(renderer.layersUsed()).toEqual(layersUsed(whole.set));
    }
    expect(renderer.layersUsed()).toEqual(['design:1']);
  });

  it('starts as the result, and replays all on undo', () => {
    const { result, layers } = picturesOf(160, 120);
    const steps = stepsOf(160, 120);
    const renderer = createEditRenderer(result, layers);
    expect(firstDifference(renderer.output.data, result.data)).toBe(-1);
    expect(renderer.setOperations([])).toBeUndefined();
    renderer.setOperations(steps.slice(0, 4));
    expect(renderer.layersUsed()).toEqual(['original', 'design:1']);
    expect(renderer.setOperations(steps.slice(0, 4))).toBeUndefined();

    expect(renderer.setOperations(steps.slice(0, 1))).toEqual(fullRect(160, 120));
    const fresh = createEditRenderer(result, layers);
    fresh.setOperations(steps.slice(0, 1));
    expect(firstDifference(renderer.output.data, fresh.output.data)).toBe(-1);
    expect(renderer.layersUsed()).toEqual(['original']);
    expect([...renderer.masks.keys()]).toEqual(['original']);

    renderer.setOperations([]);
    expect(firstDifference(renderer.output.data, result.data)).toBe(-1);
    expect(renderer.masks.size).toBe(0);
  });

  it('stretches a layer of another size to the result', () => {
    const { result, layers } = picturesOf(160, 120);
    const renderer = createEditRenderer(result, layers);
    const everything: [number, number][] = [
      [-1, -1],
      [161, -1],
      [161, 121],
      [-1, 121],
    ];
    renderer.setOperations([
      { kind: 'lasso', mode: 'paint', layer: 'original', points: everything },
    ]);
    const original = layers.get('original');
    expect(
      original && firstDifference(scalePicture(original, 160, 120).data, renderer.output.data),
    ).toBe(-1);
  });

  it('shows the painted area in the overlay', () => {
    const { result, layers } = picturesOf(160, 120);
    const renderer = createEditRenderer(result, layers);
    renderer.setOperations(stepsOf(160, 120).slice(0, 1));
    const overlay = renderer.coverageOverlay(new Map([['original', [255, 0, 0]]]));
    const at = (x: number, y: number) => [
      ...overlay.subarray((y * 160 + x) * 4, (y * 160 + x) * 4 + 4),
    ];
    expect(at(40, 40)).toEqual([255, 0, 0, 115]);
    expect(at(100, 100)).toEqual([0, 0, 0, 0]);
  });
});
