import {
  InvalidWorkItemError,
  WORK_PART_NAMES,
  type CheckedWorkItem,
  type WorkItem,
  type WorkPart,
  type WorkPartName,
  type WorkScope,
} from '@/lib/project-work/project-work';
import {
  changesDevice,
  compareWork,
  type ComparedItem,
} from '@/features/project-file/model/compare-work';
import { fingerprintOf, writeExportMark } from '@/features/project-file/model/export-marks';
import { ProjectFileError } from '@/features/project-file/model/project-file-error';
import type { ProjectFileManifest } from '@/features/project-file/model/project-file-format';
import {
  readProjectFile,
  type FileWorkItem,
} from '@/features/project-file/model/read-project-file';

/**
 * Opening a project file, in two steps: `openProjectFile` reads and checks all of it and says
 * what applying it would do (nothing changes yet); `applyProjectFile` writes what is new or
 * newer. No React here.
 */

export type OpenedProjectFile = {
  manifest: ProjectFileManifest;
  compared: ComparedItem[];
  /** Each item's write, once its part has checked it. */
  writes: ReadonlyMap<FileWorkItem, CheckedWorkItem['write']>;
};

export type OpenContext = {
  parts: readonly WorkPart[];
  organizationRef: string;
  /** The scope of the file's project (its ref comes from the file). */
  scopeOf: (projectRef: string) => WorkScope;
  designExists: (ref: string) => boolean;
};

function partOf(parts: readonly WorkPart[], name: WorkPartName): WorkPart {
  const part = parts.find((candidate) => candidate.name === name);
  if (!part) throw new ProjectFileError({ kind: 'damaged' });
  return part;
}

async function checked(part: WorkPart, scope: WorkScope, item: FileWorkItem) {
  try {
    return await part.check(scope, item);
  } catch (error) {
    if (error instanceof InvalidWorkItemError) {
      throw new ProjectFileError({
        kind: 'invalid-item',
        part: error.part,
        reason: error.reason,
      });
    }
    throw error;
  }
}

/** The device's items of every part, by part. */
export async function deviceWork(
  parts: readonly WorkPart[],
  scope: WorkScope,
): Promise<Partial<Record<WorkPartName, WorkItem[]>>> {
  const read = await Promise.all(parts.map((part) => part.read(scope)));
  return Object.fromEntries(parts.map((part, index) => [part.name, read[index]]));
}

/** Reads `bytes` and checks all of it; rejects with ProjectFileError. Changes nothing. */
export async function openProjectFile(
  bytes: Uint8Array,
  context: OpenContext,
): Promise<OpenedProjectFile> {
  const { manifest, items } = await readProjectFile(bytes, context.organizationRef);
  const scope = context.scopeOf(manifest.project.ref);
  const writes = new Map<FileWorkItem, CheckedWorkItem['write']>();
  for (const item of items) {
    writes.set(item, (await checked(partOf(context.parts, item.part), scope, item)).write);
  }
  const compared = await compareWork({
    fileItems: items,
    device: await deviceWork(context.parts, scope),
    addOnly: new Set(context.parts.filter((part) => part.addOnly).map((part) => part.name)),
    designExists: context.designExists,
  });
  return { manifest, compared, writes };
}

/**
 * Writes the items that are new or newer, in the parts' order. When everything of the project on
 * the device is then as in the file, the project counts as exported (the file keeps it): Logout
 * does not ask about it. Resolves with how many items changed.
 */
export async function applyProjectFile(
  opened: OpenedProjectFile,
  context: Pick<OpenContext, 'parts' | 'scopeOf'>,
): Promise<number> {
  const scope = context.scopeOf(opened.manifest.project.ref);
  const changing = opened.compared
    .filter(({ status }) => changesDevice(status))
    .sort((a, b) => WORK_PART_NAMES.indexOf(a.item.part) - WORK_PART_NAMES.indexOf(b.item.part));
  for (const { item } of changing) await opened.writes.get(item)?.();
  const stamps = (await Promise.all(context.parts.map((part) => part.stamps(scope.owner))))
    .flat()
    .filter((stamp) => stamp.projectRef === scope.projectRef);
  const inFile = new Set(
    fingerprintOf(
      opened.compared.map(({ item }) => ({
        projectRef: scope.projectRef,
        part: item.part,
        id: item.id,
        updatedAt: item.updatedAt,
      })),
    ).split('\n'),
  );
  const held = fingerprintOf(stamps)
    .split('\n')
    .every((line) => line === '' || inFile.has(line));
  if (held) {
    writeExportMark(scope.owner, scope.projectRef, {
      at: new Date().toISOString(),
      fingerprint: fingerprintOf(stamps),
    });
  }
  return changing.length;
}
