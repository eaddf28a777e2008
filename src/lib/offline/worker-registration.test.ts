import { afterEach, describe, expect, it } from 'vitest';

import { createWorkerRegistration } from '@/lib/offline/worker-registration';
import {
  FakeContainer,
  installFakeServiceWorkers,
  removeFakeServiceWorkers,
} from '@/testing/fake-service-worker';

/**
 * Which waiting worker is a new version. Firefox keeps a device's first worker 'installed' for a
 * while before it activates: a page of the app loaded meanwhile finds it waiting, and
 * workbox-window says 'waiting'. That is no update: no other version runs.
 */

afterEach(() => {
  removeFakeServiceWorkers();
});

/** Lets the page's promises (registration, the registration's lookup) settle. */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a worker that waits', () => {
  it('is no update on a first visit: no other version is active, and it takes control as the first', async () => {
    const container = installFakeServiceWorkers(new FakeContainer({ firstVisit: true }));
    // Installed, not yet active: Firefox's first worker, as a second page finds it.
    container.registration.waiting = container.registration.installing;
    container.registration.installing = null;
    const registration = createWorkerRegistration();
    registration.register();
    await settle();
    expect(registration.isUpdateWaiting()).toBe(false);

    container.takeOver();
    await settle();
    expect(registration.isUpdateWaiting()).toBe(false);
  });

  it('is a new version when another version is active', async () => {
    installFakeServiceWorkers(new FakeContainer());
    const registration = createWorkerRegistration();
    registration.register();
    await settle();
    expect(registration.isUpdateWaiting()).toBe(true);
  });
});
