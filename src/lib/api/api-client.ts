import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod/mini';

import { apiBaseUrl } from '@/config/env';
import { whenApiReady } from '@/lib/api/api-ready';
import { reportNetworkAnswer, reportNetworkFailure } from '@/lib/network/network-status';
import { isShowableUrl } from '@/lib/api/safe-url';
import { isOwnPictureUrl } from '@/lib/images/own-picture-urls';
import { getSession } from '@/lib/session/session';
import { expireSession } from '@/lib/session/sign-out-wipe';
import type { UploadProgress, UploadTransport } from '@/lib/uploads/upload-transport';

/**
 * The one HTTP client of the app (spec §7, §8). Every call to the REST API and to storage goes
 * through here: JSON in and out, the bearer token when signed in, never cookies.
 */

/** Any non-2xx answer. The message is the status code followed by the response text (§8). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, when the response had one (e.g. `{ error: '...' }`). */
  readonly body: unknown;

  constructor(status: number, text: string, body: unknown) {
    super(`${status} ${text}`.trim());
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const NETWORK_ERROR_MESSAGE = msg`The server could not be reached. Check your connection and try again.`;

/**
 * No answer at all: the device is offline, or the network or the server is down. Nothing says
 * whether the server received the request, so nothing that writes is sent again by itself.
 */
export class NetworkError extends Error {
  constructor(options?: { cause?: unknown }) {
    // In the app's language when it happened: it is shown as the error's message.
    super(i18n._(NETWORK_ERROR_MESSAGE), options);
    this.name = 'NetworkError';
  }
}

/** True for a request that got no answer (see NetworkError); an abort is not one. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Runs `send` (fetch, an upload) and reports to the network status whether an answer came. A
 * failure without an answer becomes a NetworkError; an abort stays what it is.
 */
async function withNetworkReport<T>(send: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    reportNetworkFailure();
    throw new NetworkError({ cause: error });
  }
  reportNetworkAnswer();
  return answer;
}

/** A 2xx answer whose body does not match the contract: names the endpoint and the fields. */
export class ContractError extends Error {
  readonly endpoint: string;
  readonly issues: string[];

  constructor(endpoint: string, issues: string[]) {
    super(`Unexpected response from ${endpoint}: ${issues.join('; ')}`);
    this.name = 'ContractError';
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

/** A readable list of what broke the contract, one entry per field ("items.0.name: ..."). */
function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field}: ${issue.message}` : issue.message;
  });
}

/** The `error` (or `message`) text of an API error body, when it has one. */
export function errorMessageFromBody(error: unknown, field: 'error' | 'message' = 'error') {
  if (!(error instanceof ApiError)) return undefined;
  const { body } = error;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type RequestOptions = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/** Lets a caller (React Query) cancel a request. */
export type AbortOptions = { signal?: AbortSignal };

type ParsedRequestOptions<T> = RequestOptions & { schema: z.ZodMiniType<T> };

/** The address of an API path (`/api/...`) under the configured base URL. */
function apiUrl(path: string) {
  return `${apiBaseUrl()}${path}`;
}

/** An organization-scoped API path, `/api/{org}/...`, with every segment encoded. */
export function orgApiPath(organizationRef: string, ...segments: string[]) {
  return ['/api', organizationRef, ...segments]
    .map((s, i) => (i ? encodeURIComponent(s) : s))
    .join('/');
}

function isOrganizationCall(path: string) {
  return path.startsWith('/api/') && !path.startsWith('/api/auth/');
}

function isJson(response: Response) {
  return /\bjson\b/i.test(response.headers.get('content-type') ?? '');
}

/** The headers of every API call: JSON, and the session's bearer token when signed in. */
function requestHeaders(token: string | undefined, hasBody: boolean) {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function sessionToken() {
  const session = getSession();
  return session.status === 'signed-in' ? session.user.token : undefined;
}

/**
 * GETs started before the screen that needs them has loaded (src/app/early-screen-data.ts), by
 * path: the screen's own request takes the answer instead of asking again. An answer is taken
 * once, only by a request with the same token, and only within `EARLY_ANSWER_MAX_AGE_MS` of its
 * start; a request that got no answer or a non-2xx one is not taken (the screen's request then
 * asks, and handles what it gets, a 401 included, as always).
 */
type EarlyGet = { token: string; startedAt: number; response: Promise<Response | undefined> };

const EARLY_ANSWER_MAX_AGE_MS = 30_000;
const earlyGets = new Map<string, EarlyGet>();

function isFresh(early: EarlyGet) {
  return Date.now() - early.startedAt < EARLY_ANSWER_MAX_AGE_MS;
}

/**
 * Starts GET `path` now, as the screen's request would send it (same address and headers), for
 * the screen's request to take (above). Only when signed in; it waits for `whenApiReady`, as
 * every request does (in demo mode, for the in-browser API). Resolves to the answer's parsed
 * JSON body when `read` is true and the answer is a 2xx, else to undefined; never rejects.
 */
export function startEarlyGet(path: string, { read = false }: { read?: boolean } = {}) {
  const token = sessionToken();
  if (token === undefined) return Promise.resolve(undefined);
  for (const [key, early] of earlyGets) if (!isFresh(early)) earlyGets.delete(key);
  const current = earlyGets.get(path);
  if (current?.token === token) return Promise.resolve(undefined);

  const response = whenApiReady()
    .then(() =>
      fetch(apiUrl(path), {
        method: 'GET',
        headers: requestHeaders(token, false),
        credentials: 'omit',
      }),
    )
    .then(
      (answer) => (answer.ok ? answer : undefined),
      () => undefined,
    );
  earlyGets.set(path, { token, startedAt: Date.now(), response });
  if (!read) return Promise.resolve(undefined);
  // A copy of the body, made before the screen's request (registered later) reads it.
  return response
    .then((answer): Promise<unknown> | undefined => answer?.clone().json())
    .catch(() => undefined);
}

/** The early answer to GET `path` for `token`, once (see `startEarlyGet`). */
function takeEarlyGet(path: string, token: string | undefined) {
  const early = earlyGets.get(path);
  if (!early) return undefined;
  earlyGets.delete(path);
  return early.token === token && isFresh(early) ? early.response : undefined;
}

/** Forgets the early answers nobody took (tests start each from none). */
export function forgetEarlyGets() {
  earlyGets.clear();
}

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Calls the API at `path` (`/api/...`). Resolves to the parsed body, validated by `schema` when
 * given; a 204 or a non-JSON response gives `undefined`. Throws ApiError on any non-2xx (a 401
 * from an organization call also signs the user out), NetworkError when no answer came.
 */
export async function apiRequest<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
export async function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, schema }: RequestOptions & { schema?: z.ZodMiniType<T> } = {},
): Promise<unknown> {
  await whenApiReady();
  signal?.throwIfAborted();

  const session = getSession();
  const token = session.status === 'signed-in' ? session.user.token : undefined;
  const early = method === 'GET' ? takeEarlyGet(path, token) : undefined;
  const earlyAnswer = early && (await unlessAborted(early, signal));
  if (earlyAnswer) reportNetworkAnswer();

  const response =
    earlyAnswer ??
    (await withNetworkReport(
      () =>
        fetch(apiUrl(path), {
          method,
          headers: requestHeaders(token, body !== undefined),
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'omit',
          signal,
        }),
      signal,
    ));

  const endpoint = `${method} ${path}`;
  const text = response.status === 204 ? '' : await response.text();
  let data: unknown;
  if (text !== '' && isJson(response)) {
    try {
      data = JSON.parse(text);
    } catch {
      if (response.ok) throw new ContractError(endpoint, ['the body is not valid JSON']);
    }
  }

  if (!response.ok) {
    if (response.status === 401 && isOrganizationCall(path) && session.status === 'signed-in') {
      // The session ends now; what goes with it is decided in sign-out-wipe.ts.
      void expireSession().catch(() => undefined);
    }
    throw new ApiError(response.status, text, data);
  }

  if (!schema) return data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ContractError(endpoint, describeIssues(parsed.error));
  return parsed.data;
}

/**
 * Sends a file's raw bytes to a presigned storage URL (no Authorization header: presigned URLs
 * refuse a second kind of authentication), through `transport` (the app's comes from
 * `useUploadTransport()`; it reports progress). Anything but 200 is an error (§5).
 */
export async function uploadToPresignedUrl(
  transport: UploadTransport,
  url: string,
  file: Blob,
  { signal, onProgress }: AbortOptions & { onProgress?: (progress: UploadProgress) => void } = {},
) {
  // The schemas already leave such addresses out; nothing else reaches the transport either.
  if (!isShowableUrl(url)) throw new TypeError(`Not an address to upload to: ${url.slice(0, 40)}`);
  await whenApiReady();
  const response = await withNetworkReport(
    () => transport({ url, file, signal, onProgress }),
    signal,
  );
  if (response.status !== 200) throw new ApiError(response.status, response.text, undefined);
}

/** Downloads a file (an image URL from the API) as a Blob. */
export async function downloadBlob(url: string, { signal }: AbortOptions = {}) {
  // A picture the app made on the device (an edited design's): its bytes, without a network.
  if (isOwnPictureUrl(url)) return (await fetch(url, { signal })).blob();
  // The schemas already leave such addresses out; nothing else reaches fetch either.
  if (!isShowableUrl(url)) throw new TypeError(`Not an address to download: ${url.slice(0, 40)}`);
  await whenApiReady();
  const response = await withNetworkReport(
    () => fetch(url, { credentials: 'omit', signal }),
    signal,
  );
  if (!response.ok) throw new ApiError(response.status, await response.text(), undefined);
  return response.blob();
}
