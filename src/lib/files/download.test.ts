import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api/api-client';
import { downloadFile, REVOKE_DELAY_MS } from '@/lib/files/download';
import { safeFileName } from '@/lib/files/file-name';
import { server } from '@/testing/mocks/server';

const IMAGE_URL = 'https://storage.example.test/results/final.jpg?X-Amz-Signature=abc';
const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

type Click = { href: string; download: string; inDocument: boolean };

function spyOnDownloads() {
  const clicks: Click[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    clicks.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:final-image');
  const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { clicks, createObjectURL, revokeObjectURL };
}

describe('downloadFile', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the file and saves it under the given name, then frees the bytes', async () => {
    const requested: string[] = [];
    server.use(
      http.get('https://storage.example.test/results/final.jpg', ({ request }) => {
        requested.push(request.url);
        return HttpResponse.arrayBuffer(BYTES.buffer, {
          headers: { 'Content-Type': 'image/jpeg' },
        });
      }),
    );
    const { clicks, createObjectURL, revokeObjectURL } = spyOnDownloads();

    await downloadFile(IMAGE_URL, 'yardvision-natural-accent-2026-11-21.jpg');

    expect(requested).toEqual([IMAGE_URL]);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(BYTES.length);
    expect(blob.type).toBe('image/jpeg');
    expect(clicks).toEqual([
      {
        href: 'blob:final-image',
        download: 'yardvision-natural-accent-2026-11-21.jpg',
        inDocument: true,
      },
    ]);
    // The temporary link is gone.
    expect(document.querySelector('a[download]')).toBeNull();

    // Revoked only later: the browser may read the URL after click() returns.
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REVOKE_DELAY_MS);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:final-image');
  });

  it('rejects and saves nothing when the file cannot be fetched', async () => {
    server.use(
      http.get('https://storage.example.test/results/final.jpg', () =>
        HttpResponse.text('Not found', { status: 404 }),
      ),
    );
    const { clicks, createObjectURL } = spyOnDownloads();

    const failure = downloadFile(IMAGE_URL, 'result.jpg');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('404 Not found');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
  });
});

describe('safeFileName', () => {
  it.each([
    [
      ['YardVision', 'Natural Accent', '2026-11-21'],
      'jpg',
      'yardvision-natural-accent-2026-11-21.jpg',
    ],
    [['YardVision', 'Low-Impact Beauty'], '.JPG', 'yardvision-low-impact-beauty.jpg'],
    [['Feline Fiasco!', '  spaced   out  '], 'png', 'feline-fiasco-spaced-out.png'],
    [['Café Jardín', 'Garden 🌿', '庭'], 'webp', 'cafe-jardin-garden.webp'],
    [['../../etc/passwd', 'a\\b:c*d?e"f<g>h|i'], 'jpg', 'etc-passwd-a-b-c-d-e-f-g-h-i.jpg'],
    [['', '***', 'Custom Style'], 'jpg', 'custom-style.jpg'],
    [[], 'jpg', 'download.jpg'],
    [['Result'], '', 'result'],
  ])('%j + %j gives %j', (parts, extension, expected) => {
    expect(safeFileName(parts, extension)).toBe(expected);
  });

  it('keeps long names to a safe length without a trailing hyphen', () => {
    const name = safeFileName(['a'.repeat(119), 'bbb'], 'jpg');
    expect(name).toBe(`${'a'.repeat(119)}.jpg`);
    expect(safeFileName(['word '.repeat(100)], 'jpg').length).toBeLessThanOrEqual(124);
  });
});
