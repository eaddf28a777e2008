import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  ApiError,
  apiRequest,
  ContractError,
  downloadBlob,
  errorMessageFromBody,
  forgetEarlyGets,
  orgApiPath,
  startEarlyGet,
  uploadToPresignedUrl,
} from '@/lib/api/api-client';
import { runBeforeFirstRequest } from '@/lib/api/api-ready';
import { getSession, SESSION_EXPIRED_MESSAGE, TOKEN_STORAGE_KEY } from '@/lib/session/session';
import { fetchUploadTransport } from '@/testing/fetch-upload-transport';
import { server } from '@/testing/mocks/server';
import { createTestToken, TEST_USER } from '@/testing/tokens';

const CUSTOMERS_PATH = `/api/${TEST_USER.organizationRef}/customers`;
const STORAGE_URL = 'https://storage.example.test/bucket/front.jpg?X-Amz-Signature=abc';

function signInAsTestUser() {
  const token = createTestToken();
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return token;
}

/** Answers GET `path` with `response` and keeps the request the server saw. */
function answerGet(path: string, response: () => Response = () => HttpResponse.json({})) {
  const seen: Request[] = [];
  server.use(
    http.get(path, ({ request }) => {
      seen.push(request);
      return response();
    }),
  );
  return seen;
}

/** The rejection of `promise` (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
}

/** A Blob of Node's own kind: Node's fetch sends the test DOM's Blob as the text "undefined". */
function imageBlob(bytes: Uint8Array<ArrayBuffer>, type = 'image/jpeg') {
  return new Response(bytes, { headers: { 'Content-Type': type } }).blob();
}

afterEach(() => {
  forgetEarlyGets();
  runBeforeFirstRequest(() => Promise.resolve());
  vi.unstubAllEnvs();
});

describe('apiRequest: what is sent', () => {
  it('asks for JSON, and marks a body as JSON', async () => {
    const seen: Request[] = [];
    server.use(
      http.all(CUSTOMERS_PATH, ({ request }) => {
        seen.push(request);
        return HttpResponse.json({});
      }),
    );

    await apiRequest(CUSTOMERS_PATH);
    await apiRequest(CUSTOMERS_PATH, { method: 'POST', body: { name: 'Maria' } });

    expect(seen).toHaveLength(2);
    const [get, post] = seen;
    expect(get.headers.get('Accept')).toBe('application/json');
    expect(get.headers.get('Content-Type')).toBeNull();
    expect(post.method).toBe('POST');
    expect(post.headers.get('Accept')).toBe('application/json');
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(await post.json()).toEqual({ name: 'Maria' });
  });

  it('sends the stored token as a bearer token', async () => {
    const token = signInAsTestUser();
    const seen = answerGet(CUSTOMERS_PATH);

    await apiRequest(CUSTOMERS_PATH);

    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('sends no Authorization header when signed out or the stored token has expired', async () => {
    const seen = answerGet(CUSTOMERS_PATH);

    await apiRequest(CUSTOMERS_PATH);
    localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken({}, -60));
    await apiRequest(CUSTOMERS_PATH);

    expect(seen.map((request) => request.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('never sends cookies', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    answerGet(CUSTOMERS_PATH);

    await apiRequest(CUSTOMERS_PATH);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });

  it('encodes every segment of an organization path', () => {
    expect(orgApiPath('org-test', 'customers', 'a/b c')).toBe('/api/org-test/customers/a%2Fb%20c');
  });
});

describe('apiRequest: what comes back', () => {
  it('resolves to the parsed JSON body', async () => {
    answerGet(CUSTOMERS_PATH, () => HttpResponse.json({ items: [{ customerId: 'c-1' }] }));
    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toEqual({ items: [{ customerId: 'c-1' }] });
  });

  it('resolves to undefined for a 204', async () => {
    answerGet(CUSTOMERS_PATH, () => new HttpResponse(null, { status: 204 }));
    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toBeUndefined();
  });

  it('resolves to undefined for a 200 that is not JSON', async () => {
    answerGet(CUSTOMERS_PATH, () => HttpResponse.text('OK'));
    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toBeUndefined();
  });

  it('throws ApiError "<status> <text>" for a non-2xx text answer', async () => {
    answerGet(CUSTOMERS_PATH, () => HttpResponse.text('Internal failure', { status: 500 }));

    const error = await rejectionOf(apiRequest(CUSTOMERS_PATH));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '500 Internal failure', status: 500, body: undefined });
  });

  it('throws ApiError with the JSON text as message and the parsed body', async () => {
    answerGet(CUSTOMERS_PATH, () =>
      HttpResponse.json({ error: 'Customer not found' }, { status: 404 }),
    );

    const error = await rejectionOf(apiRequest(CUSTOMERS_PATH));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '404 {"error":"Customer not found"}',
      status: 404,
      body: { error: 'Customer not found' },
    });
    expect(errorMessageFromBody(error)).toBe('Customer not found');
    expect(errorMessageFromBody(error, 'message')).toBeUndefined();
  });

  it('throws ApiError "500" for an empty error answer', async () => {
    answerGet(CUSTOMERS_PATH, () => new HttpResponse(null, { status: 500 }));
    await expect(apiRequest(CUSTOMERS_PATH)).rejects.toMatchObject({
      message: '500',
      status: 500,
    });
  });

  it('throws ContractError naming the endpoint and the field of a malformed 2xx body', async () => {
    answerGet(CUSTOMERS_PATH, () => HttpResponse.json({ items: [{ name: 5 }] }));
    const schema = z.object({ items: z.array(z.object({ name: z.string() })) });

    const error = await rejectionOf(apiRequest(CUSTOMERS_PATH, { schema }));

    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({
      endpoint: `GET ${CUSTOMERS_PATH}`,
      message: expect.stringContaining(`Unexpected response from GET ${CUSTOMERS_PATH}`) as string,
    });
    expect((error as ContractError).issues).toEqual([
      expect.stringMatching(/^items\.0\.name: /) as string,
    ]);
  });

  it('throws ContractError for a 2xx that claims JSON but is not', async () => {
    answerGet(
      CUSTOMERS_PATH,
      () => new HttpResponse('{oops', { headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(apiRequest(CUSTOMERS_PATH)).rejects.toThrow(
      `Unexpected response from GET ${CUSTOMERS_PATH}: the body is not valid JSON`,
    );
  });
});

describe('apiRequest: cancelling', () => {
  it('rejects with an AbortError when aborted in flight', async () => {
    let arrived = () => {};
    const reachedServer = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.get(CUSTOMERS_PATH, async () => {
        arrived();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();

    const request = apiRequest(CUSTOMERS_PATH, { signal: controller.signal });
    await reachedServer;
    controller.abort();

    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const controller = new AbortController();
    controller.abort();

    await expect(apiRequest(CUSTOMERS_PATH, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('apiRequest: 401 answers', () => {
  it('signs the user out with the session-expired reason when an organization call gets 401', async () => {
    signInAsTestUser();
    answerGet(CUSTOMERS_PATH, () => HttpResponse.json({ error: 'Token expired' }, { status: 401 }));

    await expect(apiRequest(CUSTOMERS_PATH)).rejects.toMatchObject({ status: 401 });

    expect(getSession()).toEqual({ status: 'signed-out', reason: SESSION_EXPIRED_MESSAGE });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session when sign-in itself answers 401 (wrong password)', async () => {
    const token = signInAsTestUser();
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 }),
      ),
    );

    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });

    expect(getSession().status).toBe('signed-in');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
  });

  it('keeps the session on a 403', async () => {
    signInAsTestUser();
    answerGet(CUSTOMERS_PATH, () => HttpResponse.json({ error: 'Forbidden' }, { status: 403 }));

    await expect(apiRequest(CUSTOMERS_PATH)).rejects.toMatchObject({ status: 403 });
    expect(getSession().status).toBe('signed-in');
  });
});

describe('runBeforeFirstRequest', () => {
  it('runs the preparation once, and requests wait for it', async () => {
    let finishPreparing = () => {};
    const prepare = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishPreparing = resolve;
        }),
    );
    runBeforeFirstRequest(prepare);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    answerGet(CUSTOMERS_PATH);

    const both = Promise.all([apiRequest(CUSTOMERS_PATH), apiRequest(CUSTOMERS_PATH)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();

    finishPreparing();
    await both;
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    await apiRequest(CUSTOMERS_PATH);
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('tries the preparation again on the next request after it failed', async () => {
    const prepare = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('The demo could not start.'))
      .mockResolvedValue(undefined);
    runBeforeFirstRequest(prepare);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    answerGet(CUSTOMERS_PATH, () => HttpResponse.json({ items: [] }));

    await expect(apiRequest(CUSTOMERS_PATH)).rejects.toThrow('The demo could not start.');
    expect(fetchSpy).not.toHaveBeenCalled();

    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toEqual({ items: [] });
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});

describe('startEarlyGet: a GET started before the screen that needs it', () => {
  const ITEMS = { items: [{ customerId: 'c-1', name: 'Maria' }] };

  it('sends the same request, and the next GET of that path takes its answer, once', async () => {
    const token = signInAsTestUser();
    const seen = answerGet(CUSTOMERS_PATH, () => HttpResponse.json(ITEMS));

    await expect(startEarlyGet(CUSTOMERS_PATH, { read: true })).resolves.toEqual(ITEMS);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
    expect(seen[0]?.credentials).toBe('omit');

    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toEqual(ITEMS);
    expect(seen).toHaveLength(1);
    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toEqual(ITEMS);
    expect(seen).toHaveLength(2);
  });

  it('is not taken 30 s after it started, nor by another session', async () => {
    signInAsTestUser();
    const seen = answerGet(CUSTOMERS_PATH, () => HttpResponse.json(ITEMS));

    // The clock stands still while the early request starts (a tick between would make it younger).
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    await startEarlyGet(CUSTOMERS_PATH);
    clock.mockReturnValue(now + 30_000);
    await apiRequest(CUSTOMERS_PATH);
    expect(seen).toHaveLength(2);
    vi.mocked(Date.now).mockRestore();

    await startEarlyGet(CUSTOMERS_PATH);
    localStorage.setItem(TOKEN_STORAGE_KEY, createTestToken({ sub: 'someone-else' }));
    await apiRequest(CUSTOMERS_PATH);
    expect(seen).toHaveLength(4);
    expect(seen[3]?.headers.get('Authorization')).not.toBe(seen[2]?.headers.get('Authorization'));
  });

  it('sends nothing signed out', async () => {
    const seen = answerGet(CUSTOMERS_PATH);
    await expect(startEarlyGet(CUSTOMERS_PATH, { read: true })).resolves.toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('waits, as every request does, until requests can go out (demo mode)', async () => {
    let finishPreparing = () => {};
    runBeforeFirstRequest(
      () =>
        new Promise<void>((resolve) => {
          finishPreparing = resolve;
        }),
    );
    signInAsTestUser();
    const seen = answerGet(CUSTOMERS_PATH, () => HttpResponse.json(ITEMS));

    const early = startEarlyGet(CUSTOMERS_PATH, { read: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(0);

    finishPreparing();
    await expect(early).resolves.toEqual(ITEMS);
    await expect(apiRequest(CUSTOMERS_PATH)).resolves.toEqual(ITEMS);
    expect(seen).toHaveLength(1);
  });

  it('a screen request cancelled while it waits for the early answer rejects at once', async () => {
    signInAsTestUser();
    server.use(
      http.get(CUSTOMERS_PATH, async () => {
        await delay(300);
        return HttpResponse.json(ITEMS);
      }),
    );
    void startEarlyGet(CUSTOMERS_PATH);
    const controller = new AbortController();
    const request = apiRequest(CUSTOMERS_PATH, { signal: controller.signal });
    // While it waits for the early answer (which would come later, without an error).
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadToPresignedUrl', () => {
  it('PUTs the raw bytes with their type and no Authorization header, even when signed in', async () => {
    signInAsTestUser();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seen: { request: Request; bytes: Uint8Array }[] = [];
    server.use(
      http.put('https://storage.example.test/bucket/front.jpg', async ({ request }) => {
        seen.push({ request, bytes: new Uint8Array(await request.arrayBuffer()) });
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

    await uploadToPresignedUrl(fetchUploadTransport, STORAGE_URL, await imageBlob(bytes));

    expect(seen).toHaveLength(1);
    expect(seen[0]?.request.url).toBe(STORAGE_URL);
    expect(seen[0]?.request.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.request.headers.get('Content-Type')).toBe('image/jpeg');
    expect(seen[0]?.bytes).toEqual(bytes);
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });

  it.each([
    [403, '<Error><Code>AccessDenied</Code></Error>'],
    [204, ''],
  ])('throws ApiError on a %i answer', async (status, text) => {
    server.use(
      http.put('https://storage.example.test/bucket/front.jpg', () =>
        status === 204
          ? new HttpResponse(null, { status })
          : new HttpResponse(text, { status, headers: { 'Content-Type': 'application/xml' } }),
      ),
    );

    const error = await rejectionOf(
      uploadToPresignedUrl(
        fetchUploadTransport,
        STORAGE_URL,
        await imageBlob(new Uint8Array([0xff, 0xd8, 0xff])),
      ),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: `${status} ${text}`.trim() });
  });
});

describe('downloadBlob', () => {
  it('resolves to the file with its type, and throws ApiError when it is missing', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    server.use(
      http.get('https://storage.example.test/bucket/final.png', () =>
        HttpResponse.arrayBuffer(bytes.buffer, { headers: { 'Content-Type': 'image/png' } }),
      ),
      http.get('https://storage.example.test/bucket/gone.png', () =>
        HttpResponse.text('NoSuchKey', { status: 404 }),
      ),
    );

    const blob = await downloadBlob('https://storage.example.test/bucket/final.png');
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);

    await expect(
      downloadBlob('https://storage.example.test/bucket/gone.png'),
    ).rejects.toMatchObject({ status: 404, message: '404 NoSuchKey' });
  });
});

describe("addresses that are not the web's own", () => {
  it('are never fetched, to download or to upload', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const transport = vi.fn(fetchUploadTransport);
    const file = await imageBlob(new Uint8Array([0xff, 0xd8, 0xff]));
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'file:///x']) {
      await expect(downloadBlob(url)).rejects.toThrow(TypeError);
      await expect(uploadToPresignedUrl(transport, url, file)).rejects.toThrow(TypeError);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(transport).not.toHaveBeenCalled();
  });
});

describe('the API base URL', () => {
  it('sends calls to {base}/api/..., without the trailing slash of the setting', async () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.test/');
    const seen = answerGet('https://api.example.test/api/org-test/customers', () =>
      HttpResponse.json({ items: [] }),
    );

    await expect(apiRequest('/api/org-test/customers')).resolves.toEqual({ items: [] });

    expect(seen[0]?.url).toBe('https://api.example.test/api/org-test/customers');
  });
});
