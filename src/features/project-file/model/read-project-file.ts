import { sha256Hex } from '@/lib/files/sha256';
import type { WorkItem, WorkPartName } from '@/lib/project-work/project-work';
import { ProjectFileError } from '@/features/project-file/model/project-file-error';
import {
  MANIFEST_NAME,
  PROJECT_FILE_FORMAT,
  PROJECT_FILE_LIMITS,
  PROJECT_FILE_VERSION,
  isSafeEntryPath,
  manifestHeadSchema,
  manifestSchema,
  type ProjectFileManifest,
} from '@/features/project-file/model/project-file-format';
import {
  listZip,
  looksLikeZip,
  unpackZip,
  type ZipListing,
} from '@/features/project-file/model/unpack-zip';

/** An item of a file: as its part would read it on a device, and where it came from. */
export type FileWorkItem = WorkItem & { part: WorkPartName };

export type ProjectFileContent = { manifest: ProjectFileManifest; items: FileWorkItem[] };

const refuse = (problem: ConstructorParameters<typeof ProjectFileError>[0]) =>
  new ProjectFileError(problem);

/** What the zip's directory says, checked against the limits before anything is unpacked. */
function checkListing(listing: readonly ZipListing[]) {
  if (!listing.some((entry) => entry.name === MANIFEST_NAME)) {
    throw refuse({ kind: 'not-project-file' });
  }
  if (listing.length > PROJECT_FILE_LIMITS.entries) {
    throw refuse({ kind: 'too-large', limit: 'entries' });
  }
  const unpacked = listing.reduce((sum, entry) => sum + entry.size, 0);
  if (unpacked > PROJECT_FILE_LIMITS.unpackedBytes) {
    throw refuse({ kind: 'too-large', limit: 'unpacked' });
  }
}

/** Every path stays inside the file's folder (checked once it is known to be a project file). */
function checkPaths(listing: readonly ZipListing[]) {
  const unsafe = listing.find((entry) => !isSafeEntryPath(entry.name));
  if (unsafe) throw refuse({ kind: 'unsafe-path', path: unsafe.name });
}

/**
 * The manifest, unpacked alone and read as far as what it says it is: another format, or a newer
 * version of this one.
 */
function readManifestHead(bytes: Uint8Array, listing: readonly ZipListing[]): unknown {
  const declared = listing.find((entry) => entry.name === MANIFEST_NAME)?.size ?? 0;
  if (declared > PROJECT_FILE_LIMITS.manifestBytes) throw refuse({ kind: 'damaged' });
  const unpacked = unpackZip(bytes, new Map([[MANIFEST_NAME, declared]])).get(MANIFEST_NAME);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(unpacked));
  } catch {
    throw refuse({ kind: 'not-project-file' });
  }
  const head = manifestHeadSchema.safeParse(value);
  if (!head.success || head.data.format !== PROJECT_FILE_FORMAT) {
    throw refuse({ kind: 'not-project-file' });
  }
  if (head.data.version > PROJECT_FILE_VERSION) {
    throw refuse({ kind: 'newer-format', version: head.data.version });
  }
  return value;
}

/** The whole manifest, of this organization. */
function readManifest(value: unknown, organizationRef: string): ProjectFileManifest {
  const manifest = manifestSchema.safeParse(value);
  if (!manifest.success) throw refuse({ kind: 'damaged' });
  if (manifest.data.organizationRef !== organizationRef) {
    throw refuse({ kind: 'other-organization' });
  }
  return manifest.data;
}

/**
 * The entries the manifest names are exactly the zip's (but itself), each declared at the
 * manifest's size, and the items' files are exactly those entries, each in one item.
 */
function checkEntries(manifest: ProjectFileManifest, listing: readonly ZipListing[]) {
  const declared = new Map(listing.map((entry) => [entry.name, entry.size]));
  declared.delete(MANIFEST_NAME);
  const named = new Map(manifest.entries.map((entry) => [entry.path, entry.size]));
  if (named.size !== manifest.entries.length || named.size !== declared.size) {
    throw refuse({ kind: 'damaged' });
  }
  for (const [path, size] of named) {
    if (!declared.has(path)) throw refuse({ kind: 'damaged' });
    if (declared.get(path) !== size) throw refuse({ kind: 'digest-mismatch', path });
  }
  const itemPaths = manifest.items.flatMap((item) =>
    item.files.map((name) => `${item.folder}/${name}`),
  );
  if (
    new Set(itemPaths).size !== itemPaths.length ||
    itemPaths.length !== named.size ||
    !itemPaths.every((path) => named.has(path))
  ) {
    throw refuse({ kind: 'damaged' });
  }
}

/**
 * Reads a project file on the device and checks all of it before anything is used: that it is
 * a project file of a format this app reads, of `organizationRef`, within the limits (checked
 * before unpacking), every path inside its folder, every entry's size and SHA-256 as the
 * manifest says. Rejects with ProjectFileError; the items' contents are checked by their parts.
 */
export async function readProjectFile(
  bytes: Uint8Array,
  organizationRef: string,
): Promise<ProjectFileContent> {
  if (bytes.length > PROJECT_FILE_LIMITS.fileBytes) {
    throw refuse({ kind: 'too-large', limit: 'file' });
  }
  if (!looksLikeZip(bytes)) throw refuse({ kind: 'not-project-file' });
  const listing = listZip(bytes);
  checkListing(listing);
  const head = readManifestHead(bytes, listing);
  checkPaths(listing);
  const manifest = readManifest(head, organizationRef);
  checkEntries(manifest, listing);
  const entries = unpackZip(
    bytes,
    new Map(manifest.entries.map((entry) => [entry.path, entry.size])),
  );
  for (const entry of manifest.entries) {
    const unpacked = entries.get(entry.path);
    if (
      !unpacked ||
      unpacked.length !== entry.size ||
      (await sha256Hex(unpacked)) !== entry.sha256
    ) {
      throw refuse({ kind: 'digest-mismatch', path: entry.path });
    }
  }
  const items = manifest.items.map((item): FileWorkItem => {
    const files = Object.fromEntries(
      item.files.map((name) => [name, entries.get(`${item.folder}/${name}`) ?? new Uint8Array()]),
    );
    return {
      part: item.part,
      id: item.id,
      updatedAt: item.updatedAt,
      files,
      ...(item.title === undefined ? {} : { title: item.title }),
      ...(item.designRefs === undefined ? {} : { designRefs: item.designRefs }),
    };
  });
  return { manifest, items };
}
