import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { UploadFile } from '@/lib/uploads/upload-scheduler';

/** What an upload says when files fail (spec §8). */
export const UPLOAD_ERRORS = {
  source: msg`Failed to upload some source images`,
  inspiration: msg`Failed to upload some inspiration images`,
  files: msg`Failed to upload files`,
  /** The create was asked for without a style (`STYLE_REQUIRED_MESSAGE`). */
  styleRequired: msg`Style is required`,
};

type UploadKind = 'source' | 'inspiration';

/** One file of a generation on its way to the presigned URL the create call returned for it. */
export type UploadItem = UploadFile & { kind: UploadKind };

/** The upload addresses a created generation answers with, in the order of its files. */
export type UploadUrls = { uploadUrls: string[]; inspirationUploadUrls: string[] };

/** The source files go first, then the inspiration files (spec §4). */
export function uploadOrder(items: readonly UploadItem[]): UploadItem[][] {
  return (['source', 'inspiration'] as const).map((kind) =>
    items.filter((item) => item.kind === kind),
  );
}

/** The §8 message for what failed: sources first, as they are uploaded first. */
export function uploadFailureMessage(failed: readonly UploadItem[]): MessageDescriptor | undefined {
  if (failed.some((item) => item.kind === 'source')) return UPLOAD_ERRORS.source;
  return failed.length > 0 ? UPLOAD_ERRORS.inspiration : undefined;
}

/** The upload items of a created generation: one per file, with the URL returned for it. */
export function uploadItemsFor(
  created: UploadUrls,
  sources: readonly { id: string; file: Blob }[],
  inspirations: readonly { id: string; file: Blob }[],
): UploadItem[] {
  if (
    created.uploadUrls.length < sources.length ||
    created.inspirationUploadUrls.length < inspirations.length
  ) {
    // For the code that catches it, which says `UPLOAD_ERRORS.files` to the user.
    throw new Error('Failed to upload files');
  }
  return [
    ...sources.map((s, i) => ({
      id: s.id,
      kind: 'source' as const,
      url: created.uploadUrls[i] ?? '',
      file: s.file,
    })),
    ...inspirations.map((s, i) => ({
      id: s.id,
      kind: 'inspiration' as const,
      url: created.inspirationUploadUrls[i] ?? '',
      file: s.file,
    })),
  ];
}
