import { vi } from 'vitest';

/**
 * A small in-memory IndexedDB (`indexedDB`), which the test DOM lacks: enough of the browser's
 * behaviour for the app's stores (open with an upgrade, object stores with or without a key
 * path, put, add, get, getAll, delete, clear, one transaction at a time, commit when a
 * transaction has no request left, roll back on abort). Values are stored as structured clones;
 * a Blob or File is kept as it is (it cannot change), as browsers keep it by reference.
 *
 * `refuseBlobs` makes it behave like WebKit (Safari) in a private window: a put or add of a value
 * that holds a Blob or File fails with "UnknownError: Error preparing Blob/File data to be stored
 * in object store", and its transaction aborts.
 *
 * A request made once its transaction is no longer active (after the task that made it, or after
 * a callback, with nothing left to do) throws `TransactionInactiveError`, as in browsers: an
 * `await` of real work inside a transaction fails here as it would there.
 *
 * `installFakeIndexedDb()` puts one on the window for the test (`unstubGlobals` removes it after).
 */

type Key = string | number;
type Handler = ((event: Event) => void) | null;
type StoreData = { keyPath?: string; records: Map<Key, unknown> };
type DatabaseData = { version: number; stores: Map<string, StoreData> };

/** The path (`sources[0].file`) of the first Blob or File in `value`, if it holds one. */
export function findBlob(value: unknown, path = 'value'): string | undefined {
  if (value instanceof Blob) return path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBlob(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value instanceof Map) return findBlob([...value.entries()], path);
  if (value instanceof Set) return findBlob([...value], path);
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findBlob(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

function dataCloneError(what: string) {
  return new DOMException(`${what} could not be cloned.`, 'DataCloneError');
}

/** A structured clone of `value` (Blobs kept as they are); throws `DataCloneError` as browsers do. */
function cloneValue(value: unknown): unknown {
  if (value instanceof Blob) return value;
  if (value instanceof ArrayBuffer) return value.slice(0);
  if (ArrayBuffer.isView(value)) return structuredClone(value);
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map(cloneValue);
  if (value instanceof Map) {
    return new Map([...value.entries()].map(([key, item]) => [cloneValue(key), cloneValue(item)]));
  }
  if (value instanceof Set) return new Set([...value].map(cloneValue));
  if (typeof value === 'function' || typeof value === 'symbol') throw dataCloneError(typeof value);
  if (value !== null && typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) {
      throw dataCloneError(value.constructor.name);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cloneValue(item)]));
  }
  return value;
}

function isKey(value: unknown): value is Key {
  return typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));
}

/** IndexedDB's key order, for the keys kept here: numbers before strings. */
function compareKeys(a: Key, b: Key) {
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function fire(handler: Handler, target: object, type: string) {
  const event = new Event(type);
  handler?.call(target, event);
}

/** The end of the current task (and its microtasks). */
function afterThisTask(then: () => void) {
  setTimeout(then, 0);
}

export class FakeRequest {
  result: unknown = undefined;
  error: DOMException | null = null;
  readyState: 'pending' | 'done' = 'pending';
  onsuccess: Handler = null;
  onerror: Handler = null;
}

export class FakeOpenRequest extends FakeRequest {
  onupgradeneeded: Handler = null;
  onblocked: Handler = null;
}

type Operation = {
  request: FakeRequest;
  /** Does the work on the stores: the result, or throws the request's error. */
  run: () => unknown;
};

export class FakeTransaction {
  readonly mode: IDBTransactionMode;
  error: DOMException | null = null;
  oncomplete: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  private readonly pending: Operation[] = [];
  private active = true;
  private state: 'waiting' | 'running' | 'finished' = 'waiting';
  private snapshot = new Map<string, Map<Key, unknown>>();

  private readonly database: FakeDatabase;
  private readonly storeNames: string[];

  constructor(database: FakeDatabase, storeNames: string[], mode: IDBTransactionMode) {
    this.database = database;
    this.storeNames = storeNames;
    this.mode = mode;
    afterThisTask(() => {
      this.active = false;
      this.database.factory.enqueue(this);
    });
  }

  objectStore(name: string): FakeObjectStore {
    if (!this.storeNames.includes(name)) {
      throw new DOMException(`${name} is not in this transaction.`, 'NotFoundError');
    }
    return new FakeObjectStore(this, name, this.database.store(name));
  }

  abort() {
    if (this.state === 'finished') {
      throw new DOMException('The transaction has finished.', 'InvalidStateError');
    }
    this.fail(new DOMException('The transaction was aborted.', 'AbortError'));
  }

  /** Called by the factory when it is this transaction's turn. */
  start() {
    if (this.state === 'finished') {
      this.database.factory.next();
      return;
    }
    this.state = 'running';
    for (const name of this.storeNames) {
      this.snapshot.set(name, new Map(this.database.store(name).records));
    }
    this.step();
  }

  /** Queues a request; throws when the transaction is not active, as browsers do. */
  request(run: () => unknown): FakeRequest {
    if (!this.active || this.state === 'finished') {
      throw new DOMException(
        'A request was placed against a transaction which is not active.',
        'TransactionInactiveError',
      );
    }
    const request = new FakeRequest();
    this.pending.push({ request, run });
    return request;
  }

  /** Whether a value holding a Blob is refused (WebKit's private windows). */
  refusesBlobs() {
    return this.database.factory.refuseBlobs;
  }

  assertWritable() {
    if (this.mode === 'readonly') {
      throw new DOMException('The transaction is read-only.', 'ReadOnlyError');
    }
  }

  private step() {
    if (this.state !== 'running') return;
    const operation = this.pending.shift();
    if (!operation) {
      this.state = 'finished';
      fire(this.oncomplete, this, 'complete');
      this.database.factory.next();
      return;
    }
    const { request } = operation;
    let result: unknown;
    try {
      result = operation.run();
    } catch (error) {
      request.readyState = 'done';
      request.error =
        error instanceof DOMException ? error : new DOMException(String(error), 'UnknownError');
      this.active = true;
      fire(request.onerror, request, 'error');
      // The error bubbles to the transaction, which aborts (nothing here prevents it).
      fire(this.onerror, this, 'error');
      this.active = false;
      this.fail(request.error);
      return;
    }
    request.readyState = 'done';
    request.result = result;
    this.active = true;
    try {
      fire(request.onsuccess, request, 'success');
    } catch {
      // A callback that throws aborts its transaction, as in browsers.
      this.active = false;
      this.fail(new DOMException('A request callback threw.', 'AbortError'));
      return;
    }
    afterThisTask(() => {
      this.active = false;
      this.step();
    });
  }

  private fail(error: DOMException) {
    if (this.state === 'finished') return;
    const wasRunning = this.state === 'running';
    this.state = 'finished';
    this.error = error;
    for (const [name, records] of this.snapshot) {
      this.database.store(name).records = records;
    }
    for (const { request } of this.pending.splice(0)) {
      request.readyState = 'done';
      request.error = new DOMException('The transaction was aborted.', 'AbortError');
      fire(request.onerror, request, 'error');
    }
    afterThisTask(() => {
      fire(this.onabort, this, 'abort');
      if (wasRunning) this.database.factory.next();
    });
  }
}

export class FakeObjectStore {
  readonly transaction: FakeTransaction;
  readonly name: string;
  private readonly data: StoreData;

  constructor(transaction: FakeTransaction, name: string, data: StoreData) {
    this.transaction = transaction;
    this.name = name;
    this.data = data;
  }

  get keyPath() {
    return this.data.keyPath ?? null;
  }

  private keyFor(value: unknown, key: unknown): Key {
    const { keyPath } = this.data;
    if (keyPath !== undefined) {
      if (key !== undefined) {
        throw new DOMException('A store with a key path takes no key.', 'DataError');
      }
      const inline: unknown =
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[keyPath]
          : undefined;
      if (!isKey(inline)) throw new DOMException('The value has no valid key.', 'DataError');
      return inline;
    }
    if (!isKey(key)) throw new DOMException('A valid key is required.', 'DataError');
    return key;
  }

  private write(value: unknown, key: unknown, overwrite: boolean) {
    this.transaction.assertWritable();
    const stored = cloneValue(value);
    const storedKey = this.keyFor(value, key);
    const refuseBlobs = this.transaction.refusesBlobs();
    return this.transaction.request(() => {
      if (refuseBlobs && findBlob(stored) !== undefined) {
        throw new DOMException(
          'Error preparing Blob/File data to be stored in object store',
          'UnknownError',
        );
      }
      if (!overwrite && this.data.records.has(storedKey)) {
        throw new DOMException('A record with this key exists already.', 'ConstraintError');
      }
      this.data.records.set(storedKey, stored);
      return storedKey;
    });
  }

  put(value: unknown, key?: unknown) {
    return this.write(value, key, true);
  }

  add(value: unknown, key?: unknown) {
    return this.write(value, key, false);
  }

  get(key: unknown) {
    if (!isKey(key)) throw new DOMException('A valid key is required.', 'DataError');
    return this.transaction.request(() => cloneValue(this.data.records.get(key)));
  }

  getAll() {
    return this.transaction.request(() =>
      [...this.data.records.entries()]
        .sort(([a], [b]) => compareKeys(a, b))
        .map(([, value]) => cloneValue(value)),
    );
  }

  delete(key: unknown) {
    this.transaction.assertWritable();
    if (!isKey(key)) throw new DOMException('A valid key is required.', 'DataError');
    return this.transaction.request(() => {
      this.data.records.delete(key);
      return undefined;
    });
  }

  clear() {
    this.transaction.assertWritable();
    return this.transaction.request(() => {
      this.data.records.clear();
      return undefined;
    });
  }
}

export class FakeDatabase {
  private closed = false;
  private upgrading = false;

  readonly factory: FakeIndexedDb;
  readonly name: string;
  private readonly data: DatabaseData;

  constructor(factory: FakeIndexedDb, name: string, data: DatabaseData) {
    this.factory = factory;
    this.name = name;
    this.data = data;
  }

  get version() {
    return this.data.version;
  }

  store(name: string): StoreData {
    const store = this.data.stores.get(name);
    if (!store) throw new DOMException(`No object store ${name}.`, 'NotFoundError');
    return store;
  }

  /** Runs `upgrade` as the open's versionchange: only then can stores be created. */
  upgradeWith(upgrade: () => void) {
    this.upgrading = true;
    try {
      upgrade();
    } finally {
      this.upgrading = false;
    }
  }

  createObjectStore(name: string, options: { keyPath?: string } = {}) {
    if (!this.upgrading) {
      throw new DOMException('Stores are created only in an upgrade.', 'InvalidStateError');
    }
    if (this.data.stores.has(name)) {
      throw new DOMException(`The store ${name} exists already.`, 'ConstraintError');
    }
    this.data.stores.set(name, { keyPath: options.keyPath, records: new Map() });
  }

  transaction(storeNames: string | string[], mode: IDBTransactionMode = 'readonly') {
    if (this.closed) throw new DOMException('The connection is closed.', 'InvalidStateError');
    const names = typeof storeNames === 'string' ? [storeNames] : storeNames;
    for (const name of names) this.store(name);
    return new FakeTransaction(this, names, mode);
  }

  close() {
    this.closed = true;
  }
}

export class FakeIndexedDb {
  private readonly databases = new Map<string, DatabaseData>();
  private readonly queue: FakeTransaction[] = [];
  private running: FakeTransaction | undefined;

  /** Whether a value holding a Blob is refused, as in WebKit's private windows. */
  readonly refuseBlobs: boolean;

  constructor(options: { refuseBlobs?: boolean } = {}) {
    this.refuseBlobs = options.refuseBlobs === true;
  }

  open(name: string, version = 1): FakeOpenRequest {
    const request = new FakeOpenRequest();
    afterThisTask(() => {
      let data = this.databases.get(name);
      const upgrade = !data || data.version < version;
      if (data && data.version > version) {
        request.readyState = 'done';
        request.error = new DOMException('The version is lower than stored.', 'VersionError');
        fire(request.onerror, request, 'error');
        return;
      }
      data ??= { version, stores: new Map() };
      data.version = version;
      this.databases.set(name, data);
      const database = new FakeDatabase(this, name, data);
      request.result = database;
      if (upgrade) database.upgradeWith(() => fire(request.onupgradeneeded, request, 'upgrade'));
      request.readyState = 'done';
      fire(request.onsuccess, request, 'success');
    });
    return request;
  }

  deleteDatabase(name: string): FakeRequest {
    const request = new FakeRequest();
    afterThisTask(() => {
      this.databases.delete(name);
      request.readyState = 'done';
      fire(request.onsuccess, request, 'success');
    });
    return request;
  }

  /**
   * What `store` of database `name` holds, by key, as stored (a Blob or File in it is the one
   * put). Empty when there is no such store.
   */
  stored(name: string, store: string): Map<Key, unknown> {
    return new Map(this.databases.get(name)?.stores.get(store)?.records ?? []);
  }

  /**
   * Puts `value` into an existing store directly, as an earlier version of the app left it
   * (Blobs included, whatever `refuseBlobs` says): `key` for a store without a key path.
   */
  seed(name: string, store: string, value: unknown, key?: Key) {
    const data = this.databases.get(name)?.stores.get(store);
    if (!data) throw new Error(`Open ${name} first: it has no store ${store}.`);
    const inline =
      data.keyPath !== undefined && value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[data.keyPath]
        : key;
    if (!isKey(inline)) throw new Error('The seeded value has no key.');
    data.records.set(inline, cloneValue(value));
  }

  /** Runs `transaction` once those before it have finished (one at a time). */
  enqueue(transaction: FakeTransaction) {
    this.queue.push(transaction);
    if (!this.running) this.next();
  }

  /** Starts the next transaction waiting, if any. */
  next() {
    this.running = this.queue.shift();
    this.running?.start();
  }
}

/** Puts a fake IndexedDB on the window for this test; `refuseBlobs` as WebKit's private windows. */
export function installFakeIndexedDb(options: { refuseBlobs?: boolean } = {}) {
  const fake = new FakeIndexedDb(options);
  vi.stubGlobal('indexedDB', fake);
  return fake;
}
