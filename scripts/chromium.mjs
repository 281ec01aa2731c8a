// Finds the Chromium that every browser test uses: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// then a browser Playwright installed itself. No test downloads a browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags that let Chromium run as root on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

function playwrightChromium() {
  try {
    const { chromium } = require('playwright');
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** @returns {string | undefined} the path of a Chromium executable, or undefined when none is found. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return playwrightChromium();
}

export const HOW_TO_GET_CHROMIUM = [
  'No Chromium found. The browser tests need one. Either:',
  '  - on Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y chromium',
  '  - or point CHROMIUM_PATH at a Chromium or Chrome executable: CHROMIUM_PATH=/path/to/chrome npm test',
  "  - or install Playwright's own browser where downloads are allowed: npx playwright install chromium",
].join('\n');

/**
 * Finds Chromium; where there is none and we are root on a system with apt-get, installs Debian's
 * package. Returns the path, or undefined with nothing installed.
 */
export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) return undefined;
  log("No Chromium found; installing Debian's chromium package (needs apt-get as root)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return findChromium();
}

/** Launch options for Playwright (used by Vitest's browser mode and by the e2e journeys). */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
