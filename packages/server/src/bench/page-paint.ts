// First paint of one screen in headless Chromium, for the benches that time a page (bench:leave's
// planner, bench:org-chart's chart).
//
// What it measures: a page under scripts/ (scripts/bench-planner-page/, scripts/bench-org-chart-page/:
// the real screen from @hr/screens, loading until the real server's operation answers, then the
// screen with its data), built once by Vite for production as the app is, served by Vite's preview
// server with /api proxied to the bench server, opened in a fresh browser context each run. Timed from
// the navigation's start (performance.now() in the page): the first contentful paint, and the marks the
// page's observer records (each bench says what "there" means for its screen). The cheapest honest
// set-up: the app's own build would need a sign-in and its shell first; Storybook would feed made-up
// data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, type PreviewServer, preview } from 'vite';
import { chromiumLaunchOptions, findChromium } from '../../../../scripts/chromium.mjs';

// Beside the other scripts: the server's own code never imports front-end code (STYLE.md).
const SCRIPTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts');

/** What the page's observer recorded, in milliseconds from the navigation's start. */
export type PaintMarks = Record<string, number>;

export interface BenchPage {
  /**
   * Opens the page `runs` times (after one warm-up load) against the server at `serverUrl`, with
   * `hash` as its address's fragment, and returns each run's marks. `observe` runs in the page before
   * its own scripts with `observeArg`; it records into `window.__benchMarks` and sets its `done` mark
   * last. `firstContentfulPaint` is recorded for every page.
   */
  measure(options: {
    serverUrl: string;
    hash: Record<string, string>;
    observe: (expected: number) => void;
    /** What the page is waiting for, as a count (the planner's rows, the chart's people). */
    observeArg: number;
    runs: number;
  }): Promise<PaintMarks[]>;
  dispose(): Promise<void>;
}

/**
 * The page built (buildBenchPage), or null with the reason printed when there is no browser to open it
 * in: BENCH_CHROMIUM=0, or no Chromium found.
 */
export async function benchPageIfChromium(folder: string): Promise<BenchPage | null> {
  if (process.env.BENCH_CHROMIUM === '0') console.info('BENCH_CHROMIUM=0: no first paint.');
  else if (!findChromium()) console.info('No Chromium found (see scripts/chromium.mjs): no first paint.');
  else return buildBenchPage(folder);
  return null;
}

/** Builds scripts/<folder>/ into a temporary folder (a production build: minified, one chunk). */
export async function buildBenchPage(folder: string): Promise<BenchPage> {
  const outDir = mkdtempSync(path.join(tmpdir(), `hr-${folder}-`));
  const config = {
    root: path.join(SCRIPTS, folder),
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  };
  await build(config);
  return {
    async measure({ serverUrl, hash, observe, observeArg, runs }) {
      const server: PreviewServer = await preview({
        ...config,
        preview: { host: '127.0.0.1', port: 4791, strictPort: false, proxy: { '/api': serverUrl } },
      });
      const browser = await chromium.launch(chromiumLaunchOptions());
      try {
        const base = server.resolvedUrls?.local[0];
        if (!base) throw new Error('The preview server gave no address.');
        const figures: PaintMarks[] = [];
        // One warm-up load (the proxy's first connection, Chromium's first start), then the runs.
        for (let run = -1; run < runs; run += 1) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          try {
            const page = await context.newPage();
            await page.addInitScript(observeFirstPaint);
            await page.addInitScript(observe, observeArg);
            await page.goto(`${base}#${new URLSearchParams(hash)}`);
            await page.waitForFunction(
              () => (window as unknown as BenchWindow).__benchMarks?.done !== undefined,
              undefined,
              { timeout: 120_000 },
            );
            const marks = await page.evaluate(() => (window as unknown as BenchWindow).__benchMarks);
            if (run >= 0 && marks) figures.push({ ...marks });
          } finally {
            await context.close();
          }
        }
        return figures;
      } finally {
        await browser.close();
        await server.close();
      }
    },
    async dispose() {
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export interface BenchWindow {
  __benchMarks?: PaintMarks;
}

/** The median of one mark over the runs (NaN where a run did not record it). */
export function medianMark(runs: readonly PaintMarks[], mark: string): number {
  return median(runs.map((marks) => marks[mark] ?? Number.NaN));
}

/** The median over the runs of the time from one mark to another (NaN where a run lacks either). */
export function medianSpan(runs: readonly PaintMarks[], from: string, to: string): number {
  return median(runs.map((marks) => (marks[to] ?? Number.NaN) - (marks[from] ?? Number.NaN)));
}

function median(values: number[]): number {
  const sorted = values.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Runs in the page before its own scripts: the first contentful paint, for every bench page. */
function observeFirstPaint(): void {
  const bench = window as unknown as BenchWindow;
  bench.__benchMarks ??= {};
  const marks = bench.__benchMarks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') marks.firstContentfulPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
}
