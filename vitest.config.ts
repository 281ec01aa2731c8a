import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const configDir = process.env.STORYBOOK_CONFIG_DIR ?? path.join(root, '.storybook');

/**
 * Pre-bundle every library the stories import. Without this, Vite discovers some of them mid-run,
 * re-optimises and reloads the page, and the stories of that moment fail with "Vite unexpectedly
 * reloaded" on a clean clone.
 */
const storyDependencies = [
  '@hookform/resolvers/valibot',
  '@internationalized/date',
  // The preview's own import (its afterEach runs the a11y addon's check in both themes).
  '@storybook/addon-a11y/preview',
  '@tanstack/react-table',
  '@tanstack/react-virtual',
  'mdast-util-from-markdown',
  'papaparse',
  'react',
  'react-aria-components',
  'react-aria-components/VisuallyHidden',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react/jsx-dev-runtime',
  'react/jsx-runtime',
  'valibot',
];

/**
 * Every story as a test in headless Chromium: rendered once, its play function run once, then axe in
 * light and in dark (.storybook/preview.tsx), so contrast is checked in both themes for the state the
 * play function reached.
 */
function storiesProject() {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir })],
    optimizeDeps: { include: storyDependencies },
    define: { __STORY_TESTS_CHECK_BOTH_MODES__: 'true' },
    test: {
      name: 'stories',
      // All story files of a worker share one page and one module graph: without this every file
      // loads Storybook's set-up, axe and the design system afresh in a new iframe, which was about
      // two fifths of the suite's time (23 files: 235 s isolated, 142 s shared). Stories leave
      // nothing behind (each renders into a fresh root, and the preview resets the theme), and the
      // full suite passes in any order this way.
      isolate: false,
      // The longest play functions type into every field of the employee form: about 10 s alone, and
      // past Vitest's 15 s browser default when the 2-core machine is busy with the other suites.
      testTimeout: 60_000,
      // One more try for a story that fails in the shared page (a popover placed a frame late under a
      // loaded CPU): a real fault fails both times. npm test names every story that needed it under
      // "Passed only on a retry" (scripts/flaky-reporter.mjs), and docs/testing.md › Retries says to fix it.
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        // Reduced motion turns the theme's animation durations to 0 ms, so overlays are fully open or
        // fully gone when a play function ends and axe runs: no checks against half-animated DOM.
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
      },
    },
  };
}

/**
 * The server suite. A worker runs one file after another in the same process (isolate: false), so it
 * imports the server, reads the contract and opens its migrated database once, not once per file;
 * test-support/test-database.ts empties the database between files. Passwords are hashed at a test
 * cost (test-support/test-password-cost.ts), an alias that exists only here.
 */
function serverProject(name: string, include: string[]) {
  return {
    extends: true as const,
    resolve: {
      alias: [
        {
          find: /^(\.\.?\/)+(auth\/)?password-cost\.ts$/,
          replacement: path.join(root, 'packages/server/src/test-support/test-password-cost.ts'),
        },
      ],
    },
    test: {
      name,
      include,
      environment: 'node' as const,
      isolate: false,
      globalSetup: ['packages/server/src/test-support/postgres-teardown.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core free, which on CI's 2 cores halves every
    // suite): a story page's work is Chromium's, a server file's is PGlite's, and either keeps a core busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['packages/server/**', '**/node_modules/**'],
          environment: 'node',
        },
      },
      serverProject('server', ['packages/server/src/**/*.test.ts']),
      // The files whose behaviour can differ between PGlite and a PostgreSQL server, and one smoke
      // file per area (docs/testing.md says which and why): run with TEST_DATABASE_URL set.
      serverProject('server-postgres', ['packages/server/src/**/*.pg.test.ts']),
      storiesProject(),
    ],
  },
});
