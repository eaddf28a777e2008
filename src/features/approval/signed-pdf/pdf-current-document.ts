import {
  findHeader,
  findStartxref,
  readObject,
  readXrefSection,
  type XrefEntry,
} from '@/features/approval/signed-pdf/pdf-file-structure';
import {
  dictOf,
  get,
  Malformed,
  refOf,
  wholeNumberOf,
  type PdfDict,
  type PdfRef,
  type PdfValue,
} from '@/features/approval/signed-pdf/pdf-values';

/**
 * The document an update is appended to, as it now reads: every object through the chain of
 * cross-reference sections (/Prev), the newest trailer, and the parts of the catalog an attached
 * file changes. Throws Malformed when it is not a document we can extend.
 */

/** How many earlier updates are followed back through /Prev. */
const MAX_SECTIONS = 256;

export type CurrentDocument = {
  /** Where '%PDF-' starts. */
  header: number;
  /** The offset of the newest cross-reference section. */
  startxref: number;
  /** The newest trailer. */
  trailer: PdfDict;
  root: PdfRef;
  catalog: PdfDict;
  /** The catalog's names dictionary, when it has one. */
  names: PdfDict | undefined;
  /** The attached files' (name, file specification) pairs, when they are one flat list. */
  attached: PdfValue | undefined;
  /** The catalog's associated files (/AF), when it lists them. */
  associated: PdfValue | undefined;
  /** The lowest object number no object uses: the update's new objects start there. */
  size: number;
};

export function readCurrentDocument(pdf: Uint8Array): CurrentDocument {
  const header = findHeader(pdf);
  if (header < 0) throw new Malformed('no %PDF- header');
  const startxref = findStartxref(pdf);
  if (startxref === undefined) throw new Malformed("it does not end with 'startxref' and '%%EOF'");
  const { objects, trailer, hybrid } = readObjectTable(pdf, startxref);
  if (get(trailer, 'Encrypt') !== undefined) throw new Malformed('it is encrypted');
  const rootValue = get(trailer, 'Root');
  if (rootValue === undefined) throw new Malformed('its trailer has no /Root');
  const root = refOf(rootValue);

  const resolve = resolver(pdf, objects, hybrid);
  const catalogValue = resolve(root);
  if (catalogValue === undefined) throw new Malformed('its catalog (/Root) is missing');
  const catalog = dictOf(catalogValue);
  const namesValue = resolve(get(catalog, 'Names'));
  const names = namesValue?.kind === 'dict' ? namesValue : undefined;
  const treeValue = resolve(get(names, 'EmbeddedFiles'));
  const tree = treeValue?.kind === 'dict' ? treeValue : undefined;
  const associated = resolve(get(catalog, 'AF'));

  let size = 0;
  const trailerSize = get(trailer, 'Size');
  if (trailerSize !== undefined) size = wholeNumberOf(trailerSize);
  for (const num of objects.keys()) size = Math.max(size, num + 1);
  // A list split into /Kids (hundreds of files) is not ours to merge.
  const attached = get(tree, 'Kids') === undefined ? resolve(get(tree, 'Names')) : undefined;
  return { header, startxref, trailer, root, catalog, names, attached, associated, size };
}

/** Every object as the document now reads: the newest section first, then back through /Prev. */
function readObjectTable(pdf: Uint8Array, startxref: number) {
  const objects = new Map<number, XrefEntry>();
  const seen = new Set<number>();
  let hybrid = false;
  let trailer: PdfDict | undefined;
  for (let offset: number | undefined = startxref; offset !== undefined;) {
    if (seen.has(offset) || seen.size >= MAX_SECTIONS) {
      throw new Malformed('its /Prev chain loops');
    }
    seen.add(offset);
    const section = readXrefSection(pdf, offset);
    trailer ??= section.trailer;
    hybrid ||= get(section.trailer, 'XRefStm') !== undefined;
    for (const [num, entry] of section.entries) if (!objects.has(num)) objects.set(num, entry);
    const prev = get(section.trailer, 'Prev');
    offset = prev === undefined ? undefined : wholeNumberOf(prev);
  }
  if (!trailer) throw new Malformed('no trailer');
  return { objects, trailer, hybrid };
}

/** The object a value refers to (or the value itself); undefined for a missing object. */
function resolver(pdf: Uint8Array, objects: Map<number, XrefEntry>, hybrid: boolean) {
  return (value: PdfValue | undefined): PdfValue | undefined => {
    if (value?.kind !== 'ref') return value;
    const entry = objects.get(value.num);
    if (!entry) {
      if (hybrid) throw new Malformed('some objects are in a cross-reference stream');
      return undefined;
    }
    if (!entry.inUse || entry.gen !== value.gen) return undefined;
    return readObject(pdf, entry.offset, value).value;
  };
}
