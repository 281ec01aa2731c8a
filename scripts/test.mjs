// `npm test`: every check of the project in one command. Runs each suite even when an earlier one
// fails, prints what each counted, and ends with one line `N passed, N failed` summing them all,
// so a run that executed nothing cannot look green. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, HOW_TO_GET_CHROMIUM } from './chromium.mjs';
import {
  budgetMinutes,
  budgetVerdict,
  formatDuration,
  playwrightFailureLines,
  playwrightFileTimes,
  slowestFileLines,
  vitestFailureLines,
  vitestFileTimes,
} from './test-timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** The PostgreSQL the server suite runs against a second time, when one is given (see .ci/run). */
const postgresUrl = process.env.TEST_DATABASE_URL;
const { TEST_DATABASE_URL: _postgresForTheSecondRun, ...baseEnv } = process.env;

/** Every test file's duration, gathered from the reporters' JSON as the suites finish. */
const fileTimes = [];
// Each failed test as a line, named again in the summary (the log above it is long).
const failures = [];
// Each test that passed only on a retry (scripts/flaky-reporter.mjs): the run passes, the line asks for a fix.
const flaky = [];

function run(command, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env } });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const results = [];

/** Runs one suite and records what it counted with its wall time, in seconds. */
async function record(suite) {
  const started = performance.now();
  const result = await suite();
  results.push({ ...result, seconds: (performance.now() - started) / 1000 });
}

/** A check that is one test: it passes when the command exits 0. */
async function single(name, command, args, env = {}) {
  const code = await run(command, args, { env });
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function vitestSuite(name, reportName, args, env) {
  const outputFile = path.join(reports, reportName);
  const flakyFile = path.join(reports, `flaky-${reportName}`);
  rmSync(flakyFile, { force: true });
  const code = await run(
    bin('vitest'),
    [
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/flaky-reporter.mjs',
      `--outputFile=${outputFile}`,
    ],
    { env: { ...env, FLAKY_REPORT_FILE: flakyFile } },
  );
  const report = readJson(outputFile);
  if (!report) return { name, passed: 0, failed: 1 };
  fileTimes.push(...vitestFileTimes(outputFile, name, root));
  failures.push(...vitestFailureLines(outputFile, root));
  flaky.push(...(readJson(flakyFile) ?? []).map((line) => `  ${line}`));
  const failed = report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return { name, passed: report.numPassedTests, failed };
}

async function toolingSuite(chromium) {
  const outputFile = path.join(reports, 'tooling.tap');
  const code = await run(
    'sh',
    [
      '-c',
      `node --test --test-reporter=tap --test-reporter-destination=stdout scripts/*.test.mjs | tee "${outputFile}"`,
    ],
    { env: { CHROMIUM_PATH: chromium, REQUIRE_VITEST_REPORT: '1' } },
  );
  const tap = existsSync(outputFile) ? readFileSync(outputFile, 'utf8') : '';
  const count = (label) => Number(tap.match(new RegExp(`^# ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  const passed = count('pass');
  // The pipe hides node's exit code, so a run that reported nothing counts as a failure.
  const silent = passed + count('fail') === 0;
  const failed = count('fail') + ((code !== 0 || silent) && count('fail') === 0 ? 1 : 0);
  return { name: 'tooling tests (node --test)', passed, failed };
}

async function e2eSuite(chromium) {
  const hasJourneys =
    existsSync(path.join(root, 'e2e')) &&
    readdirSync(path.join(root, 'e2e')).some((file) => file.endsWith('.spec.ts'));
  if (!hasJourneys) return { name: 'journeys (playwright): none yet', passed: 0, failed: 0 };
  const outputFile = path.join(reports, 'playwright.json');
  const code = await run(bin('playwright'), ['test'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  const stats = readJson(outputFile)?.stats;
  if (!stats) return { name: 'journeys (playwright)', passed: 0, failed: 1 };
  fileTimes.push(...playwrightFileTimes(outputFile, 'journeys'));
  failures.push(...playwrightFailureLines(outputFile));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { name: 'journeys (playwright)', passed: stats.expected + stats.flaky, failed };
}

/**
 * The public pages' bundle budgets (scripts/bench-bundle.mjs, issue 33), one check. The journeys'
 * server (`npm start`) built the app in this run, so the check measures that build and costs seconds;
 * it builds the app itself only when no build of this run is there (no journeys ran).
 */
function bundleBudget(chromium) {
  const manifest = path.join(root, 'packages/app/dist/.vite/manifest.json');
  const builtThisRun = existsSync(manifest) && statSync(manifest).mtimeMs >= runStartedAt;
  return single(
    'bundle budgets of the public pages (bench:bundle)',
    process.execPath,
    ['scripts/bench-bundle.mjs', ...(builtThisRun ? ['--no-build'] : [])],
    { CHROMIUM_PATH: chromium },
  );
}

const runStarted = performance.now();
const runStartedAt = Date.now();
const chromium = ensureChromium();
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
console.log(`Using Chromium at ${chromium}`);
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await record(() => single('type-check (tsc)', bin('tsc'), ['--noEmit', '-p', '.']));
await record(() => single('lint and format (biome)', bin('biome'), ['ci', '--error-on-warnings', '.']));
// Redocly would otherwise try to send telemetry and look for updates over the network.
await record(() =>
  single('contract lint (redocly)', bin('redocly'), ['lint', 'openapi.yaml'], {
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  }),
);
await record(() => vitestSuite('unit (vitest)', 'vitest-unit.json', ['--project', 'unit']));
await record(() => vitestSuite('server on PGlite (vitest)', 'vitest-server.json', ['--project', 'server']));
await record(() =>
  vitestSuite('stories, light and dark, with axe (vitest)', 'vitest-stories.json', ['--project', 'stories'], {
    CHROMIUM_PATH: chromium,
  }),
);
if (postgresUrl) {
  await record(() =>
    vitestSuite('server on PostgreSQL (vitest)', 'vitest-postgres.json', ['--project', 'server-postgres'], {
      TEST_DATABASE_URL: postgresUrl,
    }),
  );
}
await record(() => toolingSuite(chromium));
await record(() => e2eSuite(chromium));
await record(() => bundleBudget(chromium));

const elapsed = (performance.now() - runStarted) / 1000;
const budget = budgetVerdict(elapsed, budgetMinutes());

console.log('\nSummary');
for (const { name, passed, failed, seconds } of results) {
  console.log(
    `  ${failed ? 'FAIL' : 'ok  '}  ${formatDuration(seconds).padStart(8)}  ${name}: ${passed} passed, ${failed} failed`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const line of failures) console.log(line);
}
if (flaky.length > 0) {
  console.log('\nPassed only on a retry (flaky: find the race and fix it, docs/testing.md › Retries)');
  for (const line of flaky) console.log(line);
}
console.log('\nSlowest files');
for (const line of slowestFileLines(fileTimes)) console.log(line);
console.log(`\n${budget.line}`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0) + (budget.over ? 1 : 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
