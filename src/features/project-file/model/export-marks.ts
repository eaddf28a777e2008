import { z } from 'zod/mini';

import { WORK_STORAGE_KEY_PREFIX } from '@/config/device-storage';
import type { WorkPart, WorkStamp } from '@/lib/project-work/project-work';

/**
 * When each project's work last left the device in a project file (or came in one), and what it
 * was then: the stamps of its items, as one text. A project whose stamps differ now has work
 * that no file holds (Logout asks about it). Kept in localStorage under the prefix of the user's
 * work (Logout clears it with the work). No React here.
 */

const PREFIX = `${WORK_STORAGE_KEY_PREFIX}project-file:`;

export type ExportMark = { at: string; fingerprint: string };

const markSchema = z.object({ at: z.string(), fingerprint: z.string() });

function key(owner: string, projectRef: string) {
  return `${PREFIX}${owner}|${projectRef}`;
}

/**
 * The project's work as one text: its items' parts, ids and change times, sorted. The price
 * list is the business's, not the project's: it is left out.
 */
export function fingerprintOf(stamps: readonly WorkStamp[]): string {
  return stamps
    .filter((stamp) => stamp.part !== 'price-list')
    .map((stamp) => `${stamp.part}\u0000${stamp.id}\u0000${stamp.updatedAt}`)
    .sort()
    .join('\n');
}

export function readExportMark(owner: string, projectRef: string): ExportMark | undefined {
  try {
    const text = localStorage.getItem(key(owner, projectRef));
    return text ? markSchema.safeParse(JSON.parse(text)).data : undefined;
  } catch {
    return undefined;
  }
}

export function writeExportMark(owner: string, projectRef: string, mark: ExportMark) {
  try {
    localStorage.setItem(key(owner, projectRef), JSON.stringify(mark));
  } catch {
    // Not kept (storage full or off): Logout asks about the project again, which loses nothing.
  }
}

/**
 * The projects whose work on the device no file holds: some item changed (or came) since the
 * last export, or it was never exported. `stamps`: every project's, from every part.
 */
export function projectsNotExported(owner: string, stamps: readonly WorkStamp[]): string[] {
  const byProject = new Map<string, WorkStamp[]>();
  for (const stamp of stamps) {
    if (stamp.part === 'price-list' || stamp.projectRef === '') continue;
    byProject.set(stamp.projectRef, [...(byProject.get(stamp.projectRef) ?? []), stamp]);
  }
  return [...byProject]
    .filter(
      ([projectRef, projectStamps]) =>
        readExportMark(owner, projectRef)?.fingerprint !== fingerprintOf(projectStamps),
    )
    .map(([projectRef]) => projectRef);
}

/**
 * Notes the project's work on the device, as it is now, as held elsewhere: what the app made
 * itself and can make again (demo mode's prices of its demo project) is nothing to export.
 */
export async function markWorkHeld(parts: readonly WorkPart[], owner: string, projectRef: string) {
  const stamps = await Promise.all(parts.map((part) => part.stamps(owner)));
  writeExportMark(owner, projectRef, {
    at: new Date().toISOString(),
    fingerprint: fingerprintOf(stamps.flat().filter((stamp) => stamp.projectRef === projectRef)),
  });
}
