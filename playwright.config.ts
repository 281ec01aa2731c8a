import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/** Journeys in a real Chromium against the product as `npm start` runs it. */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(port) },
    stdout: 'pipe',
  },
});
