import { describe, expect, it } from 'vitest';

import { isPictureDownload, isPictureRequest } from '@/lib/offline/picture-request';
import { picturesToKeep, cacheUrlsMessage } from '@/lib/offline/pictures-seen';

const SITE = 'https://app.example.test';
const API = 'https://api.example.test';
const STORAGE = 'https://storage.example.test';
const origins = { siteOrigin: SITE, apiOrigin: API };

const get = (url: string, destination = 'image') => ({ method: 'GET', destination, url });

describe('what the service worker keeps as a picture', () => {
  it('is an image download from another origin than the site’s, the API’s included', () => {
    expect(isPictureRequest(get(`${STORAGE}/org/design-1.jpg?sig=a1`), origins)).toBe(true);
    expect(isPictureRequest(get(`${API}/demo-storage/org/design-1.jpg?sig=a1`), origins)).toBe(
      true,
    );
  });

  it('is any GET to the storage, an image or not (the app downloads its files too)', () => {
    expect(isPictureRequest(get(`${STORAGE}/org/design-1.jpg`, ''), origins)).toBe(true);
  });

  it('is never the API’s answers, the site’s own files, a POST, or no http(s) address', () => {
    expect(isPictureRequest(get(`${API}/api/org-demo/generations`, ''), origins)).toBe(false);
    expect(isPictureRequest(get(`${API}/demo-storage/org/design-1.jpg`, ''), origins)).toBe(false);
    expect(isPictureRequest(get(`${SITE}/landing/hero.webp`), origins)).toBe(false);
    expect(isPictureRequest(get(`${SITE}/assets/index.js`, 'script'), origins)).toBe(false);
    expect(
      isPictureRequest({ ...get(`${STORAGE}/org/design-1.jpg`, ''), method: 'PUT' }, origins),
    ).toBe(false);
    expect(isPictureRequest(get('data:image/png;base64,AAAA'), origins)).toBe(false);
  });

  it('is the same for a picture the page names after a first visit as for one the route sees', () => {
    const addresses = [
      `${STORAGE}/org/design-1.jpg?sig=a1`,
      `${API}/demo-storage/org/design-2.jpg?sig=b2`,
      `${SITE}/landing/hero.webp`,
      'blob:https://app.example.test/0f3c',
    ];
    const byRoute = addresses.filter((address) => isPictureRequest(get(address), origins));
    expect(addresses.filter((address) => isPictureDownload(address, SITE))).toEqual(byRoute);
    expect([...(picturesToKeep(cacheUrlsMessage(addresses), SITE)?.values() ?? [])]).toEqual(
      byRoute,
    );
    expect(byRoute).toEqual(addresses.slice(0, 2));
  });
});
