import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

export default defineConfig({
  plugins: [react(), prerender(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle benchmark reads the manifest to find what each route loads.
    manifest: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself (it needs AbortSignal.any: Chrome 116,
    // Firefox 124, Safari 17.4), so the polyfill would only add to every page's first download.
    // A page's own HTML preloads its modules; a lazy route's are found by the browser as it reads each
    // chunk. Vite would otherwise insert a <link rel=modulepreload> per module of every lazy route (63 on
    // the dashboard), and a CPU profile of its load put that insertion above every render. Measured
    // alternately with Lighthouse mobile on a quiet machine (2026-12-04, three runs each): dashboard 87,
    // 82, 79 against 76, 81, 74, LCP 1.8-2.0 s against 2.4-2.8 s; /login and / within their noise. The
    // route's CSS is still inserted before the route renders (Vite keeps CSS out of this filter).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // The sign-in page and everything it imports (React, the design system's parts it shows, valibot's
    // parts its schema uses, the client) are one chunk: a first visit to /login loads a handful of files, not 55
    // (issue 33). The rest of the app shares that chunk, as it needs nearly all of it anyway.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'sign-in',
              test: /src[\\/]signInPage\.tsx$/,
            },
            // The sign-in page has no react-hook-form (screens' SignInScreen); every other form does. One
            // chunk for it and its glue, so the pages with a form load one file more, not several.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|valibot)[\\/]|(screens[\\/]src[\\/]forms[\\/]useFormFeedback\.ts|ui[\\/]src[\\/]Form[\\/]ControlledField\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: false,
    // `npm run dev -w @hr/app` next to the server (`npm run start -w @hr/server`, port 3000): the app
    // calls /api on its own origin, as it does when the server serves it.
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000' },
  },
});
