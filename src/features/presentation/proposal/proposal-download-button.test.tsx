import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { ProposalDownloadButton } from '@/features/presentation/proposal/proposal-download-button';
import { i18nFor } from '@/lib/i18n/catalogs';
import type { Proposal } from '@/features/presentation/proposal/proposal-content';
import { server } from '@/testing/mocks/server';
import { TINY_JPEG } from '@/testing/tiny-jpeg';
import { WithI18n } from '@/testing/i18n';

const STORAGE = 'https://storage.example.test';
const PROPOSAL: Proposal = {
  cover: {
    projectName: 'Front yard refresh',
    customerName: 'Maria Gonzalez',
    customerContact: ['maria.gonzalez@example.com', '(512) 555-0142'],
    siteAddress: ['1408 Live Oak Lane', 'Austin, TX 78704'],
    date: new Date(2026, 10, 24),
    note: 'Two directions for the front yard — both keep the oak. 🌳',
  },
  designs: [
    {
      ref: 'g1',
      styleName: 'Natural Accent',
      styleDescription: 'Native grasses and perennials soften the edges.',
      settings: ['Spring', 'Sunny', 'Morning', 'Calm'],
      beforeUrl: `${STORAGE}/sources/front.jpg`,
      afterUrl: `${STORAGE}/results/g1.jpg`,
      note: 'Lowest water use.',
    },
    {
      ref: 'g2',
      styleName: 'Refined Traditional',
      settings: ['Fall', 'Cloudy', 'Dusk', 'Calm'],
      beforeUrl: `${STORAGE}/sources/front.jpg`,
      afterUrl: `${STORAGE}/results/g2.jpg`,
      note: '',
    },
  ],
};

const FILE_NAME = 'front-yard-refresh-proposal-2026-11-24.pdf';

/** Records what is saved: the file name and the Blob behind its object URL. */
function spyOnSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    last = object as Blob;
    return 'blob:proposal';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** Serves the pictures; `hold` keeps them until released, `missing` answers 403. */
function servePictures({ missing = '' }: { missing?: string } = {}) {
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = false;
  server.use(
    http.get(`${STORAGE}/*`, async ({ request }): Promise<Response> => {
      requested.push(new URL(request.url).pathname);
      if (holding) await released;
      if (request.url.endsWith(missing) && missing !== '') {
        return HttpResponse.text('Access denied', { status: 403 });
      }
      return HttpResponse.arrayBuffer(TINY_JPEG.slice().buffer, {
        headers: { 'Content-Type': 'image/jpeg' },
      });
    }),
  );
  return {
    requested,
    hold: () => {
      holding = true;
    },
    release: () => release(),
  };
}

async function pdfText(blob: Blob) {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

describe('ProposalDownloadButton', () => {
  it('makes the PDF with its progress shown, and saves it under the proposal name', async () => {
    const user = userEvent.setup();
    const saves = spyOnSaves();
    const pictures = servePictures();
    pictures.hold();
    render(<ProposalDownloadButton proposal={PROPOSAL} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));
    const status = screen.getByRole('status');
    // The count shows in the progress bar; the status line says the step, once.
    const bar = screen.getByRole('progressbar', { name: 'Making the proposal' });
    await waitFor(() => expect(bar).toHaveTextContent('Preparing pictures 1 of 3...'));
    expect(bar).toHaveAttribute('aria-valuetext', 'Preparing pictures 1 of 3...');
    expect(status).toHaveTextContent(/^Preparing pictures\.\.\.$/);
    expect(screen.getByRole('button', { name: 'Download proposal (PDF)' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    pictures.release();
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 15_000 });
    // The photo behind both designs is fetched once.
    expect([...pictures.requested].sort()).toEqual([
      '/results/g1.jpg',
      '/results/g2.jpg',
      '/sources/front.jpg',
    ]);
    const save = saves.at(0);
    if (!save) throw new Error('Nothing was saved.');
    expect(save.name).toBe(FILE_NAME);
    expect(save.blob.type).toBe('application/pdf');
    const text = await pdfText(save.blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const words of [
      'Design proposal',
      'Front yard refresh',
      'Maria Gonzalez',
      '1408 Live Oak Lane',
      'Austin, TX 78704',
      'November 24, 2026',
      'Natural Accent',
      'Refined Traditional',
      'Note: Lowest water use.',
      'Design 2 of 2',
      'Page 1 of 3',
      'Page 3 of 3',
    ]) {
      expect(text, words).toContain(`(${words}`);
    }
    // Characters Helvetica cannot show are left out, not written as garbage.
    expect(text).toContain('both keep the oak.)');
    expect(text).toContain('/Title (Front yard refresh: design proposal)');
    // Each picture is embedded once, as its own JPEG bytes.
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(3);
    expect(text.match(/\/Filter \/DCTDecode/g)).toHaveLength(3);
    expect(status).toHaveTextContent(`Saved ${FILE_NAME}.`);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says which picture could not be loaded, and makes it on the next try', async () => {
    const user = userEvent.setup();
    const saves = spyOnSaves();
    servePictures({ missing: '/results/g2.jpg' });
    render(<ProposalDownloadButton proposal={PROPOSAL} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The proposal could not be made: the after picture of design 2 (Refined Traditional) could not be loaded. Try again.',
    );
    expect(saves).toEqual([]);

    servePictures();
    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 15_000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops when cancelled and saves nothing', async () => {
    const user = userEvent.setup();
    const saves = spyOnSaves();
    const pictures = servePictures();
    pictures.hold();
    render(<ProposalDownloadButton proposal={PROPOSAL} />, { wrapper: WithI18n });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The focus Cancel had goes back to the button, not to the page.
    expect(screen.getByRole('button', { name: 'Download proposal (PDF)' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
    pictures.release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saves).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("makes the PDF in the proposal's language, the button staying in the app's; waits for it to load", async () => {
    const spanish = await i18nFor('es');
    const build = vi.fn(() => Promise.resolve(new Blob(['%PDF-'], { type: 'application/pdf' })));
    spyOnSaves();
    const { rerender } = render(
      <ProposalDownloadButton proposal={PROPOSAL} build={build} proposalI18n={null} />,
      { wrapper: WithI18n },
    );
    expect(screen.getByRole('button', { name: 'Download proposal (PDF)' })).toBeDisabled();

    rerender(<ProposalDownloadButton proposal={PROPOSAL} build={build} proposalI18n={spanish} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));
    await waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    expect(build).toHaveBeenCalledWith(PROPOSAL, spanish, expect.anything());
  });

  it("writes a Spanish proposal's PDF in Spanish, its date and file name too, in an English app", async () => {
    const user = userEvent.setup();
    const saves = spyOnSaves();
    servePictures();
    const spanish = await i18nFor('es');
    render(<ProposalDownloadButton proposal={PROPOSAL} proposalI18n={spanish} />, {
      wrapper: WithI18n,
    });

    await user.click(screen.getByRole('button', { name: 'Download proposal (PDF)' }));
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 15_000 });
    const save = saves.at(0);
    if (!save) throw new Error('Nothing was saved.');
    // The file's name in the proposal's words; the button says it in the app's.
    expect(save.name).toBe('front-yard-refresh-propuesta-2026-11-24.pdf');
    // Said once the file is handed over (the save comes first).
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Saved front-yard-refresh-propuesta-2026-11-24.pdf.',
      ),
    );
    const text = await pdfText(save.blob);
    for (const words of [
      'Propuesta de diseño',
      '24 de noviembre de 2026',
      'Preparada para',
      'Diseño 2 de 2',
      'Página 1 de 3',
    ]) {
      expect(text, words).toContain(`(${words}`);
    }
    expect(text).not.toContain('November');
    // The document says its language, for screen readers and search.
    expect(text).toContain('/Lang (es)');
  });

  it('is disabled with its reason when no design is chosen', () => {
    render(<ProposalDownloadButton proposal={{ ...PROPOSAL, designs: [] }} />, {
      wrapper: WithI18n,
    });
    const button = screen.getByRole('button', { name: 'Download proposal (PDF)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Choose at least one finished design to put in the proposal.',
    );
  });
});
