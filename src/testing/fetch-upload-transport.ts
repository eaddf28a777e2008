import type { UploadTransport } from '@/lib/uploads/upload-transport';

/**
 * PUT with fetch, reading the bytes first: the test DOM has no real XHR upload, and Node's fetch
 * cannot send the test DOM's Blobs. Reports the whole file as sent once the answer is in.
 */
export const fetchUploadTransport: UploadTransport = async ({ url, file, signal, onProgress }) => {
  const body = await file.arrayBuffer();
  const response = await fetch(url, {
    method: 'PUT',
    headers: file.type ? { 'Content-Type': file.type } : undefined,
    body,
    credentials: 'omit',
    signal,
  });
  onProgress?.({ loaded: file.size, total: file.size });
  return { status: response.status, text: await response.text() };
};
