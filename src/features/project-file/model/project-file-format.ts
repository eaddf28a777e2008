import { z } from 'zod/mini';

import '@/lib/api/zod-config';
import { WORK_PART_NAMES } from '@/lib/project-work/project-work';

/**
 * A project file: a zip made in the browser that carries a project's work from one device to
 * another. `manifest.json` says what it is (format and version), where it comes from (the app's
 * version, the organization, the project, when and by whom it was exported), the items it holds
 * (each in a folder of its own: `<part>/<n>/`) and the size and SHA-256 of every other entry.
 * No React here.
 */

export const PROJECT_FILE_FORMAT = 'yardvision-project';
/** The format this app writes, and the newest it reads. */
export const PROJECT_FILE_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
/** What the file's name ends with: a zip that every system knows how to move. */
export const PROJECT_FILE_EXTENSION = 'yardvision.zip';
export const PROJECT_FILE_TYPE = 'application/zip';

/**
 * Limits checked before anything is unpacked (a zip bomb is refused by what its directory
 * declares; what inflates past it is cut at the declared size and fails its digest).
 */
export const PROJECT_FILE_LIMITS = {
  /** The file itself. */
  fileBytes: 200 * 1024 * 1024,
  /** Everything in it, unpacked. */
  unpackedBytes: 300 * 1024 * 1024,
  /** Its entries, the manifest's included. */
  entries: 1000,
  /** The manifest alone (it is read first, to know the rest). */
  manifestBytes: 1024 * 1024,
} as const;

/** An entry's path: folders and a name of letters, digits, '.', '-' and '_'; never '.' or '..'. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function isSafeEntryPath(path: string): boolean {
  return path.length <= 255 && SAFE_PATH.test(path);
}

const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const isoTime = z.iso.datetime();
const safePath = z.string().check(z.refine(isSafeEntryPath));
const safeName = z.string().check(z.regex(/^[A-Za-z0-9._-]{1,100}$/));

const manifestItemSchema = z.object({
  part: z.enum(WORK_PART_NAMES),
  id: z.string().check(z.minLength(1), z.maxLength(500)),
  updatedAt: isoTime,
  title: z.optional(z.string().check(z.maxLength(500))),
  designRefs: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(500))),
  /** The item's folder. */
  folder: safePath,
  /** Its entries' names inside the folder. */
  files: z.array(safeName).check(z.minLength(1), z.maxLength(50)),
});

const manifestEntrySchema = z.object({
  path: safePath,
  size: z.number().check(z.int(), z.minimum(0)),
  sha256,
});

/** What a manifest says first: enough to tell another format or a newer version. */
export const manifestHeadSchema = z.object({
  format: z.string(),
  version: z.number(),
});

/** The one schema of a manifest this app reads. */
export const manifestSchema = z.object({
  format: z.literal(PROJECT_FILE_FORMAT),
  version: z.literal(PROJECT_FILE_VERSION),
  appVersion: z.string().check(z.maxLength(100)),
  organizationRef: z.string().check(z.minLength(1)),
  project: z.object({
    ref: z.string().check(z.minLength(1)),
    name: z.string().check(z.maxLength(500)),
  }),
  exportedAt: isoTime,
  exportedBy: z.object({
    userRef: z.optional(z.string()),
    name: z.optional(z.string()),
    email: z.optional(z.string()),
  }),
  items: z.array(manifestItemSchema).check(z.maxLength(PROJECT_FILE_LIMITS.entries)),
  entries: z.array(manifestEntrySchema).check(z.maxLength(PROJECT_FILE_LIMITS.entries)),
});

export type ProjectFileManifest = z.infer<typeof manifestSchema>;
export type ManifestItem = ProjectFileManifest['items'][number];
export type ManifestEntry = ProjectFileManifest['entries'][number];
