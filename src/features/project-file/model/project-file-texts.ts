import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { WorkPartName } from '@/lib/project-work/project-work';
import type { ItemStatus } from '@/features/project-file/model/compare-work';
import type { ProjectFileProblem } from '@/features/project-file/model/project-file-error';
import { PROJECT_FILE_LIMITS } from '@/features/project-file/model/project-file-format';

/** What the user reads about a project file, in the app's language. No React here. */

export function partLabel(i18n: I18n, part: WorkPartName): string {
  switch (part) {
    case 'plan':
      return i18n._(msg`Presentation plan`);
    case 'prices':
      return i18n._(msg`Prices`);
    case 'price-list':
      return i18n._(msg`Price list and currency`);
    case 'edits':
      return i18n._(msg`Edited design`);
    case 'signed':
      return i18n._(msg`Signed proposal`);
  }
}

export function statusLabel(i18n: I18n, status: ItemStatus): string {
  switch (status) {
    case 'new':
      return i18n._(msg`New`);
    case 'newer':
      return i18n._(msg`Newer`);
    case 'same':
      return i18n._(msg`Same`);
    case 'older':
      return i18n._(msg`Older`);
    case 'missing':
      return i18n._(msg`Design missing`);
  }
}

/** What applying does to an item of this status. */
export function statusMeaning(i18n: I18n, status: ItemStatus): string {
  switch (status) {
    case 'new':
      return i18n._(msg`Not on this device: it will be added.`);
    case 'newer':
      return i18n._(msg`Changed after this device's: it will replace it.`);
    case 'same':
      return i18n._(msg`The same as on this device.`);
    case 'older':
      return i18n._(msg`This device's changed later: it stays as it is.`);
    case 'missing':
      return i18n._(
        msg`Its design is not among your designs (deleted, or of another account): it is not opened.`,
      );
  }
}

function megabytes(i18n: I18n, bytes: number) {
  return i18n.number(bytes / (1024 * 1024), { maximumFractionDigits: 0 });
}

/** Why a file was not opened; each says that nothing changed. */
export function problemMessage(i18n: I18n, problem: ProjectFileProblem): string {
  switch (problem.kind) {
    case 'not-project-file':
      return i18n._(msg`This is not a YardVision project file. Nothing was changed.`);
    case 'damaged':
      return i18n._(
        msg`This project file is damaged or incomplete. Nothing was changed. Export it again on the device it came from.`,
      );
    case 'digest-mismatch': {
      const path = problem.path;
      return i18n._(
        msg`This project file was changed after it was exported (${path} is not what it was). Nothing was changed.`,
      );
    }
    case 'newer-format':
      return i18n._(
        msg`This project file was made by a newer version of YardVision. Nothing was changed. Reload the app to update it, then open the file again.`,
      );
    case 'other-organization':
      return i18n._(msg`This project file belongs to another organization. Nothing was changed.`);
    case 'too-large': {
      if (problem.limit === 'entries') {
        const limit = i18n.number(PROJECT_FILE_LIMITS.entries);
        return i18n._(
          msg`This file holds more than ${limit} files, more than a project file does. Nothing was changed.`,
        );
      }
      const size = megabytes(
        i18n,
        problem.limit === 'file'
          ? PROJECT_FILE_LIMITS.fileBytes
          : PROJECT_FILE_LIMITS.unpackedBytes,
      );
      return problem.limit === 'file'
        ? i18n._(
            msg`This file is too large to open (the limit is ${size} MB). Nothing was changed.`,
          )
        : i18n._(
            msg`This file unpacks to more than ${size} MB, more than a project file does. Nothing was changed.`,
          );
    }
    case 'unsafe-path': {
      const path = problem.path;
      return i18n._(
        msg`This file holds a path outside its folder (${path}), so it was not opened. Nothing was changed.`,
      );
    }
    case 'invalid-item': {
      const part = partLabel(i18n, problem.part);
      if (problem.reason === 'signature') {
        return i18n._(
          msg`A signed proposal in this file does not match its approval record. Nothing was changed.`,
        );
      }
      return problem.reason === 'picture'
        ? i18n._(msg`A picture in this file cannot be read (${part}). Nothing was changed.`)
        : i18n._(msg`Part of this file cannot be read (${part}). Nothing was changed.`);
    }
    case 'unreadable':
      return i18n._(msg`This file could not be read. Nothing was changed. Choose it again.`);
  }
}
