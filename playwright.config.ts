import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4011);
const mockAppPort = Number(process.env.E2E_MOCK_APP_PORT ?? 5174);
/** The app's dev server pointed at the Prism mock (scripts/e2e-mock-app.mjs). */
export const mockAppURL = `http://127.0.0.1:${mockAppPort}`;

/** Journeys in a real Chromium against the product as `npm start` runs it. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A signed-in page's first view waits for the app's script, the session's restore and the shell's
  // reads; on CI's two loaded cores that took over 5 s (Playwright's default) once in 50 journeys, which
  // failed a run. A longer wait only matters when the page is slow: a passing check returns at once.
  expect: { timeout: 15_000 },
  // The same for a whole journey without a timeout of its own: 30 s (the default) held a 14 s journey
  // with little to spare under load; a journey that does more sets its own (test.setTimeout).
  timeout: 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    // Actions and navigations wait at most this long, so a journey stuck on one step fails naming that
    // step instead of running out its whole time (Playwright's default for both is no limit).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, and the
    // sources. Not the screencast: recording a frame at every paint kept both cores busy (two journeys
    // cost the machine 320 core-seconds with it, 242 without; all 50 took 10.7 min without it here,
    // against 12.6 min on CI and 14 min here with it).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    // As the stories run (vitest.config.ts): the theme's durations are 0 ms, so nothing animates and an
    // overlay is open or gone when a check looks at it; spinners turn slower.
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { PORT: String(port) },
    },
    {
      command: 'node scripts/e2e-mock-app.mjs',
      url: `${mockAppURL}/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { MOCK_PORT: String(mockPort), MOCK_APP_PORT: String(mockAppPort) },
    },
  ],
});
