/**
 * Demo mode keeps its API's records and files in the browser (IndexedDB 'yardvision-demo'), made
 * anew, with refs of their own, on each device. A test of two devices of one account copies the
 * first device's into the second before its demo starts: both then have the same projects and
 * designs, as a real API serves them to both. With them goes the demo's note that it has priced
 * its project (done once, on the first device), so that it does not price it again here.
 *
 * Both functions run in the page: with Playwright's `page.evaluate`, and as the text of a script
 * in the cross-engine tests (`page.call(readDemoData.toString())`).
 */

export type DemoData = {
  state: unknown;
  files: { key: string; contentType: string; base64: string }[];
  /** localStorage entries of the demo's own (that it priced its project). */
  notes: [string, string][];
};

/** In the page: the demo API's data on this device. */
export async function readDemoData(): Promise<DemoData> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('yardvision-demo');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  const read = <T>(store: string, get: (s: IDBObjectStore) => IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      const request = get(db.transaction(store).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('read failed'));
    });
  const base64 = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => {
        const url = typeof reader.result === 'string' ? reader.result : '';
        resolve(url.replace(/^data:[^,]*,/, ''));
      };
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(blob);
    });
  try {
    const state: unknown = await read('state', (s) => s.get('state'));
    const keys = await read('files', (s) => s.getAllKeys());
    const records = await read('files', (s) => s.getAll());
    const files = await Promise.all(
      (records as { contentType: string; bytes: { bytes: ArrayBuffer } | Blob }[]).map(
        async (record, index) => ({
          key: keys[index] as string,
          contentType: record.contentType,
          base64: await base64(
            record.bytes instanceof Blob ? record.bytes : new Blob([record.bytes.bytes]),
          ),
        }),
      ),
    );
    const notes = Object.keys(localStorage)
      .filter((key) => key.startsWith('yardvision:demo-priced:'))
      .map((key): [string, string] => [key, localStorage.getItem(key) ?? '']);
    return { state, files, notes };
  } finally {
    db.close();
  }
}

/** In the page, on a page of the app's origin before the demo starts: `data` becomes its data. */
export async function writeDemoData(data: DemoData): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('yardvision-demo', 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('state');
      request.result.createObjectStore('files');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  try {
    const transaction = db.transaction(['state', 'files'], 'readwrite');
    transaction.objectStore('state').put(data.state, 'state');
    for (const file of data.files) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transaction
        .objectStore('files')
        .put(
          { contentType: file.contentType, bytes: { bytes: bytes.buffer, type: file.contentType } },
          file.key,
        );
    }
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('write aborted'));
    });
  } finally {
    db.close();
  }
  for (const [key, value] of data.notes) localStorage.setItem(key, value);
}
