/**
 * Asking the browser not to evict what this site keeps (`navigator.storage.persist()`): signed
 * proposals and edited designs live on the device. Chromium grants it to installed apps and sites used often;
 * Safari tabs may answer no and delete a site's storage after 7 days without use. So the device
 * copy is a convenience, and the screen says so where it is not granted: the signed PDF in both
 * parties' hands is the record.
 */

export type PersistenceAnswer = 'granted' | 'not-granted' | 'unsupported';

type StorageManagerLike = {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
};

function storageManager(): StorageManagerLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Whether the site's storage is persistent already (asks nothing). */
export async function persistenceState(): Promise<PersistenceAnswer> {
  const storage = storageManager();
  if (!storage?.persisted) return 'unsupported';
  try {
    return (await storage.persisted()) ? 'granted' : 'not-granted';
  } catch {
    return 'not-granted';
  }
}

/** Asks for persistent storage (once granted, the browser answers at once without asking). */
export async function askForPersistence(): Promise<PersistenceAnswer> {
  const storage = storageManager();
  if (!storage?.persist) return 'unsupported';
  try {
    if (storage.persisted && (await storage.persisted())) return 'granted';
    return (await storage.persist()) ? 'granted' : 'not-granted';
  } catch {
    return 'not-granted';
  }
}
