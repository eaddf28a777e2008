/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the REST API (requests go to `${VITE_API_BASE_URL}/api/...`); empty = demo mode. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Whether this build is demo mode (no API URL configured): replaced by vite.config.ts's `define`. */
declare const __DEMO_MODE__: boolean;

/** The app's version ('0.1.0+62fdf38'): replaced by vite.config.ts's `define` (src/config/app-version.ts). */
declare const __APP_VERSION__: string | undefined;

/** The app's languages, the source first (scripts/find-locales.ts): replaced by the build's `define`. */
declare const __LOCALES__: readonly string[];
/** Each of them named in itself ({ en: 'English', es: 'Español' }), by the build. */
declare const __LOCALE_NAMES__: Readonly<Record<string, string | undefined>>;

/** A Lingui message catalogue, compiled by @lingui/vite-plugin when imported. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
