import {
  ApiError,
  isNetworkError,
  uploadToPresignedUrl,
  type AbortOptions,
} from '@/lib/api/api-client';
import { eachLimited } from '@/lib/uploads/limit';
import { isBrowserOffline, whenBrowserOnline } from '@/lib/network/network-status';
import type { UploadTransport } from '@/lib/uploads/upload-transport';

/** One file on its way to its presigned URL. */
export type UploadFile = { id: string; url: string; file: Blob };

export type UploadItemState = {
  /** `waiting`: the browser is offline; the file goes (again) once it is back online. */
  status: 'pending' | 'uploading' | 'waiting' | 'done' | 'failed';
  loaded: number;
  total: number;
  /** With `failed`: the storage refused the file (a 4xx), rather than not answering or a 5xx. */
  refused?: boolean;
};

export type UploadOptions = AbortOptions & {
  /** Files sent at once (phones on mobile networks do better with few). */
  concurrency?: number;
  /** Further attempts after a network error or a 5xx (waiting for the network spends none). */
  retries?: number;
  /** The first wait before trying again; it doubles each time. */
  retryDelayMs?: number;
  onItem?: (id: string, state: UploadItemState) => void;
};

/** Network failures and server errors may pass; a 4xx (expired, refused) will not. */
function isRetryable(error: unknown) {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 0;
  return isNetworkError(error);
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
  transport: UploadTransport,
  item: UploadFile,
  options: Required<Omit<UploadOptions, 'signal' | 'onItem'>> & UploadOptions,
) {
  const { signal, onItem, retries, retryDelayMs } = options;
  const total = item.file.size;
  // While the browser is offline nothing is sent: the file waits for the network to come back.
  const untilOnline = async () => {
    if (!isBrowserOffline()) return;
    onItem?.(item.id, { status: 'waiting', loaded: 0, total });
    await whenBrowserOnline(signal);
  };
  for (let attempt = 0; ;) {
    await untilOnline();
    onItem?.(item.id, { status: 'uploading', loaded: 0, total });
    try {
      await uploadToPresignedUrl(transport, item.url, item.file, {
        signal,
        onProgress: ({ loaded }) => onItem?.(item.id, { status: 'uploading', loaded, total }),
      });
      onItem?.(item.id, { status: 'done', loaded: total, total });
      return true;
    } catch (error) {
      signal?.throwIfAborted();
      // Cut off by the network going away: not the file's fault, so no attempt is spent.
      if (isNetworkError(error) && isBrowserOffline()) continue;
      if (attempt >= retries || !isRetryable(error)) {
        onItem?.(item.id, { status: 'failed', loaded: 0, total, refused: !isRetryable(error) });
        return false;
      }
      await wait(retryDelayMs * 2 ** attempt, signal);
      attempt += 1;
    }
  }
}

/**
 * PUTs the files of each batch, one batch after the other, a few files at a time, trying again
 * with backoff after network errors and 5xx, through `transport`. While the browser is offline
 * the files not yet sent wait (state `waiting`) and go once it is back, without spending their
 * retries. Resolves with the files that still failed, so a 'Retry' can send only those; rejects
 * when `signal` aborts.
 */
export async function uploadBatches<T extends UploadFile>(
  transport: UploadTransport,
  batches: readonly (readonly T[])[],
  options: UploadOptions = {},
) {
  const settings = { concurrency: 3, retries: 2, retryDelayMs: 500, ...options };
  for (const item of batches.flat()) {
    settings.onItem?.(item.id, { status: 'pending', loaded: 0, total: item.file.size });
  }
  const failed: T[] = [];
  for (const batch of batches) {
    await eachLimited(batch, settings.concurrency, async (item) => {
      if (!(await uploadOne(transport, item, settings))) failed.push(item);
    });
  }
  return failed;
}
