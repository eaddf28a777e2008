import {
  attachmentNameBytes,
  type FoundAttachment,
} from '@/features/approval/signed-pdf/pdf-attachment';
import { sameBytes } from '@/features/approval/signed-pdf/pdf-bytes';
import {
  endsWithEof,
  findStartxref,
  readObject,
  readXrefSection,
  streamData,
  type XrefEntry,
} from '@/features/approval/signed-pdf/pdf-file-structure';
import { LF } from '@/features/approval/signed-pdf/pdf-lexer';
import {
  arrayOf,
  dictOf,
  get,
  isName,
  Malformed,
  refOf,
  wholeNumberOf,
  type PdfDict,
  type PdfValue,
} from '@/features/approval/signed-pdf/pdf-values';

/**
 * Reading back the file `append-pdf-attachment.ts` attached (see `pdf-attachment.ts`): only from
 * the file's last update, and only as that module writes it.
 */

/** Objects the reader's last update may list: ours lists four, so more is not ours. */
const MAX_READER_ENTRIES = 1000;

/**
 * The attached file called `name` in the last update of `pdf`, or undefined when there is none or
 * the file is not one this module wrote (never throws on garbage: any bytes, a truncated file, an
 * image, another PDF).
 */
export function readAttachment(pdf: Uint8Array, name: string): FoundAttachment | undefined {
  try {
    return findAttachment(pdf, name);
  } catch (error) {
    if (error instanceof Malformed) return undefined;
    throw error;
  }
}

/** An object of the last update, by reference, with a lexer right after its value. */
type Load = (value: PdfValue | undefined) => ReturnType<typeof readObject>;

function findAttachment(pdf: Uint8Array, name: string): FoundAttachment | undefined {
  const wanted = attachmentNameBytes(name);
  const startxref = findStartxref(pdf);
  if (!wanted || startxref === undefined) return undefined;
  // Only the last update is read, as the record is attached there: objects of earlier
  // revisions are not the file as it now reads.
  const { entries, trailer } = readXrefSection(pdf, startxref, MAX_READER_ENTRIES);
  const load: Load = (value) => {
    const ref = refOf(value);
    const entry = entries.get(ref.num);
    if (!entry?.inUse || entry.gen !== ref.gen) throw new Malformed('not in the last update');
    return readObject(pdf, entry.offset, ref);
  };

  const fileRef = attachedFileRef(load, trailer, wanted);
  const bytes = fileRef && embeddedFileBytes(load, fileRef);
  if (!bytes) return undefined;
  const updateOffset = updateStart(pdf, entries, trailer, startxref);
  return updateOffset === undefined ? undefined : { name, bytes, updateOffset };
}

/** The file specification listed under `wanted` in the catalog's attached files, if any. */
function attachedFileRef(load: Load, trailer: PdfDict, wanted: Uint8Array) {
  const catalog = dictOf(load(get(trailer, 'Root')).value);
  const names = dictOf(load(get(catalog, 'Names')).value);
  const pairs = arrayOf(get(dictOf(get(names, 'EmbeddedFiles')), 'Names')).items;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const key = pairs[i];
    if (key.kind === 'string' && sameBytes(key.bytes, wanted)) return pairs[i + 1];
  }
  return undefined;
}

/** The bytes of the file a file specification names, when it is written as we write it. */
function embeddedFileBytes(load: Load, fileRef: PdfValue): Uint8Array | undefined {
  const filespec = dictOf(load(fileRef).value);
  if (!isName(get(filespec, 'Type'), 'Filespec')) return undefined;
  const file = load(get(dictOf(get(filespec, 'EF')), 'F'));
  const stream = dictOf(file.value);
  // This module writes the file uncompressed; anything else is not its own.
  if (!isName(get(stream, 'Type'), 'EmbeddedFile') || get(stream, 'Filter') !== undefined) {
    return undefined;
  }
  return streamData(file.lexer, wholeNumberOf(get(stream, 'Length')));
}

/**
 * Where the last update starts, when it starts as ours do: with a line feed right before its
 * first object; the document as it was ends before it, with its own end-of-file marker, and the
 * update's /Prev points into it.
 */
function updateStart(
  pdf: Uint8Array,
  entries: Map<number, XrefEntry>,
  trailer: PdfDict,
  startxref: number,
): number | undefined {
  let firstObject = Infinity;
  for (const entry of entries.values()) {
    if (entry.inUse) firstObject = Math.min(firstObject, entry.offset);
  }
  const updateOffset = firstObject - 1;
  if (
    !Number.isFinite(updateOffset) ||
    updateOffset < 1 ||
    pdf[updateOffset] !== LF ||
    !endsWithEof(pdf, updateOffset) ||
    startxref < updateOffset ||
    wholeNumberOf(get(trailer, 'Prev')) >= updateOffset
  ) {
    return undefined;
  }
  return updateOffset;
}
