import type { PdfAttachmentInput } from '@/features/approval/signed-pdf/pdf-attachment';
import { ascii, compareBytes, sameBytes } from '@/features/approval/signed-pdf/pdf-bytes';
import type { CurrentDocument } from '@/features/approval/signed-pdf/pdf-current-document';
import type { UpdateWriter } from '@/features/approval/signed-pdf/pdf-update-writer';
import { get, type PdfRef, type PdfValue } from '@/features/approval/signed-pdf/pdf-values';
import {
  literal,
  pdfDate,
  pdfName,
  textString,
} from '@/features/approval/signed-pdf/pdf-write-syntax';

/**
 * The objects an attached file adds to or changes in the document (ISO 32000-1 §7.11.4, §7.7.4):
 * the embedded file, its file specification, the names dictionary that lists it, and the catalog.
 */

/** The numbers of the update's new objects. */
export type NewObjects = { file: number; spec: number; names: number };

/** The embedded file stream, its bytes as they are (uncompressed). */
export function writeEmbeddedFile(writer: UpdateWriter, num: number, file: PdfAttachmentInput) {
  writer.beginObject(num, 0);
  const length = String(file.bytes.length);
  writer.text(
    `<< /Type /EmbeddedFile /Subtype ${pdfName(file.mimeType)} /Length ${length} ` +
      `/Params << /Size ${length} /ModDate ${pdfDate(file.modified)} >> >>\nstream\n`,
  );
  writer.bytes(file.bytes);
  writer.text('\nendstream\nendobj\n');
}

/** The file specification: the file's name, description and relationship (PDF/A-3's /Data). */
export function writeFileSpecification(
  writer: UpdateWriter,
  objects: NewObjects,
  file: PdfAttachmentInput,
) {
  writer.beginObject(objects.spec, 0);
  writer.text(
    `<< /Type /Filespec /F ${literal(file.name)} /UF ${literal(file.name)} ` +
      `/EF << /F ${String(objects.file)} 0 R >> /Desc ${textString(file.description)} ` +
      `/AFRelationship /Data >>\nendobj\n`,
  );
}

/**
 * The names dictionary keeps the document's other name trees; the list of attached files keeps
 * the files attached before (unless one has this name), in the sorted order name trees need.
 * A list split into /Kids is replaced. Answers the file specification that had this name.
 */
export function writeNamesDictionary(
  writer: UpdateWriter,
  pdf: Uint8Array,
  document: CurrentDocument,
  objects: NewObjects,
  name: string,
): PdfRef | undefined {
  const { pairs, replaced } = attachedFiles(pdf, document.attached, name, objects.spec);
  writer.beginObject(objects.names, 0);
  writer.text('<<\n');
  writer.entries(pdf, document.names?.entries ?? [], (key) => key === 'EmbeddedFiles');
  writer.text('/EmbeddedFiles << /Names [');
  pairs.forEach((pair, index) => {
    if (index > 0) writer.text(' ');
    writer.bytes(pair.text);
  });
  writer.text('] >>\n>>\nendobj\n');
  return replaced;
}

/** The list of attached files with this one in it, as written, sorted by name. */
function attachedFiles(pdf: Uint8Array, before: PdfValue | undefined, name: string, spec: number) {
  const wanted = ascii(name);
  const pairs: { key: Uint8Array; text: Uint8Array }[] = [
    { key: wanted, text: ascii(`${literal(name)} ${String(spec)} 0 R`) },
  ];
  let replaced: PdfRef | undefined;
  if (before?.kind === 'array') {
    for (let i = 0; i + 1 < before.items.length; i += 2) {
      const key = before.items[i];
      const value = before.items[i + 1];
      if (key.kind !== 'string') continue;
      if (sameBytes(key.bytes, wanted)) {
        if (value.kind === 'ref') replaced = value;
        continue;
      }
      pairs.push({ key: key.bytes, text: pdf.subarray(key.start, value.end) });
    }
  }
  pairs.sort((a, b) => compareBytes(a.key, b.key));
  return { pairs, replaced };
}

/** The PDF version a header or /Version names ('1.4'), as a number; 0 when there is none. */
function versionOf(text: string | undefined): number {
  return text && /^\d\.\d$/.test(text) ? Number(text) : 0;
}

/**
 * The catalog, under its own number, with everything it had plus the attached files (but the
 * file specification `replaced`). /AF and /UF are PDF 1.7 and PDF/A-3 keys, so the document
 * says it is at least PDF 1.7.
 */
export function writeCatalog(
  writer: UpdateWriter,
  pdf: Uint8Array,
  document: CurrentDocument,
  objects: NewObjects,
  replaced: PdfRef | undefined,
) {
  const { catalog, root, header, associated } = document;
  const headerVersion = String.fromCharCode(...pdf.subarray(header + 5, header + 8));
  const catalogVersion = get(catalog, 'Version');
  const version = Math.max(
    versionOf(headerVersion),
    versionOf(catalogVersion?.kind === 'name' ? catalogVersion.value : undefined),
  );
  const rewritten = new Set(['Names', 'AF', ...(version < 1.7 ? ['Version'] : [])]);
  writer.beginObject(root.num, root.gen);
  writer.text('<<\n');
  writer.entries(pdf, catalog.entries, (key) => rewritten.has(key));
  if (version < 1.7) writer.text('/Version /1.7\n');
  writer.text(`/Names ${String(objects.names)} 0 R\n/AF [`);
  for (const item of associated?.kind === 'array' ? associated.items : []) {
    if (item.kind === 'ref' && replaced?.num === item.num && replaced.gen === item.gen) continue;
    writer.bytes(pdf.subarray(item.start, item.end));
    writer.text(' ');
  }
  writer.text(`${String(objects.spec)} 0 R]\n>>\nendobj\n`);
}
