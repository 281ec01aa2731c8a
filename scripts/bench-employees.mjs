// `npm run bench:employees [-- N]`: how the employee list feels at N employees (default 100,000) next
// to a small employer (100) in the same run. It seeds a throwaway PGlite folder with the demo employer,
// builds the app, starts the server on it, and in headless Chromium signs in as each administrator and
// measures, three times each:
//   - from navigating to /employee to the first rows shown,
//   - from typing a search to its first result shown,
//   - the page's JS heap after that (after a garbage collection).
// It prints figures only; nothing is asserted. Your own data (data/pglite) is never touched.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.argv[2] ?? 100_000);
const dataDir = path.join(root, '.bench/employees/pglite');
const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const runs = 3;
const searchTerm = 'son';
const env = { ...process.env, PGLITE_DIR: dataDir, PORT: String(port), DATABASE_URL: '' };

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

console.log(`Seeding ${count.toLocaleString('en-GB')} demo employees (a throwaway PGlite folder)…`);
const seedOutput = execFileSync(
  path.join(root, 'node_modules/.bin/tsx'),
  ['packages/server/src/seed-demo.ts', String(count)],
  { cwd: root, env, encoding: 'utf8' },
);
const demoEmail = seedOutput.match(/e-mail:\s+(\S+)/)?.[1];
const demoPassword = seedOutput.match(/password:\s+(\S+)/)?.[1];
if (!demoEmail || !demoPassword) throw new Error(`The seed printed no credentials:\n${seedOutput}`);

console.log('Building the app…');
execFileSync('npm', ['run', 'build', '-w', '@hr/app'], { cwd: root, stdio: 'ignore' });

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'ignore',
});
try {
  await waitForServer();
  const small = await smallEmployer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const rows = [];
    for (const account of [
      small,
      { label: count.toLocaleString('en-GB'), email: demoEmail, password: demoPassword },
    ]) {
      rows.push({ label: account.label, ...(await measure(browser, account)) });
    }
    print(rows);
  } finally {
    await browser.close();
  }
} finally {
  server.kill('SIGTERM');
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start.');
}

async function call(pathName, body, token) {
  const response = await fetch(`${base}/api${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The baseline: an employer with 100 employees, made through the API like any other. */
async function smallEmployer() {
  const email = `bench.small.${Date.now()}@example.com`;
  const password = 'a benchmark passphrase';
  await call('/auth/create-user', {
    firstName: 'Small',
    lastName: 'Employer',
    email,
    password,
    country: 'Ghana',
    agreeTsAndCs: true,
    role: 'admin',
  });
  const { returnObject } = await call('/auth/login', { username: email, password });
  for (let index = 1; index <= 100; index += 1) {
    const number = String(index).padStart(4, '0');
    await call(
      '/management/create-employee',
      {
        quickEntry: {
          employeeNo: `S-${number}`,
          firstName: index % 7 === 0 ? 'Jackson' : 'Ama',
          lastName: `Mensah ${number}`,
          email: `small.${number}@example.com`,
          ninId: `GHA-${number}`,
          country: 'Ghana',
          dob: '1990-01-01',
          passport: null,
          position: null,
          phoneNumber: null,
          department: null,
          startDate: null,
        },
      },
      returnObject.jwtToken,
    );
  }
  return { label: '100 (baseline)', email, password };
}

async function measure(browser, { email, password }) {
  const figures = { firstRows: [], firstSearchResult: [], heap: [] };
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Enter Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');

    const navigated = performance.now();
    await page.goto(`${base}/employee`);
    await firstRow(page);
    figures.firstRows.push(performance.now() - navigated);

    const searched = performance.now();
    await page.getByRole('searchbox', { name: 'Search employees' }).fill(searchTerm);
    await page
      .getByText(/matching/)
      .first()
      .waitFor();
    await firstRow(page);
    figures.firstSearchResult.push(performance.now() - searched);

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    figures.heap.push(usedSize);
    await context.close();
  }
  return figures;
}

/** The list's first row with its data, or a failure that says what the page showed instead. */
async function firstRow(page) {
  try {
    // The grid's first employee row (aria-rowindex 2, after the header) once its data has arrived:
    // a row still loading is marked busy.
    await page.locator('tr[aria-rowindex="2"]:not([aria-busy])').waitFor();
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`No rows appeared; the page showed:\n${shown.slice(0, 1000)}`, { cause: error });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function print(rows) {
  console.log(
    `\nEmployee list in Chromium, median of ${runs} runs (search term "${searchTerm}", debounce 300 ms included)\n`,
  );
  console.log(
    `${'employees'.padEnd(18)}${'first rows'.padStart(14)}${'first search result'.padStart(22)}${'JS heap'.padStart(12)}`,
  );
  for (const { label, firstRows, firstSearchResult, heap } of rows) {
    console.log(
      `${label.padEnd(18)}${`${median(firstRows).toFixed(0)} ms`.padStart(14)}${`${median(firstSearchResult).toFixed(0)} ms`.padStart(22)}${`${(median(heap) / 1024 / 1024).toFixed(1)} MB`.padStart(12)}`,
    );
  }
}
