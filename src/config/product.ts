/** The product's name, shown in titles, headings and texts across the app. */
export const PRODUCT_NAME = 'YardVision';

/**
 * The web app manifest (public/manifest.webmanifest): every page's head links it, but for the
 * app shell's, whose app links it once the screen has shown what it opened with
 * (src/app/app-background.tsx).
 */
export const WEB_APP_MANIFEST = '/manifest.webmanifest';
