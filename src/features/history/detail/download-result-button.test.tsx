import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { DownloadResultButton } from '@/features/history/detail/download-result-button';
import { WithI18n } from '@/testing/i18n';
import { server } from '@/testing/mocks/server';

const IMAGE_URL = 'https://storage.example.test/results/final.jpg';
const FILE_NAME = 'yardvision-natural-accent-2026-11-21.jpg';

function spyOnDownloads() {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:final-image');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return downloads;
}

/** Answers the image request once `release` is called, so the busy state can be seen. */
function answerImageLater(response: () => Response) {
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(IMAGE_URL, async ({ request }) => {
      requested.push(request.url);
      await released;
      return response();
    }),
  );
  return { requested, release: () => release() };
}

describe('DownloadResultButton', () => {
  it('downloads the image under its file name, showing progress meanwhile', async () => {
    const user = userEvent.setup();
    const downloads = spyOnDownloads();
    const image = answerImageLater(() =>
      HttpResponse.arrayBuffer(new Uint8Array([1, 2, 3]).buffer, {
        headers: { 'Content-Type': 'image/jpeg' },
      }),
    );
    render(<DownloadResultButton url={IMAGE_URL} fileName={FILE_NAME} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download' }));
    const busy = await screen.findByRole('button', { name: 'Downloading...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(image.requested).toEqual([IMAGE_URL]);

    image.release();
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(downloads).toEqual([FILE_NAME]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the image could not be downloaded, and lets the user try again', async () => {
    const user = userEvent.setup();
    const downloads = spyOnDownloads();
    server.use(http.get(IMAGE_URL, () => HttpResponse.text('Access denied', { status: 403 })));
    render(<DownloadResultButton url={IMAGE_URL} fileName={FILE_NAME} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image could not be downloaded.',
    );
    expect(downloads).toEqual([]);

    server.use(
      http.get(IMAGE_URL, () =>
        HttpResponse.arrayBuffer(new Uint8Array([1]).buffer, {
          headers: { 'Content-Type': 'image/jpeg' },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => {
      expect(downloads).toEqual([FILE_NAME]);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
