import { setupWorker } from 'msw/browser';

import { createBrowserDemoRenderer } from '@/demo/renderer/create-browser-demo-renderer';
import { createHandlers } from '@/demo/handlers/create-handlers';
import { createIndexedDbPersistence } from '@/demo/indexed-db-persistence';
import { createMockApi, type MockApi } from '@/demo/mock-api';
import { createMemoryPersistence, type MockPersistence } from '@/demo/mock-persistence';
import { seedDemoData } from '@/demo/seed-demo-data';

/**
 * Demo mode: the mock API runs in this page, behind a service worker that answers the app's
 * requests. Loaded only when no API is configured, on the first API call.
 */

let demoApi: MockApi | undefined;
let starting: Promise<void> | undefined;

async function loadImage(path: string) {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`Demo image ${path} is missing (${response.status}).`);
  return response.blob();
}

async function persistence() {
  try {
    return await createIndexedDbPersistence();
  } catch {
    // Private windows of some browsers refuse IndexedDB: the demo still works until reload.
    return createMemoryPersistence();
  }
}

/**
 * Tabs of the same browser share the demo data: each save tells the other tabs, which read it
 * back, so one tab never overwrites what another added.
 */
function sharedAcrossTabs(base: MockPersistence, onChange: () => void): MockPersistence {
  if (typeof BroadcastChannel === 'undefined') return base;
  const channel = new BroadcastChannel('yardvision-demo-changes');
  channel.onmessage = onChange;
  const announce = () => channel.postMessage('changed');
  return {
    ...base,
    saveState: async (state) => {
      await base.saveState(state);
      announce();
    },
    clear: async () => {
      await base.clear();
      announce();
    },
  };
}

/** Starts the demo API once; concurrent callers share the start, a failed start can retry. */
export function startDemoApi() {
  starting ??= start().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

function isWorkerUpdateFailure(reason: unknown): boolean {
  return reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker');
}

async function start() {
  const origin = window.location.origin;
  const api: MockApi = createMockApi({
    persistence: sharedAcrossTabs(await persistence(), () => void api.load()),
    renderer: createBrowserDemoRenderer(),
    origin,
  });
  if (!(await api.load())) await seedDemoData(api, loadImage);

  const worker = setupWorker(...createHandlers(api, { base: '', origin }));
  // On a page load with the mock service worker already registered, MSW asks the browser to
  // update it and does not wait for the answer. When that check fails (Chromium: "Failed to
  // update a ServiceWorker ... Not found object", seen when a page loads while another one of
  // the same site is going), the registered worker simply stays; the rejection is not an error.
  window.addEventListener('unhandledrejection', (event) => {
    if (isWorkerUpdateFailure(event.reason)) event.preventDefault();
  });
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  demoApi = api;
}

/** 'Reset demo data': forgets everything added in demo mode and restores the sample data. */
export async function resetDemoData() {
  await startDemoApi();
  if (!demoApi) return;
  await demoApi.reset();
  await seedDemoData(demoApi, loadImage);
}
