import { http, HttpResponse } from 'msw';

import { STORAGE_PATH, type MockApi } from '@/demo/mock-api';

/** An error the way object storage answers: XML with a code and a message. */
function storageError(status: number, code: string, message: string) {
  return new HttpResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    { status, headers: { 'Content-Type': 'application/xml' } },
  );
}

/** The object key of a storage URL. */
function keyOf(request: Request) {
  const { pathname } = new URL(request.url);
  return pathname
    .slice(pathname.indexOf(STORAGE_PATH) + STORAGE_PATH.length + 1)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
}

/**
 * Presigned-URL storage: PUT stores the raw bytes with their content type when the URL's
 * signature is valid and unexpired; GET serves them. Like real presigned URLs, a request that
 * also carries an Authorization header is refused.
 */
export function storageHandlers(api: MockApi, origin: string) {
  const objects = `${origin}${STORAGE_PATH}/*`;
  return [
    http.put(objects, async ({ request }) => {
      if (request.headers.has('Authorization')) {
        return storageError(
          400,
          'InvalidArgument',
          'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter should be specified',
        );
      }
      const slot = api.findSlot(keyOf(request));
      const signature = new URL(request.url).searchParams.get('X-Amz-Signature');
      if (!slot || !signature || signature !== slot.signature) {
        return storageError(403, 'SignatureDoesNotMatch', 'The request signature does not match');
      }
      if (slot.expiresAt <= api.now()) {
        return storageError(403, 'AccessDenied', 'Request has expired');
      }
      const contentType = request.headers.get('Content-Type') ?? '';
      if (contentType !== slot.contentType) {
        return storageError(403, 'SignatureDoesNotMatch', 'The Content-Type was not signed');
      }
      const bytes = await request.arrayBuffer();
      await api.storeUpload(slot, { contentType, bytes: new Blob([bytes], { type: contentType }) });
      return new HttpResponse(null, { status: 200, headers: { ETag: `"${slot.key.length}"` } });
    }),

    http.get(objects, async ({ request }) => {
      const file = await api.readFile(keyOf(request));
      if (!file) return storageError(404, 'NoSuchKey', 'The specified key does not exist.');
      // The bytes, not the Blob: Node's Response cannot read the test DOM's Blob (the unit tests).
      return new HttpResponse(await file.bytes.arrayBuffer(), {
        status: 200,
        headers: { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=31536000' },
      });
    }),
  ];
}
