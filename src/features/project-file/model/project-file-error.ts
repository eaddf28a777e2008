import type { WorkPartName } from '@/lib/project-work/project-work';

/**
 * Why a file was not opened, one kind per message the user reads (`open/project-file-messages.ts`).
 * A refused file changes nothing on the device.
 */
export type ProjectFileProblem =
  /** Not a zip, or a zip of something else. */
  | { kind: 'not-project-file' }
  /** A zip cut short or damaged: it cannot be unpacked. */
  | { kind: 'damaged' }
  /** An entry whose bytes are not those the manifest names (changed, or a lying size). */
  | { kind: 'digest-mismatch'; path: string }
  /** Written by a newer app than this one. */
  | { kind: 'newer-format'; version: number }
  /** Another organization's project. */
  | { kind: 'other-organization' }
  /** Over a limit: the file, what it unpacks to, or its number of entries. */
  | { kind: 'too-large'; limit: 'file' | 'unpacked' | 'entries' }
  /** An entry whose path leaves the file's folder (or is not a plain path). */
  | { kind: 'unsafe-path'; path: string }
  /** An item that its part refuses: its content, its picture, a signed PDF not matching. */
  | { kind: 'invalid-item'; part: WorkPartName; reason: 'content' | 'picture' | 'signature' }
  /** The browser could not read the file at all. */
  | { kind: 'unreadable' };

export class ProjectFileError extends Error {
  readonly problem: ProjectFileProblem;

  constructor(problem: ProjectFileProblem) {
    super(`Project file refused: ${problem.kind}`);
    this.name = 'ProjectFileError';
    this.problem = problem;
  }
}
