// @vitest-environment node
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';

import { appendAttachment } from '@/features/approval/signed-pdf/append-pdf-attachment';
import {
  PdfAttachmentError,
  type PdfAttachmentInput,
} from '@/features/approval/signed-pdf/pdf-attachment';
import { readAttachment } from '@/features/approval/signed-pdf/read-pdf-attachment';
import { expectProgram, skipWithout } from '@/testing/debian-programs';

// Poppler's tools read the output as a real PDF reader would. The app's TypeScript setup has no
// Node types, so the few Node functions used are declared here and loaded by a computed name.
type NodeFs = {
  existsSync: (path: string) => boolean;
  mkdtempSync: (prefix: string) => string;
  writeFileSync: (path: string, data: Uint8Array) => void;
  readFileSync: (path: string) => Uint8Array;
  rmSync: (path: string, options: { recursive: boolean; force: boolean }) => void;
};
type NodeChildProcess = {
  spawnSync: (
    file: string,
    args: string[],
    options: { encoding: 'utf8' },
  ) => { status: number | null; stdout: string; stderr: string };
};
type NodeOs = { tmpdir: () => string };
const nodeModule = async <T>(specifier: string) =>
  (await import(/* @vite-ignore */ specifier)) as T;
const fs = await nodeModule<NodeFs>('node:fs');
const { spawnSync } = await nodeModule<NodeChildProcess>('node:child_process');
const { tmpdir } = await nodeModule<NodeOs>('node:os');

/** An 8x8 JPEG (658 bytes), as a proposal's pictures go in: binary data inside the PDF. */
const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19' +
  'iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
  'Y2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAA' +
  'BfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWV' +
  'pjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5' +
  'ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFR' +
  'B2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd' +
  '4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+f' +
  'r/2gAMAwEAAhEDEQA/AGrEghMcYWCLBDOyAcE4K/8AAWwcehpNKLTmrP0Wv3t7oSXN+7pO6W7vvbz7Nbvr6b//2Q==';

const NAME = 'yardvision-approval-record.json';
const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);
/** Text of one character per byte (as `latin1` reads) back to those bytes. */
const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/** Bytes as text, one character per byte, so that string offsets are byte offsets. */
function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 8192) {
    text += String.fromCharCode(...bytes.subarray(at, at + 8192));
  }
  return text;
}

/** A signed proposal as jsPDF writes it: text, a JPEG, two pages. */
function proposalPdf(): Uint8Array {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  doc.setProperties({ title: 'Proposal for Ann' });
  doc.setLanguage('en-US');
  doc.text('Front yard (option A) \\ 12,400.00 USD', 72, 72);
  doc.addImage(`data:image/jpeg;base64,${JPEG_BASE64}`, 'JPEG', 72, 100, 160, 160);
  doc.addPage();
  doc.text('Approved by Ann', 72, 72);
  return new Uint8Array(doc.output('arraybuffer'));
}

const RECORD = ascii(
  JSON.stringify({
    digest: 'a3f1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcdef',
    byteLength: 4310,
    // Text that looks like PDF syntax must not confuse the reader: the stream has a /Length.
    note: 'endstream endobj startxref 0 %%EOF (ü)',
  }),
);

const record = (overrides: Partial<PdfAttachmentInput> = {}): PdfAttachmentInput => ({
  name: NAME,
  mimeType: 'application/json',
  bytes: RECORD,
  description: 'Approval record (signed) \\ YardVision',
  modified: new Date('2026-11-26T14:30:05Z'),
  ...overrides,
});

/** The newest cross-reference section as a test reads it, independently of the module. */
function lastSection(pdf: Uint8Array) {
  const text = latin1(pdf);
  const tail = /startxref\n(\d+)\n%%EOF\n?$/.exec(text);
  if (!tail) throw new Error('no startxref');
  const xrefOffset = Number(tail[1]);
  const xref = /^xref\n([\s\S]*?)trailer\n(<<[\s\S]*?>>)\nstartxref/.exec(text.slice(xrefOffset));
  if (!xref) throw new Error('no xref at startxref');
  const rows: { num: number; offset: number; gen: number }[] = [];
  const lines = xref[1].split('\n').filter(Boolean);
  for (let i = 0; i < lines.length;) {
    const [first, count] = lines[i].split(' ').map(Number);
    for (let k = 0; k < count; k += 1) {
      const entry = /^(\d{10}) (\d{5}) n $/.exec(lines[i + 1 + k]);
      if (!entry) throw new Error(`bad entry '${lines[i + 1 + k]}'`);
      rows.push({ num: first + k, offset: Number(entry[1]), gen: Number(entry[2]) });
    }
    i += 1 + count;
  }
  return { text, xrefOffset, rows, trailer: xref[2] };
}

function trailerOf(pdf: Uint8Array) {
  const text = latin1(pdf);
  const trailer = /trailer\s*(<<[\s\S]*?>>)\s*startxref\s*(\d+)\s*%%EOF\s*$/.exec(text);
  if (!trailer) throw new Error('no trailer');
  const root = /\/Root (\d+) 0 R/.exec(trailer[1]);
  const size = /\/Size (\d+)/.exec(trailer[1]);
  if (!root || !size) throw new Error('no /Root or /Size');
  return {
    text: trailer[1],
    startxref: Number(trailer[2]),
    root: Number(root[1]),
    size: Number(size[1]),
  };
}

/** Checks that `object` (from 'n 0 obj' to 'endobj') is at `offset`, followed by a line feed. */
function expectObjectAt(text: string, offset: number | undefined, object: string) {
  expect(offset).toBeDefined();
  expect(text.slice(offset, (offset ?? 0) + object.length + 1)).toBe(`${object}\n`);
}

/** A small PDF with a classic cross-reference, objects numbered from 1. */
function classicPdf(
  objects: string[],
  { header = '%PDF-1.7', trailer = '/Root 1 0 R', ending = '\n' } = {},
): Uint8Array {
  let text = `${header}\n`;
  const offsets = objects.map((body, index) => {
    const offset = text.length;
    text += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${String(objects.length + 1)} ${trailer} >>\n`;
  text += `startxref\n${String(xref)}\n%%EOF${ending}`;
  return ascii(text);
}

const PAGES = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>'];

/** Bytes no PDF reader would take: a fast generator, so that 50 MB cost little to make. */
function randomBytes(length: number, seed = 0x9e3779b9): Uint8Array {
  const bytes = new Uint8Array(length);
  const words = new Uint32Array(bytes.buffer, 0, Math.floor(length / 4));
  let state = seed;
  for (let i = 0; i < words.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    words[i] = state;
  }
  return bytes;
}

/**
 * `bytes` behind a stand-in that counts how many of them are read: one per byte read by index,
 * the length of each copy or view taken (`slice`, `subarray`), and all of them for anything else
 * that could go through the whole array (its other methods, its iterator, its buffer).
 */
function countingReads(bytes: Uint8Array) {
  let read = 0;
  const counted = new Proxy(bytes, {
    get(target, key) {
      if (typeof key === 'string' && /^\d+$/.test(key)) {
        read += 1;
        return target[Number(key)];
      }
      if (key === 'slice' || key === 'subarray') {
        return (start?: number, end?: number) => {
          const part = target[key](start, end);
          read += part.length;
          return part;
        };
      }
      if (key === 'buffer') read += target.length;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        read += target.length;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { bytes: counted, read: () => read };
}

/** Bytes written as hexadecimal. */
const hexBytes = (hex: string) =>
  Uint8Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));

/** A PNG's signature and header chunk (800x600), then data. */
const PNG = new Uint8Array([
  ...hexBytes('89504e470d0a1a0a0000000d494844520000032000000258080600000000'),
  ...randomBytes(4000, 7),
]);

describe('appendAttachment', () => {
  it('keeps the signed document byte for byte and appends an update starting at its end', () => {
    const signed = proposalPdf();
    const out = appendAttachment(signed, record());

    expect(out.subarray(0, signed.length)).toEqual(signed);
    expect(out[signed.length]).toBe(0x0a);
    const found = readAttachment(out, NAME);
    expect(found).toEqual({ name: NAME, bytes: RECORD, updateOffset: signed.length });
  });

  it('writes the update’s objects where its cross-reference says, and chains it to the document', () => {
    const signed = proposalPdf();
    const before = trailerOf(signed);
    const out = appendAttachment(signed, record());
    const { text, rows, trailer, xrefOffset } = lastSection(out);
    const [fileNum, specNum, namesNum] = [before.size, before.size + 1, before.size + 2];

    // The catalog under its own number, then the three new objects; nothing else.
    expect(rows.map((row) => row.num)).toEqual([before.root, fileNum, specNum, namesNum]);
    expect(text.slice(xrefOffset - 1, xrefOffset + 5)).toBe('\nxref\n');
    const at = new Map(rows.map((row) => [row.num, row.offset]));
    // The embedded file is the update's first object, right after its leading line feed.
    expect(at.get(fileNum)).toBe(signed.length + 1);

    const json = latin1(RECORD);
    expectObjectAt(
      text,
      signed.length + 1,
      `${String(fileNum)} 0 obj\n<< /Type /EmbeddedFile /Subtype /application#2Fjson ` +
        `/Length ${String(RECORD.length)} /Params << /Size ${String(RECORD.length)} ` +
        `/ModDate (D:20261126143005Z) >> >>\nstream\n${json}\nendstream\nendobj`,
    );
    expectObjectAt(
      text,
      at.get(specNum),
      `${String(specNum)} 0 obj\n<< /Type /Filespec /F (${NAME}) /UF (${NAME}) ` +
        `/EF << /F ${String(fileNum)} 0 R >> /Desc (Approval record \\(signed\\) \\\\ YardVision) ` +
        '/AFRelationship /Data >>\nendobj',
    );
    expectObjectAt(
      text,
      at.get(namesNum),
      `${String(namesNum)} 0 obj\n<<\n/EmbeddedFiles << /Names [(${NAME}) ${String(specNum)} 0 R] >>` +
        '\n>>\nendobj',
    );

    // The catalog keeps every entry it had, word for word, and gains the attached file.
    const oldCatalog = /\d+ 0 obj\n<<\n(\/Type \/Catalog\n[\s\S]*?)>>\nendobj/.exec(latin1(signed));
    expect(oldCatalog?.[1]).toContain('/Pages 1 0 R\n');
    expectObjectAt(
      text,
      at.get(before.root),
      `${String(before.root)} 0 obj\n<<\n${oldCatalog?.[1] ?? ''}/Version /1.7\n` +
        `/Names ${String(namesNum)} 0 R\n/AF [${String(specNum)} 0 R]\n>>\nendobj`,
    );

    const info = /\/Info \d+ 0 R/.exec(before.text)?.[0];
    const id = /\/ID \[[^\]]*\]/.exec(before.text)?.[0];
    expect(info).toBeDefined();
    expect(id).toBeDefined();
    expect(trailer).toBe(
      `<<\n/Size ${String(before.size + 3)}\n/Root ${String(before.root)} 0 R\n${info ?? ''}\n` +
        `${id ?? ''}\n/Prev ${String(before.startxref)}\n>>`,
    );
    expect(text.endsWith(`startxref\n${String(xrefOffset)}\n%%EOF\n`)).toBe(true);
  });

  it('writes a description that is not ASCII as UTF-16', () => {
    const out = appendAttachment(proposalPdf(), record({ description: 'Größe ✓' }));
    expect(latin1(out)).toContain('/Desc <FEFF0047007200F600DF006500202713>');
  });

  it('keeps files attached before, and reads only the one in the last update', () => {
    const signed = proposalPdf();
    const { size, root } = trailerOf(signed);
    const once = appendAttachment(signed, record());
    const note = ascii('Looks good.');
    const twice = appendAttachment(once, record({ name: 'zz-notes.txt', bytes: note }));
    const again = ascii('{"b":2}');
    const thrice = appendAttachment(twice, record({ bytes: again }));
    const [firstSpec, noteSpec, lastSpec] = [size + 1, size + 4, size + 7];
    const ref = (num: number) => `${String(num)} 0 R`;

    expect(twice.subarray(0, once.length)).toEqual(once);
    expect(thrice.subarray(0, twice.length)).toEqual(twice);
    expect(readAttachment(twice, 'zz-notes.txt')).toEqual({
      name: 'zz-notes.txt',
      bytes: note,
      updateOffset: once.length,
    });
    // The record is still listed (the list sorted by name), but it came with an earlier update.
    const secondUpdate = latin1(twice.subarray(once.length));
    expect(secondUpdate).toContain(
      `/EmbeddedFiles << /Names [(${NAME}) ${ref(firstSpec)} (zz-notes.txt) ${ref(noteSpec)}] >>`,
    );
    expect(secondUpdate).toContain(`/AF [${ref(firstSpec)} ${ref(noteSpec)}]\n`);
    expect(readAttachment(twice, NAME)).toBeUndefined();
    expect(lastSection(twice).trailer).toContain(`/Prev ${String(lastSection(once).xrefOffset)}\n`);
    expect(lastSection(twice).trailer).toContain(`/Size ${String(size + 6)}\n`);
    expect(lastSection(twice).rows.map((row) => row.num)).toEqual([
      root,
      size + 3,
      size + 4,
      size + 5,
    ]);

    // Attaching a file of the same name again replaces it in the list.
    const thirdUpdate = latin1(thrice.subarray(twice.length));
    expect(thirdUpdate).toContain(
      `/EmbeddedFiles << /Names [(${NAME}) ${ref(lastSpec)} (zz-notes.txt) ${ref(noteSpec)}] >>`,
    );
    expect(thirdUpdate).toContain(`/AF [${ref(noteSpec)} ${ref(lastSpec)}]\n`);
    expect(readAttachment(thrice, NAME)).toEqual({
      name: NAME,
      bytes: again,
      updateOffset: twice.length,
    });
  });

  it('keeps the catalog’s other name trees and associated files', () => {
    const signed = classicPdf(
      [
        '<< /Type /Catalog /Pages 2 0 R /Names << /Dests 5 0 R >> /AF [6 0 R] >>',
        ...PAGES,
        '<< /Title (Info) >>',
        '<< /Names [(a) [3 0 R /Fit]] >>',
        '<< /Type /Filespec /F (terms.txt) >>',
      ],
      { trailer: '/Root 1 0 R /Info 4 0 R', ending: '\r\n' },
    );
    const out = appendAttachment(signed, record());
    const { text, rows } = lastSection(out);
    const at = new Map(rows.map((row) => [row.num, row.offset]));

    expectObjectAt(
      text,
      at.get(1),
      '1 0 obj\n<<\n/Type /Catalog\n/Pages 2 0 R\n/Names 9 0 R\n/AF [6 0 R 8 0 R]\n>>\nendobj',
    );
    expectObjectAt(
      text,
      at.get(9),
      `9 0 obj\n<<\n/Dests 5 0 R\n/EmbeddedFiles << /Names [(${NAME}) 8 0 R] >>\n>>\nendobj`,
    );
    expect(readAttachment(out, NAME)).toEqual({
      name: NAME,
      bytes: RECORD,
      updateOffset: signed.length,
    });
  });

  it('refuses what it cannot extend', () => {
    const signed = proposalPdf();
    const text = latin1(signed);
    const rootless = bytesOf(text.replace(/\/Root \d+ 0 R/, (root) => ' '.repeat(root.length)));
    const xrefStream = ascii(
      '%PDF-1.5\n1 0 obj\n<< /Type /XRef /Size 2 /W [1 2 1] /Root 1 0 R /Length 0 >>\n' +
        'stream\n\nendstream\nendobj\nstartxref\n9\n%%EOF\n',
    );
    const cases: [Uint8Array, RegExp][] = [
      [new Uint8Array(0), /%PDF- header/],
      [randomBytes(100_000), /%PDF- header/],
      [PNG, /%PDF- header/],
      [signed.subarray(0, signed.length - 20), /startxref/],
      [rootless, /no \/Root/],
      [xrefStream, /cross-reference is a stream/],
      [classicPdf(PAGES, { trailer: '/Root 9 0 R' }), /catalog/],
      [classicPdf(PAGES, { trailer: '/Root 1 0 R /Encrypt 2 0 R' }), /encrypted/],
    ];
    for (const [pdf, message] of cases) {
      expect(() => appendAttachment(pdf, record())).toThrow(PdfAttachmentError);
      expect(() => appendAttachment(pdf, record())).toThrow(message);
    }
    expect(() => appendAttachment(signed, record({ name: 'Größe.json' }))).toThrow(
      PdfAttachmentError,
    );
    expect(() => appendAttachment(signed, record({ modified: new Date(Number.NaN) }))).toThrow(
      PdfAttachmentError,
    );
  });
});

describe('readAttachment', () => {
  it('finds nothing in what is not a PDF with our attachment', () => {
    const signed = proposalPdf();
    expect(readAttachment(new Uint8Array(0), NAME)).toBeUndefined();
    expect(readAttachment(randomBytes(100_000), NAME)).toBeUndefined();
    expect(readAttachment(PNG, NAME)).toBeUndefined();
    expect(readAttachment(signed, NAME)).toBeUndefined();
    const out = appendAttachment(signed, record());
    expect(readAttachment(out, 'other.json')).toBeUndefined();
    // The update this module writes starts with a line feed of its own.
    const otherStart = out.slice();
    otherStart[signed.length] = 0x20;
    expect(readAttachment(otherStart, NAME)).toBeUndefined();
  });

  it('finds nothing in a truncated file', () => {
    const signed = proposalPdf();
    const out = appendAttachment(signed, record());
    const text = latin1(out);
    const cuts = [
      Math.floor(signed.length / 2),
      signed.length,
      signed.length + 1,
      text.indexOf('stream\n', signed.length) + 20,
      text.lastIndexOf('\nxref\n') + 30,
      out.length - 3,
    ];
    for (const cut of cuts) expect(readAttachment(out.subarray(0, cut), NAME)).toBeUndefined();
    // Only the last line feed gone: still a whole file.
    expect(readAttachment(out.subarray(0, out.length - 1), NAME)?.bytes).toEqual(RECORD);
  });

  it('returns the record as it is in the file, a changed byte included', () => {
    const signed = proposalPdf();
    const out = appendAttachment(signed, record());
    const recordAt = latin1(out).indexOf('stream\n', signed.length) + 'stream\n'.length;
    out[recordAt + 13] ^= 0x01;
    const changed = RECORD.slice();
    changed[13] ^= 0x01;

    expect(readAttachment(out, NAME)).toEqual({
      name: NAME,
      bytes: changed,
      updateOffset: signed.length,
    });
  });

  it('gives up at once on 50 MB of noise, even when it ends like a PDF', () => {
    const noise = randomBytes(50 * 1024 * 1024);
    const endings = [
      '',
      '\n%%EOF\n',
      '\nstartxref\n0\n%%EOF\n',
      // A cross-reference that claims more entries than the file could hold.
      '\nxref\n0 99999999\ntrailer\n<< >>\nstartxref\n52428800\n%%EOF\n',
    ];
    for (const ending of endings) {
      const pdf = new Uint8Array(noise.length + ending.length);
      pdf.set(noise);
      pdf.set(ascii(ending), noise.length);
      const { bytes, read } = countingReads(pdf);
      expect(readAttachment(bytes, NAME)).toBeUndefined();
      // What it read, not how long it took: the end-of-file marker's kilobyte and a few bytes
      // where startxref points, never the 50 MB.
      expect(read()).toBeGreaterThan(0);
      expect(read()).toBeLessThan(4096);
    }
  });
});

const QPDF = '/usr/bin/qpdf';
const PDFDETACH = '/usr/bin/pdfdetach';

/** Calls `check` with the path of `pdf` written to a file of its own. */
function withPdfFile(pdf: Uint8Array, check: (path: string, dir: string) => void) {
  const dir = fs.mkdtempSync(`${tmpdir()}/pdf-attachment-`);
  try {
    fs.writeFileSync(`${dir}/signed.pdf`, pdf);
    check(`${dir}/signed.pdf`, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What a tool printed; it must succeed and complain of nothing (poppler prints syntax errors). */
function run(tool: string, ...args: string[]): string {
  const { status, stdout, stderr } = spawnSync(tool, args, { encoding: 'utf8' });
  expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  return stdout;
}

describe('real PDF readers', () => {
  it.skipIf(skipWithout(PDFDETACH))(
    'poppler lists the attached record and saves the same bytes',
    () => {
      expectProgram(PDFDETACH, 'poppler-utils');
      withPdfFile(appendAttachment(proposalPdf(), record()), (pdf, dir) => {
        expect(run('pdfdetach', '-list', pdf)).toBe(`1 embedded files\n1: ${NAME}\n`);
        run('pdfdetach', '-save', '1', '-o', `${dir}/saved.json`, pdf);
        expect(new Uint8Array(fs.readFileSync(`${dir}/saved.json`))).toEqual(RECORD);
        // pdfinfo reads the pages through the update's catalog.
        expect(run('pdfinfo', pdf)).toMatch(/Pages:\s+2\n[\s\S]*PDF version:\s+1\.7\n/);
      });
    },
  );

  // qpdf checks the file's structure as no other reader here does.
  it.skipIf(skipWithout(QPDF))('qpdf finds no errors and shows the record', () => {
    expectProgram(QPDF, 'qpdf');
    withPdfFile(appendAttachment(proposalPdf(), record()), (pdf) => {
      expect(run('qpdf', '--check', pdf)).toContain('No syntax or stream encoding errors found');
      expect(run('qpdf', `--show-attachment=${NAME}`, pdf)).toBe(new TextDecoder().decode(RECORD));
    });
  });
});
