import { Unzip, UnzipInflate, unzipSync } from 'fflate';

import { ProjectFileError } from '@/features/project-file/model/project-file-error';

/**
 * The zip side of reading a project file, with its limits kept while unpacking: what the zip's
 * directory declares is listed first (nothing unpacked), and an entry is unpacked in small steps,
 * stopped as soon as it outgrows the size it declared (a zip bomb never fills the memory, nor
 * keeps the page busy). No React here.
 */

/** An entry as the zip's central directory declares it. */
export type ZipListing = { name: string; packedSize: number; size: number; compression: number };

/** Bytes fed to the inflater at a time: at most about 1000 times as much comes out of them. */
const STEP = 16 * 1024;

const damaged = () => new ProjectFileError({ kind: 'damaged' });

/** Whether `bytes` start as a zip does (a local file header, or an empty zip's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 22 &&
    bytes[0] === 0x50 &&
    bytes[1] === 0x4b &&
    ((bytes[2] === 3 && bytes[3] === 4) || (bytes[2] === 5 && bytes[3] === 6))
  );
}

/** The entries the zip's central directory declares; a zip cut short or damaged is refused. */
export function listZip(bytes: Uint8Array): ZipListing[] {
  const listing: ZipListing[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        listing.push({
          name: file.name,
          packedSize: file.size,
          size: file.originalSize,
          compression: file.compression,
        });
        return false;
      },
    });
  } catch {
    throw damaged();
  }
  const sane = listing.every(
    (entry) =>
      Number.isSafeInteger(entry.size) &&
      Number.isSafeInteger(entry.packedSize) &&
      entry.packedSize <= bytes.length &&
      (entry.compression === 0 || entry.compression === 8),
  );
  if (!sane || new Set(listing.map((entry) => entry.name)).size !== listing.length) throw damaged();
  return listing;
}

function joined(chunks: Uint8Array[], size: number) {
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * Unpacks the entries `wanted` names (with the size each may reach). An entry that outgrows its
 * size stops everything (its bytes cannot be the ones named); a stream that does not unpack, or
 * an entry missing, is damaged.
 */
export function unpackZip(
  bytes: Uint8Array,
  wanted: ReadonlyMap<string, number>,
): Map<string, Uint8Array> {
  const unpacked = new Map<string, Uint8Array>();
  let failure: ProjectFileError | undefined;
  const unzip = new Unzip((file) => {
    const limit = wanted.get(file.name);
    if (limit === undefined) return;
    if (unpacked.has(file.name)) {
      failure ??= damaged();
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = damaged();
        return;
      }
      size += chunk.length;
      if (size > limit) {
        // Past the size it declared: its bytes are not the ones named; unpacking stops here.
        failure = new ProjectFileError({ kind: 'digest-mismatch', path: file.name });
        return;
      }
      chunks.push(chunk);
      if (final) unpacked.set(file.name, joined(chunks, size));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && !failure; offset += STEP) {
      const end = Math.min(bytes.length, offset + STEP);
      unzip.push(bytes.subarray(offset, end), end === bytes.length);
    }
  } catch {
    throw damaged();
  }
  if (failure) throw failure;
  for (const name of wanted.keys()) if (!unpacked.has(name)) throw damaged();
  return unpacked;
}
