import { zipSync, type Zippable } from 'fflate';

import { sha256Hex } from '@/lib/files/sha256';
import { WORK_PART_NAMES, type WorkItem, type WorkPartName } from '@/lib/project-work/project-work';
import {
  MANIFEST_NAME,
  PROJECT_FILE_FORMAT,
  PROJECT_FILE_VERSION,
  type ManifestEntry,
  type ManifestItem,
  type ProjectFileManifest,
} from '@/features/project-file/model/project-file-format';
import { jsonFile } from '@/lib/project-work/project-work';

/** What the manifest says of where the file comes from. */
export type ProjectFileOrigin = Omit<
  ProjectFileManifest,
  'format' | 'version' | 'items' | 'entries'
>;

/** Each part's items, as read from the device. */
export type WorkByPart = Partial<Record<WorkPartName, readonly WorkItem[]>>;

/** Between 0 and 1: how much of the file is made. */
export type ExportProgress = (done: number) => void;

/** Pictures and PDFs are compressed already: stored as they are; JSON is deflated. */
function levelOf(name: string) {
  return /\.(jpe?g|png|webp|pdf)$/i.test(name) ? 0 : 6;
}

/**
 * The project file of `work`: the zip's bytes, with its manifest (each entry's size and
 * SHA-256). `onProgress` hears how far it is (hashing is most of the time).
 */
export async function writeProjectFile(
  origin: ProjectFileOrigin,
  work: WorkByPart,
  onProgress: ExportProgress = () => {},
): Promise<{ bytes: Uint8Array; manifest: ProjectFileManifest }> {
  const items: ManifestItem[] = [];
  const entries: ManifestEntry[] = [];
  const zippable: Zippable = {};
  const total =
    WORK_PART_NAMES.flatMap((part) => work[part] ?? [])
      .flatMap((item) => Object.values(item.files))
      .reduce((sum, bytes) => sum + bytes.byteLength, 0) || 1;
  let done = 0;
  for (const part of WORK_PART_NAMES) {
    for (const [index, item] of (work[part] ?? []).entries()) {
      const folder = `${part}/${index}`;
      const names = Object.keys(item.files).sort();
      for (const name of names) {
        const bytes = item.files[name];
        const path = `${folder}/${name}`;
        entries.push({ path, size: bytes.byteLength, sha256: await sha256Hex(bytes) });
        zippable[path] = [bytes, { level: levelOf(name) }];
        done += bytes.byteLength;
        // Hashing is most of the work; packing the last tenth.
        onProgress((0.9 * done) / total);
      }
      items.push({
        part,
        id: item.id,
        updatedAt: item.updatedAt,
        folder,
        files: names,
        ...(item.title === undefined ? {} : { title: item.title }),
        ...(item.designRefs === undefined ? {} : { designRefs: item.designRefs }),
      });
    }
  }
  const manifest: ProjectFileManifest = {
    format: PROJECT_FILE_FORMAT,
    version: PROJECT_FILE_VERSION,
    ...origin,
    items,
    entries,
  };
  zippable[MANIFEST_NAME] = [jsonFile(manifest), { level: 6 }];
  const bytes = zipSync(zippable, { mtime: new Date(origin.exportedAt) });
  onProgress(1);
  return { bytes, manifest };
}
