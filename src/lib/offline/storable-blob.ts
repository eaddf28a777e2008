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

/** Something kept with its file (a chosen or queued photo); stored, the file is its bytes. */
type WithFile = { file: File };
export type StoredWithFile<T extends WithFile> = Omit<T, 'file'> & { file: StorableFile | File };

/** A list of photos to store: each with its file as bytes. */
export function toStorableList<T extends WithFile>(list: T[]): Promise<StoredWithFile<T>[]> {
  return Promise.all(
    list.map(async (item) => ({ ...item, file: await toStorableFile(item.file) })),
  );
}

/** A stored list of photos read back, each with its File (`onFile` hears each file and its stored form). */
export function fromStorableList<T extends WithFile>(
  list: StoredWithFile<T>[],
  onFile?: (file: File, stored: StorableFile | File) => void,
): T[] {
  return list.map((item) => {
    const file = fromStorableFile(item.file);
    onFile?.(file, item.file);
    return { ...item, file } as T;
  });
}

/**
 * Runs work one after the other, in the order asked for (a failure does not stop the next): a
 * save still reading its files' bytes is not overtaken by a later save, delete or read.
 */
export function createTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = last.then(work);
    last = turn.catch(() => undefined);
    return turn;
  };
}
