import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { ProposalDownloadButton } from '@/features/presentation/proposal/proposal-download-button';
import {
  proposalPictures,
  type Proposal,
  type ProposalDesign,
} from '@/features/presentation/proposal/proposal-content';
import { storePictures } from '@/lib/offline/picture-store';
import { installFakeCaches } from '@/testing/fake-cache-storage';
import { server } from '@/testing/mocks/server';
import { goOffline } from '@/testing/network';
import { TINY_JPEG } from '@/testing/tiny-jpeg';
import { WithI18n } from '@/testing/i18n';

const STORAGE = 'https://storage.example.test';

/** A presigned URL: its signature changes with every answer of the API. */
function signed(path: string, signature: string) {
  return `${STORAGE}${path}?X-Amz-Expires=3600&X-Amz-Signature=${signature}`;
}

function design(ref: string, styleName: string, signature: string): ProposalDesign {
  return {
    ref,
    styleName,
    settings: ['Fall', 'Cloudy', 'Dusk', 'Calm'],
    beforeUrl: signed('/sources/front.jpg', signature),
    afterUrl: signed(`/results/${ref}.jpg`, signature),
    note: '',
  };
}

/** The proposal as the API's answer of `signature` gives its addresses. */
function proposal(signature: string): Proposal {
  return {
    cover: {
      projectName: 'Front yard refresh',
      customerName: 'Maria Gonzalez',
      customerContact: [],
      siteAddress: [],
      date: new Date(2026, 10, 24),
      note: '',
    },
    designs: [
      design('g1', 'Natural Accent', signature),
      design('g2', 'Refined Traditional', signature),
    ],
  };
}

/** Records what is saved: the Blob behind each object URL a download link gets. */
function spyOnSaves() {
  const saved: Blob[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    last = object as Blob;
    return 'blob:proposal';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
    if (last) saved.push(last);
  });
  return saved;
}

/** The storage answering with the picture, or (`down`) with no answer at all. */
function serveStorage({ down = false }: { down?: boolean } = {}) {
  const requested: string[] = [];
  server.use(
    http.get(`${STORAGE}/*`, ({ request }) => {
      requested.push(new URL(request.url).pathname);
      if (down) return HttpResponse.error();
      return HttpResponse.arrayBuffer(TINY_JPEG.slice().buffer, {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    }),
  );
  return requested;
}

/** Saves the pictures for offline as the project page did, with the addresses it had then. */
async function saveForOffline(urls: string[]) {
  serveStorage();
  const result = await storePictures(urls);
  expect(result).toMatchObject({ status: 'done', failures: [] });
  server.resetHandlers();
}

async function imagesIn(pdf: Blob) {
  const text = new TextDecoder('latin1').decode(await pdf.arrayBuffer());
  expect(text.startsWith('%PDF-')).toBe(true);
  return text.match(/\/Subtype \/Image/g)?.length ?? 0;
}

describe('ProposalDownloadButton offline', () => {
  it('makes the PDF offline from the pictures saved for offline, asking the network nothing', async () => {
    installFakeCaches();
    await saveForOffline(proposalPictures(proposal('yesterday')));
    const requested = serveStorage({ down: true });
    act(() => goOffline());
    const user = userEvent.setup();
    const saves = spyOnSaves();
    // Today's addresses (from the persisted answers) carry other signatures.
    render(<ProposalDownloadButton proposal={proposal('today')} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));

    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 15_000 });
    const pdf = saves.at(0);
    if (!pdf) throw new Error('Nothing was saved.');
    expect(await imagesIn(pdf)).toBe(3);
    expect(requested).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the saved pictures when the storage cannot be reached while online', async () => {
    installFakeCaches();
    await saveForOffline(proposalPictures(proposal('yesterday')));
    const requested = serveStorage({ down: true });
    const user = userEvent.setup();
    const saves = spyOnSaves();
    render(<ProposalDownloadButton proposal={proposal('today')} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));

    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 15_000 });
    const pdf = saves.at(0);
    if (!pdf) throw new Error('Nothing was saved.');
    expect(await imagesIn(pdf)).toBe(3);
    // The network was asked first.
    expect([...requested].sort()).toEqual([
      '/results/g1.jpg',
      '/results/g2.jpg',
      '/sources/front.jpg',
    ]);
  });

  it('says which picture is missing when it was not saved', async () => {
    installFakeCaches();
    // The photo and the first design's picture; not the second design's.
    await saveForOffline(proposalPictures(proposal('yesterday')).slice(0, 2));
    serveStorage({ down: true });
    act(() => goOffline());
    const user = userEvent.setup();
    const saves = spyOnSaves();
    render(<ProposalDownloadButton proposal={proposal('today')} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The proposal could not be made: the after picture of design 2 (Refined Traditional) could not be loaded. Try again.',
    );
    expect(saves).toEqual([]);
  });
});
