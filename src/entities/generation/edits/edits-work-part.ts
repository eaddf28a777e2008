import type { I18n } from '@lingui/core';
import { z } from 'zod/mini';

import {
  designEditSchema,
  listEdits,
  writeEdit,
  type DesignEdit,
} from '@/entities/generation/edits/design-edit-store';
import { layerGenerationRef } from '@/entities/generation/edits/edit-operations';
import { editedDesignName } from '@/entities/generation/edits/edited-design-name';
import { decodeWithImageElement, type DecodedImage } from '@/lib/images/decode-image';
import { readJpegInfo, type PixelSize } from '@/lib/images/image-header';
import {
  InvalidWorkItemError,
  jsonFile,
  readJsonFile,
  type CheckedWorkItem,
  type WorkItem,
  type WorkPart,
  type WorkScope,
} from '@/lib/project-work/project-work';

/**
 * The designs edited in 'Keep and mix' as a part of a project file: one item per edit of the
 * project's designs (by the design's ref). `edit.json` holds what the edit is made of (not whose
 * it is, when it was saved or downloaded), `picture.jpg` its picture.
 */

const EDIT_FILE = 'edit.json';
const PICTURE_FILE = 'picture.jpg';

/** What an edit is made of, as a file carries it: the schema of an edit, less the device's own. */
const editContentSchema = z.omit(designEditSchema, {
  owner: true,
  updatedAt: true,
  downloadedAt: true,
  picture: true,
});
type EditContent = z.infer<typeof editContentSchema>;

const isoDate = z.iso.datetime();

/** Decodes a picture; rejects when it cannot (corrupt, truncated, not an image). */
export type DecodePicture = (picture: Uint8Array) => Promise<PixelSize>;

/** The browser's decoder: a bitmap where it can make one, else an `<img>`. */
async function decodeInBrowser(picture: Uint8Array): Promise<PixelSize> {
  const blob = new Blob([picture.slice()], { type: 'image/jpeg' });
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  }
  const decoded: DecodedImage = await decodeWithImageElement(blob);
  decoded.release();
  return { width: decoded.width, height: decoded.height };
}

/** What `edit` is made of (the device's own fields left out). */
function contentOf(edit: DesignEdit): EditContent {
  return editContentSchema.parse(edit);
}

function editItem(
  content: EditContent,
  picture: Uint8Array,
  updatedAt: string,
  i18n: I18n,
): WorkItem {
  const layerRefs = content.layers.flatMap((layer) => layerGenerationRef(layer) ?? []);
  return {
    id: content.baseRef,
    updatedAt,
    title: editedDesignName(content, i18n),
    files: { [EDIT_FILE]: jsonFile(content), [PICTURE_FILE]: picture },
    designRefs: [...new Set([content.baseRef, ...layerRefs])],
  };
}

/** Whether `picture` is a JPEG of `width` x `height` that decodes. */
async function pictureFits(picture: Uint8Array, size: PixelSize, decode: DecodePicture) {
  const header = readJpegInfo(picture);
  // The header first: a picture of another size is refused before it is decoded.
  if (header?.width !== size.width || header.height !== size.height) return false;
  try {
    const decoded = await decode(picture);
    return decoded.width === size.width && decoded.height === size.height;
  } catch {
    return false;
  }
}

async function checkEdit(
  scope: WorkScope,
  item: WorkItem,
  decode: DecodePicture,
): Promise<CheckedWorkItem> {
  const parsed = editContentSchema.safeParse(readJsonFile('edits', item.files[EDIT_FILE]));
  if (
    !parsed.success ||
    parsed.data.baseRef !== item.id ||
    parsed.data.projectRef !== scope.projectRef ||
    !isoDate.safeParse(item.updatedAt).success
  ) {
    throw new InvalidWorkItemError('edits', 'content');
  }
  const content = parsed.data;
  const picture = Object.hasOwn(item.files, PICTURE_FILE) ? item.files[PICTURE_FILE] : undefined;
  if (!picture || !(await pictureFits(picture, content, decode))) {
    throw new InvalidWorkItemError('edits', 'picture');
  }
  return {
    item: editItem(content, picture, item.updatedAt, scope.i18n),
    write: () =>
      writeEdit({
        ...content,
        owner: scope.owner,
        updatedAt: item.updatedAt,
        picture: picture.slice().buffer,
      }),
  };
}

/** The edits part, with `decodePicture` to decode the pictures of a file (tests give their own). */
export function makeEditsWorkPart({
  decodePicture = decodeInBrowser,
}: { decodePicture?: DecodePicture } = {}): WorkPart {
  return {
    name: 'edits',
    addOnly: false,
    read: async (scope) =>
      (await listEdits(scope.owner))
        .filter((edit) => edit.projectRef === scope.projectRef)
        .sort((a, b) => a.baseRef.localeCompare(b.baseRef))
        .map((edit) =>
          editItem(contentOf(edit), new Uint8Array(edit.picture), edit.updatedAt, scope.i18n),
        ),
    check: (scope, item) => checkEdit(scope, item, decodePicture),
    // An edit of a design without a project is no project's.
    stamps: async (owner) =>
      (await listEdits(owner)).flatMap((edit) =>
        edit.projectRef === undefined
          ? []
          : [
              {
                projectRef: edit.projectRef,
                part: 'edits',
                id: edit.baseRef,
                updatedAt: edit.updatedAt,
              },
            ],
      ),
  };
}

export const editsWorkPart = makeEditsWorkPart();
