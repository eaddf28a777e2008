import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';

import { sha256Hex } from '@/lib/files/sha256';
import { jsonFile } from '@/lib/project-work/project-work';
import { ProjectFileError } from '@/features/project-file/model/project-file-error';
import {
  MANIFEST_NAME,
  PROJECT_FILE_LIMITS,
} from '@/features/project-file/model/project-file-format';
import { readProjectFile } from '@/features/project-file/model/read-project-file';
import {
  writeProjectFile,
  type ProjectFileOrigin,
  type WorkByPart,
} from '@/features/project-file/model/write-project-file';

const ORG = 'org-1';

const origin: ProjectFileOrigin = {
  appVersion: '1.2.3',
  organizationRef: ORG,
  project: { ref: 'project-1', name: 'Backyard' },
  exportedAt: '2026-11-28T10:00:00.000Z',
  exportedBy: { userRef: 'user-1', name: 'Lee' },
};

const picture = new Uint8Array(5000).map((_, index) => (index * 7) % 251);

const work: WorkByPart = {
  plan: [
    {
      id: 'plan',
      updatedAt: '2026-11-27T09:00:00.000Z',
      files: { 'plan.json': jsonFile({ refs: ['g1'], notes: {}, proposalNote: '' }) },
      designRefs: ['g1'],
    },
  ],
  edits: [
    {
      id: 'g1',
      updatedAt: '2026-11-27T09:30:00.000Z',
      title: 'Natural Accent, edited',
      files: { 'edit.json': jsonFile({ baseRef: 'g1' }), 'picture.jpg': picture },
    },
  ],
};

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ProjectFileError);
  return (error as ProjectFileError).problem;
}

/** A zip of `entries` whose manifest names them as given (`manifest` changes it first). */
async function zipWith(
  entries: Record<string, Uint8Array>,
  change: (manifest: Record<string, unknown>) => void = () => {},
) {
  const { manifest } = await writeProjectFile(origin, work);
  const named = await Promise.all(
    Object.entries(entries).map(async ([path, bytes]) => ({
      path,
      size: bytes.length,
      sha256: await sha256Hex(bytes),
    })),
  );
  const value: Record<string, unknown> = {
    ...manifest,
    entries: named,
    items: [],
  };
  change(value);
  const zippable: Zippable = { [MANIFEST_NAME]: jsonFile(value) };
  for (const [path, bytes] of Object.entries(entries)) zippable[path] = bytes;
  return zipSync(zippable);
}

/** Finds the central directory record of `name` and lets `patch` change it (and its local one). */
function patchSizes(zip: Uint8Array, name: string, size: number) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const encoded = strToU8(name);
  for (let offset = 0; offset < zip.length - 46; offset += 1) {
    const signature = view.getUint32(offset, true);
    const nameAt = signature === 0x02014b50 ? 46 : signature === 0x04034b50 ? 30 : 0;
    if (!nameAt) continue;
    const nameLength = view.getUint16(offset + (nameAt === 46 ? 28 : 26), true);
    const found = zip.subarray(offset + nameAt, offset + nameAt + nameLength);
    if (nameLength !== encoded.length || !found.every((byte, at) => byte === encoded[at])) continue;
    view.setUint32(offset + (nameAt === 46 ? 24 : 22), size, true);
  }
  return zip;
}

describe('a project file', () => {
  it('reads back what was written: the manifest, every item and its bytes', async () => {
    const { bytes } = await writeProjectFile(origin, work);
    const read = await readProjectFile(bytes, ORG);
    expect(read.manifest).toMatchObject({
      format: 'yardvision-project',
      version: 1,
      appVersion: '1.2.3',
      organizationRef: ORG,
      project: { ref: 'project-1', name: 'Backyard' },
      exportedAt: origin.exportedAt,
      exportedBy: { userRef: 'user-1', name: 'Lee' },
    });
    expect(read.manifest.entries.map((entry) => entry.path)).toEqual([
      'plan/0/plan.json',
      'edits/0/edit.json',
      'edits/0/picture.jpg',
    ]);
    expect(read.manifest.entries[2].sha256).toBe(await sha256Hex(picture));
    expect(read.items).toEqual([
      { part: 'plan', ...work.plan?.[0] },
      { part: 'edits', ...work.edits?.[0] },
    ]);
  });

  it('is the same bytes for the same work (nothing depends on the moment but exportedAt)', async () => {
    const first = await writeProjectFile(origin, work);
    const second = await writeProjectFile(origin, work);
    expect(second.bytes).toEqual(first.bytes);
  });

  it('tells how far the export is, ending at 1', async () => {
    const steps: number[] = [];
    await writeProjectFile(origin, work, (done) => steps.push(done));
    expect(steps.length).toBeGreaterThan(2);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(1);
  });
});

describe('a file that is refused', () => {
  it('another kind of file is not a project file', async () => {
    const text = new TextEncoder().encode('just some notes, not a zip at all'.repeat(3));
    expect(await problemOf(readProjectFile(text, ORG))).toEqual({ kind: 'not-project-file' });
  });

  it('a zip of something else is not a project file', async () => {
    const zip = zipSync({ 'photos/yard.jpg': picture, 'readme.txt': strToU8('hello') });
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({ kind: 'not-project-file' });
    // Even one with a manifest of its own, and folders and paths no project file has.
    const other = zipSync({
      [MANIFEST_NAME]: jsonFile({ name: 'an extension', manifest_version: 3 }),
      'icons/': new Uint8Array(),
      '../icon.png': picture,
    });
    expect(await problemOf(readProjectFile(other, ORG))).toEqual({ kind: 'not-project-file' });
  });

  it('a zip whose manifest is of another format is not a project file', async () => {
    const zip = zipSync({ [MANIFEST_NAME]: jsonFile({ format: 'something-else', version: 1 }) });
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({ kind: 'not-project-file' });
  });

  it('a file cut short is damaged', async () => {
    const { bytes } = await writeProjectFile(origin, work);
    const cut = bytes.slice(0, Math.floor(bytes.length * 0.6));
    expect(await problemOf(readProjectFile(cut, ORG))).toEqual({ kind: 'damaged' });
  });

  it('a deflated entry with broken bytes is damaged or fails its digest', async () => {
    const { bytes } = await writeProjectFile(origin, work);
    const broken = bytes.slice();
    // The manifest is deflated and last but for the directory: break the middle of its stream.
    const manifestAt = broken.length - 300;
    for (let index = manifestAt; index < manifestAt + 40; index += 1) broken[index] ^= 0xa5;
    const problem = await problemOf(readProjectFile(broken, ORG));
    expect(['damaged', 'not-project-file', 'digest-mismatch']).toContain(problem.kind);
  });

  it('an entry whose bytes changed fails its digest, naming it', async () => {
    const { bytes } = await writeProjectFile(origin, work);
    const changed = bytes.slice();
    // The picture is stored as it is: change one of its bytes in place.
    const at = changed.findIndex((_, index) =>
      changed.subarray(index, index + 16).every((byte, k) => byte === picture[k + 100]),
    );
    expect(at).toBeGreaterThan(0);
    changed[at] ^= 0xff;
    expect(await problemOf(readProjectFile(changed, ORG))).toEqual({
      kind: 'digest-mismatch',
      path: 'edits/0/picture.jpg',
    });
  });

  it('a newer format than this app reads says so', async () => {
    const zip = zipSync({
      [MANIFEST_NAME]: jsonFile({ format: 'yardvision-project', version: 2, anything: true }),
    });
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({
      kind: 'newer-format',
      version: 2,
    });
  });

  it("another organization's project is refused", async () => {
    const { bytes } = await writeProjectFile(origin, work);
    expect(await problemOf(readProjectFile(bytes, 'org-2'))).toEqual({
      kind: 'other-organization',
    });
  });

  it('a file over the size limit is refused before it is read', async () => {
    const huge = new Uint8Array(PROJECT_FILE_LIMITS.fileBytes + 1);
    expect(await problemOf(readProjectFile(huge, ORG))).toEqual({
      kind: 'too-large',
      limit: 'file',
    });
  });

  it('too many entries are refused before unpacking', async () => {
    const entries: Record<string, Uint8Array> = {};
    for (let index = 0; index < PROJECT_FILE_LIMITS.entries; index += 1) {
      entries[`plan/${index}/plan.json`] = strToU8('{}');
    }
    const zip = await zipWith(entries);
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({
      kind: 'too-large',
      limit: 'entries',
    });
  });

  it('a zip bomb is refused by what its directory declares, before unpacking', async () => {
    const zip = await zipWith({ 'edits/0/picture.jpg': new Uint8Array(1000) });
    patchSizes(zip, 'edits/0/picture.jpg', 0xfffffff0);
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({
      kind: 'too-large',
      limit: 'unpacked',
    });
  });

  it('an entry that unpacks past the size it declares is stopped there', async () => {
    // 16 MB of zeros deflate to about 16 kB; the directory and the manifest say 100 bytes.
    const zeros = new Uint8Array(16 * 1024 * 1024);
    const zip = await zipWith({ 'plan/0/plan.json': zeros }, (manifest) => {
      manifest.entries = [{ path: 'plan/0/plan.json', size: 100, sha256: '0'.repeat(64) }];
      manifest.items = [
        {
          part: 'plan',
          id: 'plan',
          updatedAt: origin.exportedAt,
          folder: 'plan/0',
          files: ['plan.json'],
        },
      ];
    });
    patchSizes(zip, 'plan/0/plan.json', 100);
    const started = performance.now();
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({
      kind: 'digest-mismatch',
      path: 'plan/0/plan.json',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('a path that leaves the folder is refused', async () => {
    for (const path of ['../outside.json', 'plan/../../etc/passwd', '/etc/passwd', 'a\\b.json']) {
      const zip = await zipWith({ [path]: strToU8('{}') });
      expect(await problemOf(readProjectFile(zip, ORG))).toEqual({ kind: 'unsafe-path', path });
    }
  });

  it('an entry the manifest does not name is refused', async () => {
    const { bytes } = await writeProjectFile(origin, work);
    const read = await readProjectFile(bytes, ORG);
    const zip = await zipWith(
      { 'plan/0/plan.json': strToU8('{}'), 'extra.json': strToU8('{}') },
      (manifest) => {
        manifest.entries = (manifest.entries as { path: string }[]).filter(
          (entry) => entry.path !== 'extra.json',
        );
        manifest.items = [read.manifest.items[0]];
      },
    );
    expect(await problemOf(readProjectFile(zip, ORG))).toEqual({ kind: 'damaged' });
  });
});
