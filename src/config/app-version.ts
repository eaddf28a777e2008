/**
 * The app's version, as a signed proposal's record names it: package.json's version with the
 * commit it was built from ('0.1.0+62fdf38'), set by the build (vite.config.ts); 'dev' where a
 * tool compiles the code without it.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
