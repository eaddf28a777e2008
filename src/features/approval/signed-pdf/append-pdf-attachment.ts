import {
  attachmentNameBytes,
  PdfAttachmentError,
  type PdfAttachmentInput,
} from '@/features/approval/signed-pdf/pdf-attachment';
import {
  writeCatalog,
  writeEmbeddedFile,
  writeFileSpecification,
  writeNamesDictionary,
} from '@/features/approval/signed-pdf/pdf-attachment-objects';
import {
  readCurrentDocument,
  type CurrentDocument,
} from '@/features/approval/signed-pdf/pdf-current-document';
import { UpdateWriter } from '@/features/approval/signed-pdf/pdf-update-writer';
import { get, Malformed } from '@/features/approval/signed-pdf/pdf-values';

/**
 * Attaching a file to a PDF in an incremental update appended after it (see `pdf-attachment.ts`):
 * the document's bytes stay as they are, and the update holds the new and changed objects, their
 * cross-reference section and a trailer chained to the document's (/Prev).
 */

/**
 * The PDF with the file attached in an update appended after it; the bytes before are `pdf`
 * unchanged. Throws a PdfAttachmentError when `pdf` is not a PDF it can extend (no startxref, no
 * trailer /Root, a cross-reference stream only, encrypted, ...) or when the file's name is not
 * printable ASCII or its date is not a date.
 */
export function appendAttachment(pdf: Uint8Array, file: PdfAttachmentInput): Uint8Array {
  if (!attachmentNameBytes(file.name)) {
    throw new PdfAttachmentError(`An attachment's name must be printable ASCII: '${file.name}'`);
  }
  const year = file.modified.getUTCFullYear();
  if (Number.isNaN(year) || year < 0 || year > 9999) {
    throw new PdfAttachmentError('An attachment needs a valid modification date');
  }
  if (!file.mimeType) throw new PdfAttachmentError('An attachment needs a media type');
  try {
    return writeUpdate(pdf, file);
  } catch (error) {
    if (error instanceof Malformed) {
      throw new PdfAttachmentError(`Cannot attach a file to this PDF: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

function writeUpdate(pdf: Uint8Array, file: PdfAttachmentInput): Uint8Array {
  const document = readCurrentDocument(pdf);
  const { size } = document;
  const objects = { file: size, spec: size + 1, names: size + 2 };
  const writer = new UpdateWriter(pdf.length);
  // The update starts right at the end of the signed document, with a line feed of its own (the
  // document may end with '%%EOF' and no line break).
  writer.text('\n');
  writeEmbeddedFile(writer, objects.file, file);
  writeFileSpecification(writer, objects, file);
  const replaced = writeNamesDictionary(writer, pdf, document, objects, file.name);
  writeCatalog(writer, pdf, document, objects, replaced);
  writeTrailer(writer, pdf, document);
  return writer.after(pdf);
}

/** The update's cross-reference section and its trailer, chained to the document's (/Prev). */
function writeTrailer(writer: UpdateWriter, pdf: Uint8Array, document: CurrentDocument) {
  const { size, root, trailer, startxref } = document;
  const xrefOffset = writer.position;
  writer.text(`${writer.crossReference()}trailer\n<<\n/Size ${String(size + 3)}\n`);
  writer.text(`/Root ${String(root.num)} ${String(root.gen)} R\n`);
  for (const key of ['Info', 'ID']) {
    const value = get(trailer, key);
    if (value === undefined) continue;
    writer.text(`/${key} `);
    writer.bytes(pdf.subarray(value.start, value.end));
    writer.text('\n');
  }
  writer.text(`/Prev ${String(startxref)}\n>>\nstartxref\n${String(xrefOffset)}\n%%EOF\n`);
}
