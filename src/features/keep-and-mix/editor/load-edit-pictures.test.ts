import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadEditPictures } from '@/features/keep-and-mix/editor/load-edit-pictures';
import { server } from '@/testing/mocks/server';
import { goOffline } from '@/testing/network';

const RESULT = 'https://storage.test/design/final.jpg';
const ORIGINAL = 'https://storage.test/design/photo.jpg';
const OTHER = 'https://storage.test/other/final.jpg';
const LAYERS = [
  { id: 'original', label: 'Original photo', url: ORIGINAL },
  { id: 'design:other', label: 'Refined Traditional', url: OTHER },
];

/** `<img>` in the page: loads (true) or fails, as the storage answers it without CORS. */
function imagesLoad(load: boolean) {
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(_url: string) {
      queueMicrotask(() => (load ? this.onload?.() : this.onerror?.()));
    }
  }
  vi.stubGlobal('Image', FakeImage);
}

const jpeg = () =>
  new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), {
    headers: { 'Content-Type': 'image/jpeg' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the editor's pictures", () => {
  it('downloads the result and each layer, and names a layer that does not come', async () => {
    server.use(
      http.get(RESULT, jpeg),
      http.get(ORIGINAL, jpeg),
      http.get(OTHER, () => new HttpResponse('Gone', { status: 404 })),
    );
    const loaded = await loadEditPictures(RESULT, LAYERS, new AbortController().signal);
    expect(loaded.kind).toBe('pictures');
    if (loaded.kind !== 'pictures') return;
    expect(loaded.result.size).toBe(4);
    expect(loaded.layers.map((layer) => layer.layer)).toEqual(['original']);
    expect(loaded.missing).toEqual(['design:other']);
  });

  it('tells a storage that refuses CORS (an <img> shows the picture) from no network', async () => {
    server.use(http.get(RESULT, () => HttpResponse.error()));
    imagesLoad(true);
    expect(await loadEditPictures(RESULT, LAYERS, new AbortController().signal)).toEqual({
      kind: 'trouble',
      trouble: 'storage-refused',
    });
    imagesLoad(false);
    expect(await loadEditPictures(RESULT, LAYERS, new AbortController().signal)).toEqual({
      kind: 'trouble',
      trouble: 'offline',
    });
  });

  it('says offline when the browser is, without asking the storage again', async () => {
    server.use(http.get(RESULT, () => HttpResponse.error()));
    const image = vi.fn();
    vi.stubGlobal('Image', image);
    goOffline();
    expect(await loadEditPictures(RESULT, LAYERS, new AbortController().signal)).toEqual({
      kind: 'trouble',
      trouble: 'offline',
    });
    expect(image).not.toHaveBeenCalled();
  });

  it('says failed for an answer that is no picture of the storage (a 500)', async () => {
    server.use(http.get(RESULT, () => new HttpResponse('Boom', { status: 500 })));
    expect(await loadEditPictures(RESULT, LAYERS, new AbortController().signal)).toEqual({
      kind: 'trouble',
      trouble: 'failed',
    });
  });
});
