/**
 * What a picture from the storage is, whatever its signed address: the API hands out presigned
 * URLs whose query string (signature, expiry) changes with every answer, while the object they
 * point to stays the same. The key is the address without its query string and fragment:
 * origin and path. The service worker and the page both store and look up pictures by it.
 */
export function pictureKey(url: string, base?: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  return `${parsed.origin}${parsed.pathname}`;
}
