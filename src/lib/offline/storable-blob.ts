/**
 * Files and Blobs in a form IndexedDB keeps in every browser: their bytes as an ArrayBuffer, with
 * their type (and a File's name and lastModified), never the Blob itself. WebKit (Safari, and
 * every browser on an iPhone) refuses a Blob in a private window: `put` fails with "UnknownError:
 * Error preparing Blob/File data to be stored in object store". An ArrayBuffer it keeps.
 *
 * Reading takes a Blob or File as well, as earlier versions of the app stored them, so what a
 * device kept before keeps coming back.
 */

/** A Blob as IndexedDB keeps it: plain data, no Blob inside. */
export type StorableBlob = { bytes: ArrayBuffer; type: string };

/** A File as IndexedDB keeps it: plain data, no Blob inside. */
export type StorableFile = StorableBlob & { name: string; lastModified: number };

/** `blob`'s bytes and type, to store. */
export async function toStorableBlob(blob: Blob): Promise<StorableBlob> {
  return { bytes: await blob.arrayBuffer(), type: blob.type };
}

/** `file`'s bytes, type, name and lastModified, to store. */
export async function toStorableFile(file: File): Promise<StorableFile> {
  return {
    bytes: await file.arrayBuffer(),
    type: file.type,
    name: file.name,
    lastModified: file.lastModified,
  };
}

/** The Blob that was stored (a Blob stored as it is, by an earlier version, comes back as it is). */
export function fromStorableBlob(stored: StorableBlob | Blob): Blob {
  return stored instanceof Blob ? stored : new Blob([stored.bytes], { type: stored.type });
}

/** The File that was stored (a File stored as it is, by an earlier version, comes back as it is). */
export function fromStorableFile(stored: StorableFile | File): File {
  return stored instanceof Blob
    ? stored
    : new File([stored.bytes], stored.name, {
        type: stored.type,
        lastModified: stored.lastModified,
      });
}
