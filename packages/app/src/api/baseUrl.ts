/**
 * Where the contract's paths start. Unset: `/api` on the app's own origin (the server, or Vite's dev
 * proxy to it). `VITE_API_BASE_URL=http://127.0.0.1:4010 npm run dev -w @hr/app` points the app at
 * the Prism mock (`npm run mock`) instead.
 */
export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || '/api';
