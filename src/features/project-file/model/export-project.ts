import { safeFileName } from '@/lib/files/file-name';
import type { WorkPart, WorkScope } from '@/lib/project-work/project-work';
import { fingerprintOf, writeExportMark } from '@/features/project-file/model/export-marks';
import {
  PROJECT_FILE_EXTENSION,
  PROJECT_FILE_TYPE,
} from '@/features/project-file/model/project-file-format';
import {
  writeProjectFile,
  type ExportProgress,
  type ProjectFileOrigin,
  type WorkByPart,
} from '@/features/project-file/model/write-project-file';

/**
 * Exporting a project: its work read from every part, packed into a file named after the
 * project; once the file has left the device (`markExported`), the parts are told and the
 * project counts as exported until its work changes. No React here.
 */

export type ExportedProject = { file: File; work: WorkByPart; fingerprint: string };

/** 'backyard-redesign-2026-11-28.yardvision.zip' */
export function projectFileName(projectName: string, exportedAt: string) {
  const base = safeFileName([projectName || 'project', exportedAt.slice(0, 10)], '');
  return `${base}.${PROJECT_FILE_EXTENSION}`;
}

export async function exportProject(
  parts: readonly WorkPart[],
  scope: WorkScope,
  origin: ProjectFileOrigin,
  onProgress?: ExportProgress,
): Promise<ExportedProject> {
  const [read, stamps] = await Promise.all([
    Promise.all(parts.map((part) => part.read(scope))),
    Promise.all(parts.map((part) => part.stamps(scope.owner))),
  ]);
  const work: WorkByPart = Object.fromEntries(parts.map((part, index) => [part.name, read[index]]));
  const { bytes } = await writeProjectFile(origin, work, onProgress);
  const file = new File(
    [new Uint8Array(bytes)],
    projectFileName(origin.project.name, origin.exportedAt),
    {
      type: PROJECT_FILE_TYPE,
    },
  );
  // What the project's work on the device will be once the file has left: the add-only items
  // in it (signed proposals) are then kept elsewhere, so they leave the stamps.
  const leaving = new Set(
    parts
      .filter((part) => part.addOnly)
      .flatMap((part) => (work[part.name] ?? []).map((item) => `${part.name}:${item.id}`)),
  );
  const fingerprint = fingerprintOf(
    stamps
      .flat()
      .filter(
        (stamp) =>
          stamp.projectRef === scope.projectRef && !leaving.has(`${stamp.part}:${stamp.id}`),
      ),
  );
  return { file, work, fingerprint };
}

/** The file has left the device (shared or downloaded). */
export async function markExported(
  parts: readonly WorkPart[],
  scope: WorkScope,
  exported: ExportedProject,
) {
  writeExportMark(scope.owner, scope.projectRef, {
    at: new Date().toISOString(),
    fingerprint: exported.fingerprint,
  });
  for (const part of parts) await part.exported?.(scope, exported.work[part.name] ?? []);
}
