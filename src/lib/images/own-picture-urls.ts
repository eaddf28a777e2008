/**
 * Addresses of pictures the app made itself from bytes on the device (an edited design's
 * picture): `blob:` addresses that screens show and downloads read like the storage's pictures.
 * One per key, made again only when the bytes change (the old one is released then); none of
 * them ever comes from the API. Sign-out releases them all.
 */

const byKey = new Map<string, { bytes: ArrayBuffer; url: string }>();
const own = new Set<string>();

/** The address of `bytes` kept under `key` (the same address while the bytes stay the same). */
export function ownPictureUrl(key: string, bytes: ArrayBuffer, type = 'image/jpeg'): string {
  const known = byKey.get(key);
  if (known?.bytes === bytes) return known.url;
  if (known) {
    own.delete(known.url);
    URL.revokeObjectURL(known.url);
  }
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  byKey.set(key, { bytes, url });
  own.add(url);
  return url;
}

/** Whether `url` is one the app made with `ownPictureUrl` (and has not released). */
export function isOwnPictureUrl(url: string): boolean {
  return own.has(url);
}

/** Releases every address made (at sign-out: nothing of the organization stays readable). */
export function releaseOwnPictureUrls(): void {
  for (const url of own) URL.revokeObjectURL(url);
  own.clear();
  byKey.clear();
}
