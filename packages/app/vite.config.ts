import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

/**
 * The sign-in page's modules, and three small parts the marketing page shares with the signed-in pages
 * (Card, the field rules, the side menu's items: about 1 KiB compressed). A group takes what its
 * modules import too, so without these three named here the `landing` group below would take them,
 * and 28 chunks of the signed-in app would load the marketing page's chunk to get them
 * (bench:bundle counts those chunks, budget none). The sign-in route grows by 0.7 KiB.
 * Lighthouse mobile on / from an empty cache (2026-12-05, three runs a set, the builds alternately):
 * 5 script files 98, 97, 98, 98; 9 files (before the `landing` group) 97 in four sets.
 */
const SIGN_IN_CHUNK =
  /(src[\\/]signInPage\.tsx|ui[\\/]src[\\/]Card[\\/]Card\.tsx|domain[\\/]src[\\/]schemas[\\/]fieldRules\.ts|screens[\\/]src[\\/]shell[\\/]sideMenu\.ts)$/;

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
              test: SIGN_IN_CHUNK,
            },
            // The sign-in page has no react-hook-form (screens' SignInScreen); every other form does. One
            // chunk for it and its glue, so the pages with a form load one file more, not several.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers|valibot)[\\/]|(screens[\\/]src[\\/]forms[\\/]useFormFeedback\.ts|ui[\\/]src[\\/]Form[\\/]ControlledField\.tsx)$/,
            },
            // The marketing page's own start (landingPage.tsx) and what it alone imports: a first visit
            // to / loads 5 script files, not 9 (see SIGN_IN_CHUNK).
            { name: 'landing', test: /src[\\/]landingPage\.tsx$/ },
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
