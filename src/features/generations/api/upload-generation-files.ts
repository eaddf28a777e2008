import type { CreatedGeneration } from '@/features/generations/api/generation-schemas';
import { ApiError, uploadToPresignedUrl, type AbortOptions } from '@/lib/api-client';

export const UPLOAD_ERRORS = {
  source: 'Failed to upload some source images',
  inspiration: 'Failed to upload some inspiration images',
  files: 'Failed to upload files',
} as const;

export type UploadKind = 'source' | 'inspiration';

/** One file on its way to the presigned URL the create call returned for it. */
export type UploadItem = { id: string; kind: UploadKind; url: string; file: Blob };

export type UploadItemState = {
  status: 'pending' | 'uploading' | 'done' | 'failed';
  loaded: number;
  total: number;
};

export type UploadOptions = AbortOptions & {
  /** Files sent at once (phones on mobile networks do better with few). */
  concurrency?: number;
  /** Further attempts after a network error or a 5xx. */
  retries?: number;
  /** The first wait before trying again; it doubles each time. */
  retryDelayMs?: number;
  onItem?: (id: string, state: UploadItemState) => void;
};

/** Network failures and server errors may pass; a 4xx (expired, refused) will not. */
function isRetryable(error: unknown) {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 0;
  return error instanceof TypeError;
}

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(
        signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function uploadOne(
  item: UploadItem,
  options: Required<Omit<UploadOptions, 'signal' | 'onItem'>> & UploadOptions,
) {
  const { signal, onItem, retries, retryDelayMs } = options;
  const total = item.file.size;
  for (let attempt = 0; ; attempt++) {
    onItem?.(item.id, { status: 'uploading', loaded: 0, total });
    try {
      await uploadToPresignedUrl(item.url, item.file, {
        signal,
        onProgress: ({ loaded }) => onItem?.(item.id, { status: 'uploading', loaded, total }),
      });
      onItem?.(item.id, { status: 'done', loaded: total, total });
      return true;
    } catch (error) {
      signal?.throwIfAborted();
      if (attempt >= retries || !isRetryable(error)) {
        onItem?.(item.id, { status: 'failed', loaded: 0, total });
        return false;
      }
      await wait(retryDelayMs * 2 ** attempt, signal);
    }
  }
}

/** Runs `work` over `items`, at most `limit` at a time, in order of starting. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/**
 * PUTs the source files, then the inspiration files (spec §4), a few at a time, trying again
 * with backoff after network errors and 5xx. Resolves with the items that still failed, so a
 * 'Retry' can send only those.
 */
export async function uploadItems(items: readonly UploadItem[], options: UploadOptions = {}) {
  const settings = { concurrency: 3, retries: 2, retryDelayMs: 500, ...options };
  for (const item of items) {
    settings.onItem?.(item.id, { status: 'pending', loaded: 0, total: item.file.size });
  }
  const failed: UploadItem[] = [];
  for (const kind of ['source', 'inspiration'] as const) {
    await eachLimited(
      items.filter((item) => item.kind === kind),
      settings.concurrency,
      async (item) => {
        if (!(await uploadOne(item, settings))) failed.push(item);
      },
    );
  }
  return failed;
}

/** The §8 message for what failed: sources first, as they are uploaded first. */
export function uploadFailureMessage(failed: readonly UploadItem[]) {
  if (failed.some((item) => item.kind === 'source')) return UPLOAD_ERRORS.source;
  return failed.length > 0 ? UPLOAD_ERRORS.inspiration : undefined;
}

/** The upload items of a created generation: one per file, with the URL returned for it. */
export function uploadItemsFor(
  created: Pick<CreatedGeneration, 'uploadUrls' | 'inspirationUploadUrls'>,
  sources: readonly { id: string; file: Blob }[],
  inspirations: readonly { id: string; file: Blob }[],
): UploadItem[] {
  if (
    created.uploadUrls.length < sources.length ||
    created.inspirationUploadUrls.length < inspirations.length
  ) {
    throw new Error(UPLOAD_ERRORS.files);
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

/**
 * Uploads every file of a created generation; throws the §8 message of the set that failed.
 */
export async function uploadGenerationFiles(
  created: Pick<CreatedGeneration, 'uploadUrls' | 'inspirationUploadUrls'>,
  sourceFiles: readonly Blob[],
  inspirationFiles: readonly Blob[],
  options: UploadOptions = {},
) {
  const items = uploadItemsFor(
    created,
    sourceFiles.map((file, i) => ({ id: `source-${i}`, file })),
    inspirationFiles.map((file, i) => ({ id: `inspiration-${i}`, file })),
  );
  const message = uploadFailureMessage(await uploadItems(items, options));
  if (message) throw new Error(message);
}
