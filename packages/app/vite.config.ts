import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle benchmark reads the manifest to find what each route loads.
    manifest: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself (it needs AbortSignal.any: Chrome 116,
    // Firefox 124, Safari 17.4), so the polyfill would only add to every page's first download.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    strictPort: false,
    // `npm run dev -w @hr/app` next to the server (`npm run start -w @hr/server`, port 3000): the app
    // calls /api on its own origin, as it does when the server serves it.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
});
