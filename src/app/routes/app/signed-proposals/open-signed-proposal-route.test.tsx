import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { paths } from '@/config/paths';
import type { ApprovalRecord } from '@/features/approval/model/approval-record';
import * as Reader from '@/features/approval/signed-pdf/read-signed-proposal';
import { allowWholeAppTime, renderApp } from '@/testing/test-utils';

/*
 * 'Open a signed proposal' as a user meets it. What the file holds is the reader's business
 * (read-signed-proposal.test.ts reads real PDFs): here the reader gives fixed answers, and the
 * test checks what the screen says for each. It is replaced with vi.spyOn on its module rather
 * than vi.mock, which needs a module graph of its own (vite.config.ts ISOLATED_TESTS);
 * `restoreMocks` puts the real reader back after each test.
 */

allowWholeAppTime();

const INTACT = 'This PDF matches its approval record.';
const CHANGED =
  'This PDF has been changed since it was signed: it no longer matches its approval record.';
const NOT_SIGNED =
  'This file is not a signed proposal from YardVision. Choose the signed PDF you received.';
const TOO_LARGE = 'This file is too large to be a signed proposal (the limit is 50 MB).';
const UNREADABLE = 'This file could not be read. Choose it again.';
const NOTE =
  'A match shows that the file still holds what was approved. This is an approval record with tamper evidence, not a certificate-based digital signature.';

const DIGEST = 'a'.repeat(64);

/** A record as the signed PDF carries it: $11,000.00 + $1,400.00, 8.25 % tax, 25 % deposit. */
const ENGLISH: ApprovalRecord = {
  format: 'yardvision-signed-proposal',
  version: 1,
  content: {
    language: 'en',
    currency: 'USD',
    project: { ref: 'p-1', name: 'Front yard refresh' },
    customer: { name: 'Maria Gonzalez' },
    site: ['12 Elm Street', 'Austin, TX 78701'],
    offered: [
      {
        ref: 'g-1',
        styleName: 'Gentle Modern',
        scope: 'Front beds and walk',
        priceCents: 1_100_000,
      },
      { ref: 'g-2', styleName: 'Desert Calm', scope: 'Gravel garden', priceCents: 980_000 },
    ],
    chosen: {
      ref: 'g-1',
      styleName: 'Gentle Modern',
      scope: 'Front beds and walk',
      priceCents: 1_100_000,
      before: { sha256: 'b'.repeat(64) },
      after: { sha256: 'c'.repeat(64) },
    },
    addOnsOffered: [
      { name: 'Drip irrigation', priceCents: 140_000 },
      { name: 'Night lighting', priceCents: 90_000 },
    ],
    addOns: [{ name: 'Drip irrigation', priceCents: 140_000 }],
    taxRate: 825,
    deposit: { kind: 'percent', rate: 2_500 },
    totals: {
      subtotal: 1_240_000,
      tax: 102_300,
      total: 1_342_300,
      deposit: 335_575,
      balance: 1_006_725,
    },
    signer: {
      name: 'Maria Gonzalez',
      consent: 'I approve this proposal and its price.',
      signedAt: '2026-11-24T21:04:05.000Z',
      timeZone: 'America/Chicago',
      utcOffsetMinutes: -360,
      signature: { sha256: 'd'.repeat(64) },
    },
    device: {
      userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)',
      appVersion: '0.1.0+8e04ba3',
    },
  },
  digest: DIGEST,
  document: { byteLength: 123_456, sha256: 'e'.repeat(64) },
};

/** The same approval, made in Spanish. */
const SPANISH: ApprovalRecord = {
  ...ENGLISH,
  content: {
    ...ENGLISH.content,
    language: 'es',
    project: { ref: 'p-2', name: 'Jardín delantero' },
    signer: { ...ENGLISH.content.signer, consent: 'Apruebo esta propuesta y su precio.' },
  },
};

function pdf(name = 'front-yard-signed-proposal-2026-11-24.pdf') {
  return new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
}

/** Replaces the reader: each call answers the next of `answers`. */
function readerAnswers(...answers: Reader.SignedProposalCheck[]) {
  const read = vi.spyOn(Reader, 'readSignedProposal');
  for (const answer of answers) read.mockResolvedValueOnce(answer);
  return read;
}

async function openScreen() {
  const view = renderApp(paths.app.signedProposals, { session: true });
  await screen.findByRole('heading', { level: 1, name: 'Open a signed proposal' });
  return view;
}

function fileInput() {
  const input = document.querySelector<HTMLInputElement>(
    'input[type="file"][name="signedProposal"]',
  );
  if (!input) throw new Error('No file input');
  return input;
}

/** The live region the answers are said in. */
function answerRegion() {
  const zone = screen.getByRole('button', { name: 'Choose a signed proposal (PDF)' });
  const region = screen
    .getAllByRole('status')
    .find((status) => zone.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (!region) throw new Error('No status region after the file button');
  return region;
}

/** The value (its <dd>) of the record's row whose label reads `label`. */
function valueOf(label: string | RegExp) {
  const section = screen.getByRole('region', {
    name: /^(Approval record|What the approval record says)$/,
  });
  const term = Array.from(section.querySelectorAll('dt')).find((dt) => {
    const text = dt.textContent.replace(/\s+/g, ' ').trim();
    return typeof label === 'string' ? text === label : label.test(text);
  });
  const value = term?.nextElementSibling;
  if (value?.tagName !== 'DD') throw new Error(`No row ${String(label)}`);
  return value as HTMLElement;
}

describe('/app/signed-proposals', () => {
  it('explains itself and offers a file button that also takes a dropped file', async () => {
    await openScreen();
    expect(document.title).toBe('Open a signed proposal · YardVision');
    expect(
      screen.getByText(
        'Choose a signed proposal PDF made with YardVision. It is checked on this device against the approval record inside it; nothing is uploaded.',
      ),
    ).toBeInTheDocument();
    const zone = screen.getByRole('button', { name: 'Choose a signed proposal (PDF)' });
    expect(zone).toHaveAccessibleDescription('or drop it here');
    expect(zone).toHaveAttribute('tabindex', '0');
    expect(fileInput()).toHaveAttribute('accept', 'application/pdf,.pdf');
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(answerRegion()).toBeEmptyDOMElement();
  });

  it("says 'Checking the file…' while reading, then shows an intact record in English", async () => {
    let answer: (check: Reader.SignedProposalCheck) => void = () => undefined;
    const read = vi
      .spyOn(Reader, 'readSignedProposal')
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { user } = await openScreen();
    const file = pdf();
    await user.upload(fileInput(), file);

    expect(read).toHaveBeenCalledWith(file);
    await waitFor(() => expect(answerRegion()).toHaveTextContent('Checking the file…'));
    expect(screen.queryByText(INTACT)).not.toBeInTheDocument();

    answer({ status: 'intact', record: ENGLISH });
    const region = answerRegion();
    await waitFor(() => expect(region).toHaveTextContent(INTACT));
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(file.name);
    expect(region).not.toHaveTextContent('Checking the file…');

    screen.getByRole('heading', { level: 2, name: 'Approval record' });
    expect(valueOf('Project')).toHaveTextContent('Front yard refresh');
    expect(valueOf('Customer')).toHaveTextContent('Maria Gonzalez');
    expect(valueOf('Site')).toHaveTextContent('12 Elm StreetAustin, TX 78701');
    const chosen = valueOf('Chosen option');
    expect(chosen).toHaveTextContent('Gentle Modern$11,000.00');
    expect(chosen).toHaveTextContent('Front beds and walk');
    const addOns = valueOf('Add-ons');
    expect(addOns).toHaveTextContent('Drip irrigation$1,400.00');
    // Only the ticked add-on, not every one offered.
    expect(addOns).not.toHaveTextContent('Night lighting');
    expect(valueOf('Subtotal')).toHaveTextContent('$12,400.00');
    expect(valueOf('Tax (8.25%)')).toHaveTextContent('$1,023.00');
    expect(valueOf('Total')).toHaveTextContent('$13,423.00');
    expect(valueOf('Deposit (25%)')).toHaveTextContent('$3,355.75');
    expect(valueOf('Balance after deposit')).toHaveTextContent('$10,067.25');
    expect(valueOf('Signed by')).toHaveTextContent('Maria Gonzalez');
    // As the signer's clock showed it, in the proposal's language, with the zone.
    expect(valueOf('Signed at').textContent).toMatch(
      /^November 24, 2026 at 3:04:05\sPM CST \(America\/Chicago\)$/,
    );
    expect(valueOf('Consent')).toHaveTextContent('I approve this proposal and its price.');
    expect(valueOf('Device')).toHaveTextContent('Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)');
    expect(valueOf('App version')).toHaveTextContent('0.1.0+8e04ba3');
    const digest = valueOf('Content digest (SHA-256)');
    expect(digest).toHaveTextContent(DIGEST);
    // 64 characters without a space: they wrap anywhere on a phone.
    expect(digest).toHaveClass('break-all', 'font-mono');
    const shown = within(valueOf('Options shown')).getAllByRole('listitem');
    expect(shown.map((option) => option.textContent)).toEqual([
      'Gentle Modern$11,000.00',
      'Desert Calm$9,800.00',
    ]);
    expect(valueOf('Subtotal')).toHaveAttribute('lang', 'en');
  });

  it("writes a Spanish proposal's amounts and date in Spanish, marked as Spanish", async () => {
    readerAnswers({ status: 'intact', record: SPANISH });
    const { user } = await openScreen();
    await user.upload(fileInput(), pdf('jardin-propuesta-firmada-2026-11-24.pdf'));
    await screen.findByText(INTACT);

    const subtotal = valueOf('Subtotal');
    expect(subtotal.textContent).toMatch(/^12\.400,00\sUS\$$/);
    expect(subtotal).toHaveAttribute('lang', 'es');
    expect(valueOf('Total').textContent).toMatch(/^13\.423,00\sUS\$$/);
    expect(valueOf(/^Tax \(8,25\s%\)$/).textContent).toMatch(/^1023,00\sUS\$$/);
    expect(valueOf('Project')).toHaveAttribute('lang', 'es');
    expect(valueOf('Project')).toHaveTextContent('Jardín delantero');
    expect(valueOf('Signed at').textContent).toMatch(/^24 de noviembre de 2026\b.*\b15:04:05\b/);
    expect(valueOf('Signed at')).toHaveAttribute('lang', 'es');
    expect(screen.queryByText('$12,400.00')).not.toBeInTheDocument();
  });

  it("says a changed PDF is changed, and shows 'What the approval record says'", async () => {
    readerAnswers({ status: 'changed', record: ENGLISH });
    const { user } = await openScreen();
    await user.upload(fileInput(), pdf());

    await waitFor(() => expect(answerRegion()).toHaveTextContent(CHANGED));
    expect(screen.queryByText(INTACT)).not.toBeInTheDocument();
    screen.getByRole('heading', { level: 2, name: 'What the approval record says' });
    expect(screen.queryByRole('heading', { name: 'Approval record' })).not.toBeInTheDocument();
    expect(valueOf('Subtotal')).toHaveTextContent('$12,400.00');
    expect(valueOf('Signed by')).toHaveTextContent('Maria Gonzalez');
  });

  it('says a changed PDF whose record cannot be read is changed, with no record', async () => {
    readerAnswers({ status: 'changed', record: undefined });
    const { user } = await openScreen();
    await user.upload(fileInput(), pdf());

    await waitFor(() => expect(answerRegion()).toHaveTextContent(CHANGED));
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByText('$12,400.00')).not.toBeInTheDocument();
  });

  it.each([
    ['not-signed-proposal', NOT_SIGNED],
    ['too-large', TOO_LARGE],
    ['unreadable', UNREADABLE],
  ] as const)(
    'answers a file that is %s with its message and no record',
    async (status, message) => {
      readerAnswers({ status });
      const { user } = await openScreen();
      await user.upload(fileInput(), pdf('scan.pdf'));

      await waitFor(() => expect(answerRegion()).toHaveTextContent(message));
      expect(answerRegion()).toHaveTextContent('scan.pdf');
      for (const other of [INTACT, CHANGED, NOT_SIGNED, TOO_LARGE, UNREADABLE]) {
        if (other !== message) expect(screen.queryByText(other)).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('region', { name: /approval record/i })).not.toBeInTheDocument();
    },
  );

  it('says the file could not be read when reading it fails', async () => {
    vi.spyOn(Reader, 'readSignedProposal').mockRejectedValueOnce(new Error('disk gone'));
    const { user } = await openScreen();
    await user.upload(fileInput(), pdf());
    await waitFor(() => expect(answerRegion()).toHaveTextContent(UNREADABLE));
  });

  it("replaces the first file's answer and record with the second's", async () => {
    const read = readerAnswers(
      { status: 'intact', record: ENGLISH },
      { status: 'not-signed-proposal' },
      { status: 'changed', record: SPANISH },
    );
    const { user } = await openScreen();
    await user.upload(fileInput(), pdf('first.pdf'));
    await screen.findByText(INTACT);
    expect(valueOf('Subtotal')).toHaveTextContent('$12,400.00');

    await user.upload(fileInput(), pdf('second.pdf'));
    await waitFor(() => expect(answerRegion()).toHaveTextContent(NOT_SIGNED));
    expect(answerRegion()).toHaveTextContent('second.pdf');
    expect(answerRegion()).not.toHaveTextContent('first.pdf');
    expect(screen.queryByText(INTACT)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByText('$12,400.00')).not.toBeInTheDocument();

    await user.upload(fileInput(), pdf('third.pdf'));
    await waitFor(() => expect(answerRegion()).toHaveTextContent(CHANGED));
    expect(screen.queryByText(NOT_SIGNED)).not.toBeInTheDocument();
    expect(valueOf('Project')).toHaveTextContent('Jardín delantero');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shows the answer of the file chosen last, even when an earlier one answers later', async () => {
    let answerFirst: (check: Reader.SignedProposalCheck) => void = () => undefined;
    vi.spyOn(Reader, 'readSignedProposal')
      .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce({ status: 'unreadable' });
    const { user } = await openScreen();
    await user.upload(fileInput(), pdf('slow.pdf'));
    await user.upload(fileInput(), pdf('quick.pdf'));
    await waitFor(() => expect(answerRegion()).toHaveTextContent(UNREADABLE));

    answerFirst({ status: 'intact', record: ENGLISH });
    // The late answer is for a file no longer chosen: it must not come back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(INTACT)).not.toBeInTheDocument();
    expect(answerRegion()).toHaveTextContent('quick.pdf');
  });

  it('checks any file dropped, not only a PDF', async () => {
    const read = readerAnswers({ status: 'not-signed-proposal' });
    await openScreen();
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(screen.getByRole('button', { name: 'Choose a signed proposal (PDF)' }), {
      dataTransfer: {
        files: [notes],
        items: [{ kind: 'file', type: notes.type, getAsFile: () => notes }],
        types: ['Files'],
      },
    });

    await waitFor(() => expect(answerRegion()).toHaveTextContent(NOT_SIGNED));
    expect(read).toHaveBeenCalledWith(notes);
    expect(answerRegion()).toHaveTextContent('notes.txt');
  });
});
