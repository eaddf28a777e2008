import { createContext, useContext } from 'react';

/**
 * How a file's bytes travel to a presigned storage URL. The browser uses XMLHttpRequest, the
 * only API with upload progress; tests give the app another transport through its provider
 * (`src/testing/fetch-upload-transport.ts`).
 */

export type UploadProgress = { loaded: number; total: number };

export type UploadRequest = {
  url: string;
  file: Blob;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
};

/** Resolves with the storage's answer; rejects (TypeError) only when the network failed. */
export type UploadTransport = (request: UploadRequest) => Promise<{ status: number; text: string }>;

/** PUT with XMLHttpRequest: progress events, no cookies, no Authorization header. */
export const xhrUploadTransport: UploadTransport = ({ url, file, signal, onProgress }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = false;
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const abort = () => xhr.abort();
    // The signal outlives this request (it covers the whole upload): let go of it when done.
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      onProgress?.({ loaded: file.size, total: file.size });
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new TypeError('Network error while uploading'));
    xhr.ontimeout = () => reject(new TypeError('The upload timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', abort, { once: true });
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(file);
  });

/**
 * The transport the app's uploads use, provided around every screen that fetches (the data
 * layout: XHR in the browser; tests give `AppProvider` a fetch transport).
 */
export const UploadTransportContext = createContext<UploadTransport | undefined>(undefined);

/** The upload transport of the surrounding `UploadTransportContext`. */
export function useUploadTransport(): UploadTransport {
  const transport = useContext(UploadTransportContext);
  if (!transport) throw new Error('useUploadTransport needs an UploadTransportContext provider');
  return transport;
}
