/**
 * The browser's service workers, played for a page's code (src/lib/offline/worker-registration.ts,
 * which workbox-window drives): a page the old version's worker controls, a new version's worker
 * waiting, and the browser's hand-over when the test says (as Chromium does once the old worker
 * has nothing in flight). `installFakeServiceWorkers` puts one in `navigator.serviceWorker` for
 * the test, `removeFakeServiceWorkers` takes it away.
 */

const SCRIPT_URL = new URL('/sw.js', window.location.href).href;

export class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  readonly scriptURL: string;
  state: ServiceWorkerState;
  constructor(scriptURL: string, state: ServiceWorkerState) {
    super();
    this.scriptURL = scriptURL;
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = new FakeWorker(SCRIPT_URL, 'installed');
  active: FakeWorker | null = new FakeWorker(SCRIPT_URL, 'activated');
  readonly scope = new URL('/', window.location.href).href;
  update() {
    return Promise.resolve();
  }
}

/**
 * navigator.serviceWorker of a page the old version's worker controls, a new one waiting; or,
 * with `firstVisit`, of a page no worker controls yet, its worker installing.
 */
export class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  controller: FakeWorker | null;
  constructor({ firstVisit = false }: { firstVisit?: boolean } = {}) {
    super();
    if (firstVisit) {
      this.registration.installing = this.registration.waiting;
      this.registration.waiting = null;
      this.registration.active = null;
    }
    this.controller = this.registration.active;
  }
  readonly ready = Promise.resolve(this.registration);
  register() {
    return Promise.resolve(this.registration);
  }
  getRegistration() {
    return Promise.resolve(this.registration);
  }
  /**
   * The waiting (or, on a first visit, installed) worker takes control of the page: the
   * browser's activation, asked by this page or not, or a first worker's `clients.claim()`.
   */
  takeOver() {
    const next = this.registration.waiting ?? this.registration.installing;
    if (!next) throw new Error('No worker waits.');
    this.registration.active = next;
    this.registration.waiting = null;
    this.registration.installing = null;
    next.state = 'activating';
    this.controller = next;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** Puts `container` in `navigator.serviceWorker`. */
export function installFakeServiceWorkers(container: FakeContainer) {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

export function removeFakeServiceWorkers() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
