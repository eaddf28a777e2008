import { describe, expect, test } from 'vitest';

import { DESKTOP, type BoxPoint, type EnginePage } from './engine';
import { signInToDemo } from './flows';
import { ENGINES, setupEngine } from './harness';

/**
 * 'Keep and mix' with the mouse in WebKit and Firefox, in demo mode on the production build: the
 * demo's finished design opened in the editor, one brush stroke and one tap of the colour select
 * on the original photo's flat sky, saved; the edit kept on the device (its operations, its
 * layers and its picture, whose sky is the original photo's again), and shown on the design's
 * page. (Lasso, undo and redo, another design as a layer, the download and a phone's fingers are
 * tested in Chromium: tests/e2e/keep-and-mix.e2e.ts.)
 */

const STAGE = { role: 'img', name: /^Picture being edited/ } as const;

/** One brush stroke across the lower middle of the picture (the garden, not the sky). */
const STROKE: BoxPoint[] = Array.from({ length: 9 }, (_, index) => ({
  x: 0.2 + (0.5 * index) / 8,
  y: index % 2 === 0 ? 0.68 : 0.72,
}));

/** Where the colour select is tapped: the demo photo's flat sky, near the top right. */
const SKY: BoxPoint = { x: 0.8, y: 0.08 };

/** The patch around SKY whose pixels are compared (fractions of the picture, either way). */
const SKY_PATCH = { halfWidth: 0.03, halfHeight: 0.02 };

/** What the device keeps of an edit (design-edit-store.ts), as far as the test reads it. */
type StoredEdit = {
  baseRef: string;
  /** Each operation's kind and layer, a stroke's points, where the colour select was tapped. */
  operations: {
    kind: string;
    layer?: string;
    points?: [number, number, number][];
    x?: number;
    y?: number;
  }[];
  layers: string[];
  width: number;
  height: number;
  pictureBytes: number;
};

/**
 * The source of the loaded picture whose text alternative starts with `alt` (the design page's
 * result and original photo), once it shows.
 */
async function pictureSource(page: EnginePage, alt: string): Promise<string> {
  let source = '';
  await page.waitUntil(async () => {
    source = await page.call<string>(
      `(alt) => {
        const image = [...document.querySelectorAll('img')].find(
          (candidate) => candidate.alt.startsWith(alt) && candidate.complete && candidate.naturalWidth > 0,
        );
        return image ? image.currentSrc || image.src : '';
      }`,
      alt,
    );
    return source !== '';
  }, `the picture '${alt}...' shows`);
  return source;
}

/**
 * Expects a point of the picture (its pixels: x, y first) within 1% of the picture's size of
 * `at` (fractions of the picture, as the mouse was aimed at the stage).
 */
function expectNear(
  actual: readonly number[] | undefined,
  at: BoxPoint,
  size: { width: number; height: number },
  what: string,
) {
  const [x = NaN, y = NaN] = actual ?? [];
  expect(Math.abs(x - at.x * size.width), `${what}: x ${x}`).toBeLessThanOrEqual(size.width / 100);
  expect(Math.abs(y - at.y * size.height), `${what}: y ${y}`).toBeLessThanOrEqual(
    size.height / 100,
  );
}

/** The ARIA state `attribute` (aria-pressed, aria-disabled) of the visible button `name`. */
function buttonState(page: EnginePage, name: string, attribute: string) {
  return page.call<string | null>(
    `({ name, attribute }) => {
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent.trim() === name && candidate.getClientRects().length > 0,
      );
      return button ? button.getAttribute(attribute) : 'no such button';
    }`,
    { name, attribute },
  );
}

/** The layer the tools take from: the chosen option of 'Take from'. */
function takenFrom(page: EnginePage) {
  return page.call<string | null>(
    `() => {
      const label = [...document.querySelectorAll('label')].find(
        (candidate) => candidate.textContent.trim() === 'Take from',
      );
      const select = label && label.control;
      return select instanceof HTMLSelectElement ? select.selectedOptions[0]?.text ?? '' : null;
    }`,
  );
}

/**
 * Whether the painted area (the stage's tinted overlay, shown by default) covers `point` of
 * the picture: the edit under the tool has been made there.
 */
function paintedAt(page: EnginePage, point: BoxPoint) {
  return page.call<boolean>(
    `({ x, y }) => {
      const overlay = document.querySelector('[data-testid="edit-overlay"]');
      const ctx = overlay && overlay.getContext('2d');
      if (!ctx) return false;
      const pixel = ctx.getImageData(
        Math.floor(x * overlay.width), Math.floor(y * overlay.height), 1, 1,
      ).data;
      return pixel[3] > 0;
    }`,
    point,
  );
}

/** In the page: every edit the device keeps (IndexedDB 'yardvision-edits', store 'edits'). */
const READ_EDITS = `async () => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('yardvision-edits');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  try {
    return await new Promise((resolve, reject) => {
      const request = db.transaction('edits', 'readonly').objectStore('edits').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}`;

/** The edits kept on the device, as StoredEdit (their pictures' sizes, not their bytes). */
function storedEdits(page: EnginePage) {
  return page.call<StoredEdit[]>(
    `async () => (await (${READ_EDITS})()).map((edit) => ({
      baseRef: edit.baseRef,
      operations: edit.operations,
      layers: edit.layers,
      width: edit.width,
      height: edit.height,
      pictureBytes: edit.picture.byteLength,
    }))`,
  );
}

/**
 * The mean difference (0-255, over red, green and blue) in SKY_PATCH between the kept edit's
 * picture and the design's original photo, and between the design's result and the original:
 * each decoded in the page and drawn at the edit's size.
 */
function skyDifferences(page: EnginePage, pictures: { original: string; result: string }) {
  return page.call<{ editVsOriginal: number; resultVsOriginal: number }>(
    `async ({ original, result, point, patch }) => {
      const [edit] = await (${READ_EDITS})();
      const { width, height } = edit;
      const x0 = Math.round((point.x - patch.halfWidth) * width);
      const x1 = Math.round((point.x + patch.halfWidth) * width);
      const y0 = Math.round((point.y - patch.halfHeight) * height);
      const y1 = Math.round((point.y + patch.halfHeight) * height);
      const patchOf = async (blob) => {
        const bitmap = await createImageBitmap(blob);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext('2d');
        ctx.drawImage(bitmap, 0, 0, width, height);
        bitmap.close();
        return ctx.getImageData(x0, y0, x1 - x0, y1 - y0).data;
      };
      const download = async (url) => (await fetch(url)).blob();
      const edited = await patchOf(new Blob([edit.picture], { type: 'image/jpeg' }));
      const photo = await patchOf(await download(original));
      const design = await patchOf(await download(result));
      const difference = (a, b) => {
        let sum = 0;
        let count = 0;
        for (let index = 0; index < a.length; index += 4) {
          for (let channel = 0; channel < 3; channel += 1) {
            sum += Math.abs(a[index + channel] - b[index + channel]);
            count += 1;
          }
        }
        return sum / count;
      };
      return {
        editVsOriginal: difference(edited, photo),
        resultVsOriginal: difference(design, photo),
      };
    }`,
    { ...pictures, point: SKY, patch: SKY_PATCH },
  );
}

describe.each(ENGINES)('keep and mix with the mouse ($engine)', ({ engine }) => {
  const browser = setupEngine(engine);

  test('a brush stroke and the colour select on the sky, saved and kept on the device', async () => {
    const page = await browser.open({ viewport: DESKTOP });
    await signInToDemo(page);

    // The demo's first design, finished on first view.
    await page.click({ role: 'link', name: 'Generate your Vision' });
    await page.click({ role: 'link', name: 'Natural Accent' });
    await page.waitFor({ role: 'heading', level: 1, name: 'Yard Vision Generation' });
    await page.waitFor({ role: 'heading', level: 2, name: 'Generated Result' }, 30_000);
    const designPath = await page.path();
    const result = await pictureSource(page, 'Generated result: Natural Accent');
    const original = await pictureSource(page, 'Source image 1 of Natural Accent');

    await page.click({ role: 'link', name: 'Keep and mix' });
    await page.waitForPath((path) => path === `${designPath}/keep-and-mix`, 'the editor opens');
    await page.waitFor({ role: 'heading', level: 1, name: 'Keep and mix' });
    // The stage shows once the pictures are decoded for the editor.
    await page.waitFor(STAGE, 30_000);
    expect(await takenFrom(page)).toBe('Original photo');
    expect(await buttonState(page, 'Brush', 'aria-pressed')).toBe('true');
    expect(await buttonState(page, 'Undo', 'aria-disabled')).toBe('true');
    await page.expectNoAxeViolations('keep and mix');

    // The brush takes from the original photo (the first layer).
    await page.drag(STAGE, STROKE);
    await page.waitUntil(
      async () => (await buttonState(page, 'Undo', 'aria-disabled')) !== 'true',
      'the stroke can be undone',
    );
    await page.waitUntil(
      () => paintedAt(page, STROKE[Math.floor(STROKE.length / 2)]),
      'the stroke is painted',
    );
    expect(await paintedAt(page, SKY), 'the sky untouched so far').toBe(false);

    // One tap of the colour select takes the whole flat sky from the original photo.
    await page.click({ role: 'button', name: 'Colour select' });
    await page.waitUntil(
      async () => (await buttonState(page, 'Colour select', 'aria-pressed')) === 'true',
      'the colour select is the tool',
    );
    await page.drag(STAGE, [SKY]);
    await page.waitUntil(() => paintedAt(page, SKY), 'the sky is painted');

    await page.click({ role: 'button', name: 'Save edit' });
    await page.waitFor({ text: /^Saved as "Natural Accent, edited · .+"\.$/ }, 30_000);

    const edits = await storedEdits(page);
    expect(edits).toHaveLength(1);
    const edit = edits.at(0);
    if (!edit) throw new Error('No edit kept.');
    expect(edit.baseRef).toBe(designPath.split('/').at(-1));
    expect(edit.operations.map(({ kind }) => kind)).toEqual(['stroke', 'colour']);
    expect(edit.operations.map(({ layer }) => layer)).toEqual(['original', 'original']);
    expect(edit.layers).toContain('original');
    expect(edit.pictureBytes).toBeGreaterThan(1000);
    // Where the mouse went, in the picture's pixels: the stroke from its first point to its
    // last, through every move (the engine's samples), and the tap.
    const points = edit.operations.at(0)?.points ?? [];
    expect(points.length, 'the stroke has a point per move').toBeGreaterThanOrEqual(STROKE.length);
    expectNear(points.at(0), STROKE[0], edit, "the stroke's first point");
    expectNear(points.at(-1), STROKE[STROKE.length - 1], edit, "the stroke's last point");
    const colour = edit.operations.at(1);
    expectNear(colour && [colour.x ?? NaN, colour.y ?? NaN], SKY, edit, 'the tap');

    // The sky around the tap is the original photo's again (within JPEG's tolerance), where
    // the design's result had painted its own.
    const sky = await skyDifferences(page, { original, result });
    console.info(
      `${engine}: sky vs original photo, edit ${sky.editVsOriginal.toFixed(1)}, design ${sky.resultVsOriginal.toFixed(1)}`,
    );
    expect(sky.editVsOriginal).toBeLessThan(8);
    expect(sky.resultVsOriginal).toBeGreaterThan(12);

    // The edit beside its design.
    await page.click({ role: 'link', name: 'Back to the design' });
    await page.waitFor({ role: 'heading', name: /^Natural Accent, edited · / });
    await pictureSource(page, 'Natural Accent, edited · ');
  });
});
