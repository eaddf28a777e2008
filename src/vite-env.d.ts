/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the REST API (requests go to `${VITE_API_BASE_URL}/api/...`); empty = demo mode. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
