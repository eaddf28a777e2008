import { afterEach, describe, expect, test, vi } from 'vitest';

import {
  APP_CACHE_ID,
  APPROVALS_DATABASE,
  EDITS_DATABASE,
  DRAFTS_DATABASE,
  PICTURE_CACHE,
  PRESENTATION_CACHE,
  QUEUE_DATABASE,
} from '@/config/device-storage';
import { QueryClient } from '@tanstack/react-query';

import { getSession, SESSION_EXPIRED_MESSAGE, signIn } from '@/lib/session/session';
import {
  claimDevice,
  clearQueriesOnUserChange,
  DEVICE_OWNER_KEY,
  expireSession,
  logOut,
} from '@/lib/session/sign-out-wipe';
import { createTestToken } from '@/testing/tokens';
import { installFakeCaches } from '@/testing/fake-cache-storage';

/** The databases deleted through `indexedDB.deleteDatabase` (the test DOM has no IndexedDB). */
function stubIndexedDb() {
  const deleted: string[] = [];
  vi.stubGlobal('indexedDB', {
    deleteDatabase: (name: string) => {
      deleted.push(name);
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => request.onsuccess?.());
      return request;
    },
    // The persisted query cache's store (idb-keyval) opens its database: it is cleared, not deleted.
    open: () => {
      throw new Error('not in this test');
    },
  });
  return deleted;
}

async function fillCaches() {
  const storage = installFakeCaches();
  const appCache = await storage.open(`${APP_CACHE_ID}-precache`);
  await appCache.put('/app', new Response('<html>'));
  const pictures = await storage.open(PICTURE_CACHE);
  await pictures.put('https://storage.example.test/a.jpg', new Response('jpeg'));
  const presentation = await storage.open(PRESENTATION_CACHE);
  await presentation.put('https://storage.example.test/b.jpg', new Response('jpeg'));
  return storage;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('clearing the device', () => {
  test('a 401 clears the kept answers and pictures, not the app nor the unsent work', async () => {
    const storage = await fillCaches();
    const deleted = stubIndexedDb();
    sessionStorage.setItem('yardvision:draft:org-1/user-1|customer-new', '{"name":"Priya"}');
    signIn(createTestToken());

    const wiping = expireSession();
    expect(getSession()).toMatchObject({ status: 'signed-out', reason: SESSION_EXPIRED_MESSAGE });
    await wiping.catch(() => undefined);

    expect(await storage.keys()).toEqual([`${APP_CACHE_ID}-precache`]);
    expect(deleted).toEqual([]);
    expect(sessionStorage.getItem('yardvision:draft:org-1/user-1|customer-new')).not.toBeNull();
  });

  test('logout clears everything of the organization and keeps the app and device settings', async () => {
    const storage = await fillCaches();
    const deleted = stubIndexedDb();
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('yardvision:deploy-reload', '{"at":1,"urls":[]}');
    localStorage.setItem('yardvision:presentation:org-1/user-1|project-1', '{"refs":["a"]}');
    localStorage.setItem(DEVICE_OWNER_KEY, 'org-1/user-1');
    sessionStorage.setItem('yardvision:draft:org-1/user-1|customer-new', '{"name":"Priya"}');
    localStorage.setItem('language', 'es');
    signIn(createTestToken());

    const wiping = logOut();
    expect(getSession()).toEqual({ status: 'signed-out', reason: undefined });
    await wiping;

    expect(await storage.keys()).toEqual([`${APP_CACHE_ID}-precache`]);
    expect(deleted.sort()).toEqual(
      [APPROVALS_DATABASE, DRAFTS_DATABASE, EDITS_DATABASE, QUEUE_DATABASE].sort(),
    );
    expect(Object.keys(localStorage).sort()).toEqual([
      'language',
      'theme',
      'yardvision:deploy-reload',
    ]);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  test('another user signing in clears the previous user’s data first; the same user keeps it', async () => {
    await fillCaches();
    stubIndexedDb();
    const draft = 'yardvision:draft:org-1/user-1|customer-new';
    sessionStorage.setItem(draft, '{"name":"Priya"}');

    await claimDevice('org-1/user-1');
    expect(localStorage.getItem(DEVICE_OWNER_KEY)).toBe('org-1/user-1');
    await claimDevice('org-1/user-1');
    expect(sessionStorage.getItem(draft)).not.toBeNull();

    await claimDevice('org-2/user-9');
    expect(sessionStorage.getItem(draft)).toBeNull();
    expect(localStorage.getItem(DEVICE_OWNER_KEY)).toBe('org-2/user-9');
  });

  test('a change of user clears the query cache; the same user keeps it', () => {
    const client = new QueryClient();
    clearQueriesOnUserChange(client, 'org-1/user-1');
    client.setQueryData(['org-1', 'customers'], ['Priya']);
    clearQueriesOnUserChange(client, 'org-1/user-1');
    expect(client.getQueryData(['org-1', 'customers'])).toEqual(['Priya']);

    clearQueriesOnUserChange(client, 'signed-out');
    expect(client.getQueryData(['org-1', 'customers'])).toBeUndefined();
  });
});
