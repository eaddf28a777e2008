import { i18n, setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';

import { sha256Hex } from '@/lib/files/sha256';
import { contentDigest, RECORD_FILE_NAME } from '@/features/approval/model/approval-record';
import { proposalTotals, type Deposit } from '@/features/approval/model/money';
import { buildSignedProposal } from '@/features/approval/signed-pdf/build-signed-proposal';
import { readSignedProposal } from '@/features/approval/signed-pdf/read-signed-proposal';
import {
  signedAtLabel,
  signedProposalFileName,
  utcOffsetLabel,
} from '@/features/approval/signed-pdf/signed-pdf-texts';
import {
  SignedProposalError,
  type SignedProposalSource,
} from '@/features/approval/signed-pdf/signed-proposal-types';
import { pngSize } from '@/features/approval/signed-pdf/write-signed-proposal-pdf';
import { i18nFor } from '@/lib/i18n/catalogs';
import { expectProgram, skipWithout } from '@/testing/debian-programs';

/**
 * The signed proposal written from a fixed content with real pictures (the shared fixtures: two
 * 1600 x 1200 JPEGs, which go into the PDF as their own bytes, and an 800 x 600 PNG with
 * transparency as the signature), on the main thread (the tests have no canvas and no workers).
 */

// The app's TypeScript setup has no Node types: the few Node functions used here, typed by hand.
type NodeFs = {
  existsSync(path: string): boolean;
  readFileSync(path: string): Uint8Array;
  writeFileSync(path: string, data: Uint8Array): void;
  mkdtempSync(prefix: string): string;
  rmSync(path: string, options: { recursive: boolean; force: boolean }): void;
};
type NodeChildProcess = {
  execFileSync(command: string, args: string[], options: { encoding: 'utf8' }): string;
};
type NodeProcess = { cwd(): string; getBuiltinModule(id: string): unknown };
const nodeProcess = (globalThis as unknown as { process: NodeProcess }).process;
const fs = nodeProcess.getBuiltinModule('node:fs') as NodeFs;
const childProcess = nodeProcess.getBuiltinModule('node:child_process') as NodeChildProcess;

const PDFTOTEXT = '/usr/bin/pdftotext';

/** A fixture picture's bytes: ../shared beside the checkout (as in CI), or the farm's copy. */
function fixture(name: string): Uint8Array {
  const folders = [
    `${nodeProcess.cwd()}/../shared/fixtures/images`,
    '/farm/in/shared/fixtures/images',
  ];
  const folder = folders.find((candidate) => fs.existsSync(`${candidate}/${name}`));
  if (!folder) throw new Error(`The fixture ${name} is in none of ${folders.join(', ')}.`);
  return new Uint8Array(fs.readFileSync(`${folder}/${name}`));
}

const BEFORE = fixture('yard-front.jpg');
const AFTER = fixture('yard-back.jpg');
const SIGNATURE = fixture('yard-alpha.png');
const PICTURES = new Map([
  ['https://photos.example/front.jpg', BEFORE],
  ['https://photos.example/g1.jpg', AFTER],
]);

const DEPOSIT: Deposit = { kind: 'percent', rate: 3_000 };
const TOTALS = proposalTotals({
  option: 1_240_000,
  addOns: [185_000],
  taxRate: 825,
  deposit: DEPOSIT,
});

function source(): SignedProposalSource {
  return {
    language: 'en',
    currency: 'USD',
    project: { ref: 'p_front', name: 'Front yard refresh' },
    customer: { name: 'María Pérez' },
    site: ['1208 Oak Street', 'Austin, TX 78704'],
    offered: [
      {
        ref: 'g1',
        styleName: 'Gentle Modern',
        scope: 'Gravel paths, three beds, drip irrigation',
        priceCents: 1_240_000,
      },
      {
        ref: 'g2',
        styleName: 'Refined Traditional',
        scope: 'Sod, boxwood hedge',
        priceCents: 1_580_000,
      },
    ],
    chosen: {
      ref: 'g1',
      styleName: 'Gentle Modern',
      scope: 'Gravel paths, three beds, drip irrigation',
      priceCents: 1_240_000,
      beforeUrl: 'https://photos.example/front.jpg',
      afterUrl: 'https://photos.example/g1.jpg',
    },
    addOnsOffered: [
      { name: 'Landscape lighting', priceCents: 185_000 },
      { name: 'Mulch refresh', priceCents: 92_550 },
    ],
    addOns: [{ name: 'Landscape lighting', priceCents: 185_000 }],
    taxRate: 825,
    deposit: DEPOSIT,
    totals: TOTALS,
    signer: {
      name: 'María Pérez',
      consent:
        'I agree to sign this proposal electronically and to receive it and its record electronically.',
      signedAt: '2026-11-24T21:04:05.000Z',
      timeZone: 'America/Chicago',
      utcOffsetMinutes: -360,
      signature: SIGNATURE,
    },
    device: {
      userAgent:
        'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      appVersion: '0.1.0+62fdf38',
    },
  };
}

const download = (url: string) => {
  const bytes = PICTURES.get(url);
  return bytes
    ? Promise.resolve(new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }))
    : Promise.reject(new Error(`404 ${url}`));
};

/** Intl writes no-break spaces in some languages: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The PDF's text as pdftotext reads it, page by page, and what pdfdetach lists. */
function readWithPoppler(pdf: Uint8Array) {
  const folder = fs.mkdtempSync('/tmp/signed-proposal-');
  try {
    const file = `${folder}/signed.pdf`;
    fs.writeFileSync(file, pdf);
    const run = (command: string, args: string[]) =>
      childProcess.execFileSync(command, args, { encoding: 'utf8' });
    run('/usr/bin/pdfdetach', ['-savefile', RECORD_FILE_NAME, '-o', `${folder}/record.json`, file]);
    return {
      pages: plain(run(PDFTOTEXT, ['-layout', file, '-'])).split('\f'),
      attachments: run('/usr/bin/pdfdetach', ['-list', file]),
      info: run('/usr/bin/pdfinfo', [file]),
      record: new TextDecoder().decode(fs.readFileSync(`${folder}/record.json`)),
    };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// Each test writes whole PDFs with pictures (the first also loads jsPDF): a few seconds alone,
// more than the default 5 on a busy 2-core machine.
describe('the signed proposal', { timeout: 20_000 }, () => {
  it('is a PDF with its record attached, which reads back as intact', async () => {
    const started = performance.now();
    const signed = await buildSignedProposal(source(), i18n, { download, worker: false });
    const elapsed = performance.now() - started;
    console.info(
      `signed proposal with 2 pictures: ${elapsed.toFixed(0)} ms, ${String(signed.pdf.length)} bytes`,
    );

    expect(new TextDecoder().decode(signed.pdf.subarray(0, 5))).toBe('%PDF-');
    expect(signed.fileName).toBe('front-yard-refresh-signed-proposal-2026-11-24.pdf');
    const { record } = signed;
    expect(record.format).toBe('yardvision-signed-proposal');
    // The pictures are the bytes that went into the PDF: these JPEGs go in as they are.
    expect(record.content.chosen.before.sha256).toBe(await sha256Hex(BEFORE));
    expect(record.content.chosen.after.sha256).toBe(await sha256Hex(AFTER));
    expect(record.content.signer.signature.sha256).toBe(await sha256Hex(SIGNATURE));
    expect(record.digest).toBe(await contentDigest(record.content));
    // The document the record describes is the start of the file, unchanged.
    expect(record.document.byteLength).toBeLessThan(signed.pdf.length);
    expect(record.document.sha256).toBe(
      await sha256Hex(signed.pdf.subarray(0, record.document.byteLength)),
    );
    // Only the content's own fields: not the pictures' addresses.
    expect(JSON.stringify(record)).not.toContain('photos.example');

    const check = await readSignedProposal(new Blob([new Uint8Array(signed.pdf)]));
    expect(check).toEqual({ status: 'intact', record });
  });

  it('gives the same digest, and the same document, for the same content', async () => {
    const first = await buildSignedProposal(source(), i18n, { download, worker: false });
    const second = await buildSignedProposal(source(), i18n, { download, worker: false });
    expect(second.record.digest).toBe(first.record.digest);
    expect(second.record.document).toEqual(first.record.document);

    const other = source();
    other.signer.name = 'Maria Perez';
    const changed = await buildSignedProposal(other, i18n, { download, worker: false });
    expect(changed.record.digest).not.toBe(first.record.digest);
  });

  it('says which picture could not be loaded', async () => {
    const broken = source();
    broken.chosen.afterUrl = 'https://photos.example/gone.jpg';
    const error = await buildSignedProposal(broken, i18n, { download, worker: false }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(SignedProposalError);
    expect((error as SignedProposalError).problem).toEqual({
      kind: 'picture',
      which: 'after',
      failure: 'not-loaded',
    });
  });

  it('refuses a signature that is not a PNG', async () => {
    const wrong = source();
    wrong.signer.signature = BEFORE;
    const error = await buildSignedProposal(wrong, i18n, { download, worker: false }).catch(
      (caught: unknown) => caught,
    );
    expect((error as SignedProposalError).problem).toEqual({ kind: 'not-written' });
    expect(pngSize(SIGNATURE)).toEqual({ width: 800, height: 600 });
  });

  it.skipIf(skipWithout(PDFTOTEXT))(
    'reads as the customer saw it (pdftotext, pdfdetach, pdfinfo)',
    async () => {
      expectProgram(PDFTOTEXT, 'poppler-utils');
      const signed = await buildSignedProposal(source(), i18n, { download, worker: false });
      const { pages, attachments, info, record } = readWithPoppler(signed.pdf);
      const [chosen = '', prices = '', approvalRecord = ''] = pages;
      const lines = (page: string) => page.split('\n').map((line) => line.trim());

      expect(chosen).toContain('Signed proposal');
      expect(chosen).toContain('Front yard refresh');
      expect(chosen).toMatch(/Prepared for\s+Site/);
      expect(chosen).toContain('María Pérez');
      expect(chosen).toContain('1208 Oak Street');
      expect(chosen).toContain('Gentle Modern');
      expect(chosen).toContain('What is included: Gravel paths, three beds, drip irrigation');
      expect(chosen).toContain('Page 1 of 3');

      expect(lines(prices)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Gentle Modern\s+\$12,400\.00$/),
          expect.stringMatching(/^Landscape lighting\s+\$1,850\.00$/),
          expect.stringMatching(/^Subtotal\s+\$14,250\.00$/),
          expect.stringMatching(/^Tax \(8\.25%\)\s+\$1,175\.63$/),
          expect.stringMatching(/^Total\s+\$15,425\.63$/),
          expect.stringMatching(/^Deposit \(30%\)\s+\$4,627\.69$/),
          expect.stringMatching(/^Balance after deposit\s+\$10,797\.94$/),
          '“I agree to sign this proposal electronically and to receive it and its record electronically.”',
          'María Pérez',
          'Signed on November 24, 2026 at 3:04:05 PM CST (America/Chicago)',
        ]),
      );
      expect(prices).not.toContain('Mulch refresh');
      expect(prices).toContain('Page 2 of 3');

      expect(approvalRecord).toContain('Approval record');
      expect(approvalRecord).toContain('2026-11-24T21:04:05.000Z (UTC)');
      expect(approvalRecord).toContain('America/Chicago, UTC-06:00');
      expect(approvalRecord).toContain('YardVision 0.1.0+62fdf38');
      expect(approvalRecord).toContain('Front yard refresh (ref. p_front)');
      expect(approvalRecord).toContain('Refined Traditional: $15,800.00');
      expect(approvalRecord).toContain('Mulch refresh: $925.50');
      expect(approvalRecord).toContain('+ Landscape lighting: $1,850.00');
      expect(approvalRecord).toContain(signed.record.digest);
      expect(approvalRecord).toContain(await sha256Hex(BEFORE));
      expect(approvalRecord).toContain(await sha256Hex(SIGNATURE));
      expect(approvalRecord).toContain(
        'This is an approval record with tamper evidence, not a certificate-based digital',
      );
      expect(approvalRecord).toContain('yardvision-approval-record.json');
      expect(approvalRecord).toContain('(IP) address');
      expect(approvalRecord).toContain('Page 3 of 3');

      expect(attachments).toContain(`1: ${RECORD_FILE_NAME}`);
      expect(JSON.parse(record)).toEqual(signed.record);
      expect(info).toMatch(/^Title:\s+Front yard refresh: signed proposal$/m);
      expect(info).toMatch(/^Subject:\s+Proposal signed by María Pérez$/m);
      expect(info).toMatch(/^Keywords:\s+yardvision-signed-proposal$/m);
      expect(info).toMatch(/^Pages:\s+3$/m);
    },
  );

  it.skipIf(skipWithout(PDFTOTEXT))(
    "is written in the proposal's language: Spanish amounts, date and words",
    async () => {
      expectProgram(PDFTOTEXT, 'poppler-utils');
      const spanish = await i18nFor('es');
      const signed = await buildSignedProposal({ ...source(), language: 'es' }, spanish, {
        download,
        worker: false,
      });
      const { pages } = readWithPoppler(signed.pdf);
      const [chosen = '', prices = '', approvalRecord = ''] = pages;
      expect(chosen).toContain('Preparada para');
      expect(chosen).toContain('Página 1 de 3');
      expect(prices).toMatch(/Gentle Modern\s+12\.400,00 US\$/);
      expect(prices).toMatch(/\s15\.425,63 US\$/);
      expect(prices).toContain('(8,25 %)');
      expect(prices).toMatch(/^Landscape lighting\s+1850,00 US\$$/m);
      expect(prices).toContain('24 de noviembre de 2026 a las 15:04:05 GMT-6 (America/Chicago)');
      expect(approvalRecord).toContain(signed.record.digest);
      expect(approvalRecord).toContain('Página 3 de 3');
      expect(signed.record.content.language).toBe('es');
    },
  );
});

describe("the signed proposal's words", () => {
  it('names the file in the language of the proposal, on the day of signing where it was', () => {
    const signedProposal = msg({
      message: 'signed-proposal',
      context: 'file name',
      comment:
        "Words of the signed PDF's file name (front-yard-signed-proposal-2026-11-24.pdf), lowercase, joined by hyphens",
    });
    const spanish = setupI18n({
      locale: 'es',
      messages: { es: { [signedProposal.id]: 'propuesta-firmada' } },
    });
    const content = source();
    expect(signedProposalFileName(spanish, content)).toBe(
      'front-yard-refresh-propuesta-firmada-2026-11-24.pdf',
    );
    // 02:30 UTC on the 25th is still the 24th in Chicago.
    const late = { ...content.signer, signedAt: '2026-11-25T02:30:00.000Z' };
    expect(signedProposalFileName(i18n, { ...content, signer: late })).toBe(
      'front-yard-refresh-signed-proposal-2026-11-24.pdf',
    );
    expect(signedProposalFileName(i18n, { ...content, project: { name: '★' } })).toBe(
      'project-signed-proposal-2026-11-24.pdf',
    );
  });

  it("writes the moment of signing in the signer's zone, and without it where it is unknown", () => {
    const { signer } = source();
    expect(plain(signedAtLabel('en', signer))).toBe(
      'November 24, 2026 at 3:04:05 PM CST (America/Chicago)',
    );
    const unknown = { ...signer, timeZone: 'Mars/Olympus_Mons' };
    expect(signedAtLabel('en', unknown)).toMatch(
      /^November 2[45], 2026 at .+ \(Mars\/Olympus_Mons\)$/,
    );
    expect(utcOffsetLabel(-360)).toBe('UTC-06:00');
    expect(utcOffsetLabel(330)).toBe('UTC+05:30');
    expect(utcOffsetLabel(0)).toBe('UTC+00:00');
  });
});
