// The planner's first paint in headless Chromium, for `npm run bench:leave`.
//
// What it measures: scripts/bench-planner-page/ (the real LeavePlannerScreen, loading until the
// real server's get-leave-planner answers, then the grid), built once by Vite for production as the
// app is, served by Vite's preview server with /api proxied to the bench server, opened in a fresh
// browser context each run. Timed from the navigation's start (performance.now() in the page): first
// contentful paint (the heading and the loading state), the grid in the DOM with all its rows counted
// (it renders only those in view), and the next
// frame after that (rows painted: a requestAnimationFrame and a task after the rows, as close to "on
// screen" as a page can observe). The cheapest honest set-up: the app's own build would need a
// sign-in and its shell first, and opens on the current month with every department (10,000 rows),
// not the aim's month of 1,000 employees; Storybook would feed made-up data.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, type PreviewServer, preview } from 'vite';
import { chromiumLaunchOptions } from '../../../../scripts/chromium.mjs';

// Beside the other scripts: the server's own code never imports front-end code (STYLE.md).
const PAGE_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/bench-planner-page',
);

export interface PlannerPaintFigures {
  firstContentfulPaint: number[];
  rowsInDom: number[];
  rowsPainted: number[];
}

export interface PlannerPage {
  /** Opens the page `runs` times against the server at `serverUrl` and times each load. */
  measure(options: {
    serverUrl: string;
    token: string;
    from: string;
    departmentId: string | null;
    branchId: string | null;
    expectedRows: number;
    runs: number;
  }): Promise<PlannerPaintFigures>;
  dispose(): Promise<void>;
}

/** Builds scripts/bench-planner-page/ into a temporary folder (a production build: minified, one chunk). */
export async function buildPlannerPage(): Promise<PlannerPage> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'hr-bench-planner-page-'));
  const config = {
    root: PAGE_ROOT,
    configFile: false as const,
    logLevel: 'warn' as const,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false } },
  };
  await build(config);
  return {
    async measure({ serverUrl, token, from, departmentId, branchId, expectedRows, runs }) {
      const server: PreviewServer = await preview({
        ...config,
        preview: { host: '127.0.0.1', port: 4791, strictPort: false, proxy: { '/api': serverUrl } },
      });
      const browser = await chromium.launch(chromiumLaunchOptions());
      try {
        const base = server.resolvedUrls?.local[0];
        if (!base) throw new Error('The preview server gave no address.');
        const hash = new URLSearchParams({
          token,
          from,
          department: departmentId ?? '',
          branch: branchId ?? '',
        });
        const figures: PlannerPaintFigures = { firstContentfulPaint: [], rowsInDom: [], rowsPainted: [] };
        // One warm-up load (the proxy's first connection, Chromium's first start), then the runs.
        for (let run = -1; run < runs; run += 1) {
          const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
          try {
            const page = await context.newPage();
            await page.addInitScript(observePaints, expectedRows);
            await page.goto(`${base}#${hash}`);
            await page.waitForFunction(
              () => (window as unknown as BenchWindow).__plannerBench?.rowsPainted !== undefined,
              undefined,
              { timeout: 120_000 },
            );
            const result = await page.evaluate(() => (window as unknown as BenchWindow).__plannerBench);
            if (run >= 0 && result) {
              figures.firstContentfulPaint.push(result.firstContentfulPaint ?? Number.NaN);
              figures.rowsInDom.push(result.rowsInDom ?? Number.NaN);
              figures.rowsPainted.push(result.rowsPainted ?? Number.NaN);
            }
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

interface BenchWindow {
  __plannerBench?: { firstContentfulPaint?: number; rowsInDom?: number; rowsPainted?: number };
}

/** Runs in the page before its own scripts: records the paint and the moment the rows are there. */
function observePaints(expectedRows: number): void {
  const marks: NonNullable<BenchWindow['__plannerBench']> = {};
  (window as unknown as BenchWindow).__plannerBench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') marks.firstContentfulPaint = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  // The grid renders only the rows in view; it is there once it counts every row (aria-rowcount:
  // the header row and one per employee) and has rendered its first rows.
  const rows = new MutationObserver(() => {
    const table = document.querySelector('table[aria-rowcount]');
    if (!table || Number(table.getAttribute('aria-rowcount')) - 1 < expectedRows) return;
    if (!table.querySelector('tbody tr[aria-rowindex]')) return;
    rows.disconnect();
    marks.rowsInDom = performance.now();
    requestAnimationFrame(() => {
      setTimeout(() => {
        marks.rowsPainted = performance.now();
      }, 0);
    });
  });
  rows.observe(document, { childList: true, subtree: true });
}
