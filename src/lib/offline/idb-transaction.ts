/**
 * One IndexedDB transaction at a time, on a connection opened for it and closed right after:
 * logout deletes the app's databases with `indexedDB.deleteDatabase`, which an open connection
 * would block. For the stores of the user's work on the device.
 */

export type DatabaseSchema = {
  name: string;
  version: number;
  /** Creates the object stores (on the first open, and when `version` goes up). */
  upgrade: (db: IDBDatabase, oldVersion: number) => void;
};

function openDatabase({ name, version, upgrade }: DatabaseSchema): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
    request.onsuccess = () => {
      const db = request.result;
      // Logout in another tab deletes the database: this connection lets go at once.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`${name} could not be opened.`));
    request.onblocked = () => reject(new Error(`${name} is held by another tab.`));
  });
}

/** What `work` leaves for the caller: the value to resolve with, or the error to abort with. */
export type TransactionResult<T> = { value?: T; error?: Error };

/**
 * Runs `work` in one transaction over `stores`; settles once the transaction has committed
 * (with what `work` left in `result.value`) or failed (a full disk rejects with the browser's
 * QuotaExceededError, for the screen to say).
 */
export async function transact<T>(
  schema: DatabaseSchema,
  stores: string | string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction, result: TransactionResult<T>) => void,
): Promise<T | undefined> {
  const db = await openDatabase(schema);
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(stores, mode);
      const result: TransactionResult<T> = {};
      const failed = () =>
        reject(result.error ?? transaction.error ?? new Error(`${schema.name}: not saved.`));
      transaction.oncomplete = () => resolve(result.value);
      transaction.onerror = failed;
      transaction.onabort = failed;
      try {
        work(transaction, result);
      } catch (error) {
        result.error = error instanceof Error ? error : new Error(String(error));
        transaction.abort();
      }
    });
  } finally {
    db.close();
  }
}

/** The answer of `request` once it succeeds (inside a transaction's work). */
export function onResult<T>(request: IDBRequest<T>, take: (value: T) => void) {
  request.onsuccess = () => take(request.result);
}
