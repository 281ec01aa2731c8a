/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's base address; see src/api/baseUrl.ts. */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
