import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  DEPLOY_RELOAD_INTERVAL_MS,
  diagnoseCodeLoadFailure,
  failedCodeUrl,
  handleCodeLoadFailure,
  isCodeLoadError,
  onPreloadError,
} from '@/lib/network/chunk-recovery';
import { getNetworkStatus, reportNetworkAnswer } from '@/lib/network/network-status';
import { server } from '@/testing/mocks/server';
import { goOffline } from '@/testing/network';

const chunkUrl = (name: string) => `${window.location.origin}/assets/${name}.js`;

/** What Chromium says when `import()` of a chunk fails. */
const importFailure = (name: string) =>
  new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl(name)}`);

/** The server's answer for the chunk: its status, or no answer at all. */
function serveChunk(name: string, answer: number | 'no answer') {
  const requests = { count: 0 };
  server.use(
    http.head(chunkUrl(name), () => {
      requests.count += 1;
      return answer === 'no answer'
        ? HttpResponse.error()
        : new HttpResponse(null, { status: answer });
    }),
  );
  return requests;
}

describe('chunk recovery', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

  beforeEach(() => {
    sessionStorage.clear();
    reload = vi.fn<() => void>();
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });

  afterEach(() => {
    sessionStorage.clear();
    // The network status forgets a probe that got no answer.
    reportNetworkAnswer();
  });

  it('recognises a failed code load in each browser, and in Vite, and nothing else', () => {
    expect(isCodeLoadError(importFailure('a'))).toBe(true);
    expect(
      isCodeLoadError(new TypeError(`error loading dynamically imported module: ${chunkUrl('a')}`)),
    ).toBe(true);
    expect(isCodeLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadError(new Error(`Unable to preload CSS for ${chunkUrl('a')}`))).toBe(true);
    expect(isCodeLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeLoadError(new Error('The generations could not be read'))).toBe(false);
    expect(isCodeLoadError('Failed to fetch dynamically imported module')).toBe(false);

    expect(failedCodeUrl(importFailure('a'))).toBe(chunkUrl('a'));
    expect(failedCodeUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('offline: says so without asking the server, and never reloads', async () => {
    goOffline();
    // No handler: a request would fail the test (MSW's onUnhandledRequest: 'error').
    expect(await handleCodeLoadFailure(importFailure('offline'))).toBe('offline');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the file answers: a passing failure, no reload', async () => {
    serveChunk('there', 200);
    expect(await handleCodeLoadFailure(importFailure('there'))).toBe('passing');
    expect(reload).not.toHaveBeenCalled();
  });

  it('no answer from the server: unreachable, which the network status learns; no reload', async () => {
    serveChunk('silent', 'no answer');
    expect(await diagnoseCodeLoadFailure(importFailure('silent'))).toBe('unreachable');
    expect(getNetworkStatus()).toBe('unreachable');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a new deploy (404) reloads once; the same file failing again does not reload', async () => {
    const requests = serveChunk('gone', 404);

    expect(await handleCodeLoadFailure(importFailure('gone'))).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);

    // After the reload (sessionStorage stays with the tab), the file is still gone.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * DEPLOY_RELOAD_INTERVAL_MS);
    expect(await handleCodeLoadFailure(importFailure('gone'))).toBe('new-deploy');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(requests.count).toBe(2);
  });

  it('after a reload for a new deploy, another missing file reloads only once the interval is over', async () => {
    serveChunk('first', 404);
    serveChunk('second', 404);
    serveChunk('third', 404);
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);

    expect(await handleCodeLoadFailure(importFailure('first'))).toBe('reloading');
    now.mockReturnValue(start + DEPLOY_RELOAD_INTERVAL_MS - 1);
    expect(await handleCodeLoadFailure(importFailure('second'))).toBe('new-deploy');
    expect(reload).toHaveBeenCalledTimes(1);

    now.mockReturnValue(start + DEPLOY_RELOAD_INTERVAL_MS + 1);
    expect(await handleCodeLoadFailure(importFailure('third'))).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads at the page a navigation was heading to', async () => {
    serveChunk('projects', 404);
    expect(await handleCodeLoadFailure(importFailure('projects'), () => '/app/projects')).toBe(
      'reloading',
    );
    expect(assign).toHaveBeenCalledWith('/app/projects');
    expect(reload).not.toHaveBeenCalled();
  });

  it('without sessionStorage it cannot guard a reload, so it does not reload', async () => {
    serveChunk('unguarded', 404);
    // Storage blocked (a privacy setting): reading it throws.
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await handleCodeLoadFailure(importFailure('unguarded'))).toBe('new-deploy');
    expect(reload).not.toHaveBeenCalled();
    blocked.mockRestore();
  });

  it("Vite's preload error and the route that imported the file decide once", async () => {
    const requests = serveChunk('both', 404);
    const error = importFailure('both');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: error,
    });

    onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
    expect(await handleCodeLoadFailure(error)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(requests.count).toBe(1);
  });
});
