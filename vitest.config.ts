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

function storiesProject(colorMode: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir })],
    optimizeDeps: { include: storyDependencies },
    define: { __STORY_COLOR_MODE__: JSON.stringify(colorMode) },
    test: {
      name: `stories-${colorMode}`,
      // The longest play functions type into every field of the employee form: about 10 s alone, and
      // past Vitest's 15 s browser default when the 2-core machine is busy with the other suites.
      testTimeout: 60_000,
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

export default defineConfig({
  test: {
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
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          // argon2id is slow on purpose (19 MiB, two passes), and each file starts its own database.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      storiesProject('light'),
      storiesProject('dark'),
    ],
  },
});
