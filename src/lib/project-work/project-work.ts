import type { I18n } from '@lingui/core';

/**
 * A project's work that lives on the device (the API has no field for it), as parts that a
 * project file carries from one device to another. Each feature that keeps such work says how
 * to read its part on the device, check it from a file and write it (a `WorkPart`); the project
 * file (`features/project-file`) only packs, compares and applies items, and `src/app` hands it
 * the parts (`app/project-file/project-work-parts.ts`). No React here.
 */

/** The parts, in the order a file lists them and a screen shows them. */
export const WORK_PART_NAMES = ['plan', 'prices', 'price-list', 'edits', 'signed'] as const;
export type WorkPartName = (typeof WORK_PART_NAMES)[number];

export type WorkScope = {
  /** Whose device work (`sessionOwner`: organization/user). */
  owner: string;
  projectRef: string;
  /** The app's language: names made from data (an edited design's) are made in it. */
  i18n: I18n;
};

/** One item of a part: what is new, newer, the same or older than the device's, as a whole. */
export type WorkItem = {
  /**
   * Unique within its part, the same on every device: 'plan', an edited design's ref, a signed
   * proposal's content digest.
   */
  id: string;
  /**
   * When it last changed (ISO 8601, UTC); a signed proposal's, when it was signed. Not in
   * `files`: the same content saved at two moments is the same item.
   */
  updatedAt: string;
  /** What the user reads for it where the part's name is not enough (a design's, a file's). */
  title?: string;
  /**
   * Its content as it travels, by entry name (letters, digits, '.', '-' and '_' only, unique
   * within the item: the file puts each item in a folder of its own). The same content gives
   * the same bytes (`jsonFile` writes keys in one order).
   */
  files: Record<string, Uint8Array>;
  /** The designs (generation refs) it is about: shown as missing when the API has none. */
  designRefs?: string[];
};

/** An item read from a file and checked: `write` keeps it on this device, with its `updatedAt`. */
export type CheckedWorkItem = { item: WorkItem; write: () => Promise<void> };

/** What a part says of an item of a file it cannot take (the file is refused as a whole). */
export class InvalidWorkItemError extends Error {
  readonly part: WorkPartName;
  readonly reason: 'content' | 'picture' | 'signature';

  constructor(part: WorkPartName, reason: 'content' | 'picture' | 'signature') {
    super(`Invalid ${part} item (${reason})`);
    this.name = 'InvalidWorkItemError';
    this.part = part;
    this.reason = reason;
  }
}

/** Where an item of a part last changed: enough to tell whether a project changed since. */
export type WorkStamp = { projectRef: string; part: WorkPartName; id: string; updatedAt: string };

export type WorkPart = {
  name: WorkPartName;
  /**
   * Items once on a device are never replaced or removed (signed proposals): a file only adds
   * those the device lacks.
   */
  addOnly: boolean;
  /** The project's items on this device. */
  read: (scope: WorkScope) => Promise<WorkItem[]>;
  /**
   * Checks an item read from a file: its entries against the part's schema, its pictures
   * decoded, a signed PDF verified against its record. Rejects with InvalidWorkItemError.
   */
  check: (scope: WorkScope, item: WorkItem) => Promise<CheckedWorkItem>;
  /**
   * Every project's stamps on this device (cheap: no pictures or PDFs read, where it can): of the
   * items that exist only here (a signed proposal shared already is kept elsewhere: none).
   */
  stamps: (owner: string) => Promise<WorkStamp[]>;
  /** Told once `items` (read by `read`) have left the device in a file (signed: now shared). */
  exported?: (scope: WorkScope, items: readonly WorkItem[]) => Promise<void>;
};

/** The parts, loaded when a project file is made or opened (`src/app` names them). */
export type LoadWorkParts = () => Promise<readonly WorkPart[]>;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** `value` as a file's bytes: JSON with its keys sorted, so the same value gives the same bytes. */
export function jsonFile(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(sorted(value)));
}

/** The JSON value of a file's bytes; rejects (InvalidWorkItemError) when they are not JSON. */
export function readJsonFile(part: WorkPartName, bytes: Uint8Array | undefined): unknown {
  if (!bytes) throw new InvalidWorkItemError(part, 'content');
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    throw new InvalidWorkItemError(part, 'content');
  }
}
