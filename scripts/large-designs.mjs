// Demo designs with pictures as large as real ones, for the measure scripts (measure-compare,
// measure-proposal-pdf): made in the page, through the in-browser demo API, with the signed-in
// demo session of demo-session.mjs.
/* global indexedDB, createImageBitmap, OffscreenCanvas */
import { TOKEN_KEY } from './demo-session.mjs';

/**
 * In the page (self-contained: Playwright sends its source). For each design: a source photo of
 * `design.source` size (the demo photo scaled up with a fine grain, shifted by
 * `design.sourceShift` so designs may differ, else one photo for all), created with
 * `design.create`, uploaded, started with `design.generate`; then, once all are completed, the
 * demo renderer's result (at most 1600 px long) is replaced in the demo's storage (IndexedDB
 * 'yardvision-demo', store 'files') by a `final`-sized JPEG made from it, grain shifted by
 * `design.finalShift`. Returns the refs, settings and sizes, and how long it took.
 */
async function seedInPage({ key, designs, final, timeoutMs }) {
  const token = localStorage.getItem(key) ?? '';
  const claims = JSON.parse(atob(token.split('.')[1] ?? ''));
  const api = `/api/${claims.organizationRef}/yard-vision-generation`;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const call = async (method, path, body) => {
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return response.json();
  };

  // A fine, fixed grain (a seeded noise tile, overlaid), so the JPEGs carry detail like a
  // photo's and decode like one, rather than compressing to almost nothing when scaled up.
  const tile = new OffscreenCanvas(257, 257);
  {
    const ctx = tile.getContext('2d');
    const pixels = ctx.createImageData(257, 257);
    let state = 0x2545f491;
    for (let i = 0; i < pixels.data.length; i += 4) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const value = 96 + ((state >>> 0) % 64);
      pixels.data[i] = value;
      pixels.data[i + 1] = value;
      pixels.data[i + 2] = value;
      pixels.data[i + 3] = 255;
    }
    ctx.putImageData(pixels, 0, 0);
  }

  /** `image` drawn at `size` with the grain (shifted by `shift` px), as a JPEG. */
  function largeJpeg(image, { width, height }, shift = 0) {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(image, 0, 0, width, height);
    ctx.globalCompositeOperation = 'overlay';
    ctx.globalAlpha = 0.35;
    ctx.translate(shift, shift);
    ctx.fillStyle = ctx.createPattern(tile, 'repeat');
    ctx.fillRect(-shift, -shift, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
  }

  async function bitmapOf(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return createImageBitmap(await response.blob());
  }

  async function sizeOf(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const blob = await response.blob();
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height, bytes: blob.size };
    bitmap.close();
    return size;
  }

  /** The storage key of a demo storage URL (`{origin}/demo-storage/{key}`). */
  function storageKey(url) {
    const { pathname } = new URL(url);
    const marker = '/demo-storage/';
    return pathname
      .slice(pathname.indexOf(marker) + marker.length)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
  }

  async function storeFile(storageKeyOf, blob) {
    // The demo's own database (src/demo/indexed-db-persistence.ts), already created.
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('yardvision-demo');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      await new Promise((resolve, reject) => {
        const transaction = db.transaction('files', 'readwrite');
        transaction
          .objectStore('files')
          .put({ contentType: 'image/jpeg', bytes: blob }, storageKeyOf);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
        transaction.onabort = () => reject(transaction.error);
      });
    } finally {
      db.close();
    }
  }

  const started = performance.now();
  const photo = await bitmapOf('/demo/yard-front.jpg');
  const sources = new Map();
  const refs = [];
  for (const [index, design] of designs.entries()) {
    const shift = design.sourceShift ?? 0;
    const sourceKey = `${design.source.width}x${design.source.height}+${shift}`;
    if (!sources.has(sourceKey))
      sources.set(sourceKey, await largeJpeg(photo, design.source, shift));
    const created = await call('POST', api, design.create);
    const upload = await fetch(created.uploadUrls[0], {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: sources.get(sourceKey),
    });
    if (!upload.ok) throw new Error(`Upload of design ${index + 1}: ${upload.status}`);
    await call('POST', `${api}/${created.sk}/generate`, design.generate);
    refs.push(created.sk);
  }
  photo.close();

  // The demo API finishes a design a few seconds after 'generate', when someone asks.
  const deadline = performance.now() + timeoutMs;
  const done = new Map();
  while (done.size < refs.length) {
    if (performance.now() > deadline) {
      throw new Error(`The designs did not complete in ${timeoutMs / 1000} s.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const ref of refs) {
      if (done.has(ref)) continue;
      const generation = await call('GET', `${api}/${ref}`);
      if (generation.currentStep === 'failed') {
        throw new Error(`Design ${ref} failed: ${generation.failureReason}`);
      }
      if (generation.currentStep === 'completed') done.set(ref, generation);
    }
  }
  const generatedMs = performance.now() - started;

  const seeded = [];
  for (const [index, ref] of refs.entries()) {
    const generation = done.get(ref);
    const rendered = await sizeOf(generation.finalImageUrl);
    const painted = await bitmapOf(generation.finalImageUrl);
    const large = await largeJpeg(painted, final, designs[index].finalShift ?? 0);
    painted.close();
    await storeFile(storageKey(generation.finalImageUrl), large);
    seeded.push({
      ref,
      settings: generation.settings,
      rendered,
      final: await sizeOf(generation.finalImageUrl),
      source: await sizeOf(generation.sourceImages[0]),
    });
  }
  return {
    organizationRef: claims.organizationRef,
    userRef: claims.sub,
    designs: seeded,
    generatedMs,
    totalMs: performance.now() - started,
  };
}

/**
 * Makes `designs` ({ create, generate, source: {width, height}, sourceShift?, finalShift? }) in
 * the signed-in demo of `page`, each with a `final`-sized result. See `seedInPage`.
 */
export function seedLargeDesigns(page, { designs, final, timeoutMs = 120_000 }) {
  return page.evaluate(seedInPage, { key: TOKEN_KEY, designs, final, timeoutMs });
}
