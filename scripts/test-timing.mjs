// Where a test run's time went: each suite's wall time, the slowest files from the reporters' JSON,
// and the budget the whole run must stay within (scripts/test.mjs prints all three in its summary),
// and which tests failed, named again at the end where the run's last lines show them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The whole `npm test`, on the machine CI runs it on (2 cores, 24 GiB), may take this long. Past it
 * the run fails, so the area that adds the time sees it the day it adds it. CI's own limit is 90
 * minutes for `npm ci` and `npm test` together; the budget keeps the suite well inside it.
 * TEST_BUDGET_MINUTES overrides it (a slower machine, or a deliberate experiment), never in CI.
 */
export const DEFAULT_BUDGET_MINUTES = 35;

export function budgetMinutes(env = process.env) {
  const fromEnv = Number(env.TEST_BUDGET_MINUTES);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_BUDGET_MINUTES;
}

/** 1,234 s as "20m 34s"; under a minute as "42.5s". */
export function formatDuration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** The verdict line on the run's time, and whether it broke the budget. */
export function budgetVerdict(elapsedSeconds, minutes) {
  const share = Math.round((elapsedSeconds / (minutes * 60)) * 100);
  const over = elapsedSeconds > minutes * 60;
  const line = over
    ? `FAIL  time budget: the run took ${formatDuration(elapsedSeconds)}, over its budget of ${minutes}m (${share}%). ` +
      'The slowest files are listed above; docs/testing.md says how to make a check cost less without weakening it.'
    : `ok    time budget: the run took ${formatDuration(elapsedSeconds)} of its ${minutes}m budget (${share}%)`;
  return { over, line };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Each test file of a Vitest JSON report with its duration in seconds (start of its first test to its end). */
export function vitestFileTimes(reportFile, suite, root) {
  const report = readJson(reportFile);
  if (!report) return [];
  return report.testResults
    .filter((file) => Number.isFinite(file.startTime) && Number.isFinite(file.endTime))
    .map((file) => ({
      suite,
      file: path.relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
    }));
}

/**
 * Calls `each(test, spec, file)` for every test of a Playwright JSON report, `file` being the spec file
 * relative to the test directory (suites nest; a nested suite inherits its parent's file).
 */
function forEachPlaywrightTest(report, each) {
  const visit = (node, file) => {
    const here = node.file ?? file;
    for (const spec of node.specs ?? []) {
      for (const test of spec.tests ?? []) each(test, spec, spec.file ?? here);
    }
    for (const child of node.suites ?? []) visit(child, here);
  };
  for (const suiteNode of report.suites ?? []) visit(suiteNode, suiteNode.file);
}

/** The folder the report's spec files are relative to, as the summary names them. */
function playwrightTestDir(report) {
  return report.config?.rootDir ? path.basename(report.config.rootDir) : 'e2e';
}

/** Each spec file of a Playwright JSON report with the summed duration of its tests' runs, in seconds. */
export function playwrightFileTimes(reportFile, suite) {
  const report = readJson(reportFile);
  if (!report) return [];
  const totals = new Map();
  forEachPlaywrightTest(report, (test, _spec, file) => {
    for (const result of test.results ?? []) {
      totals.set(file, (totals.get(file) ?? 0) + (result.duration ?? 0) / 1000);
    }
  });
  const testDir = playwrightTestDir(report);
  return [...totals].map(([file, seconds]) => ({ suite, file: path.join(testDir, file), seconds }));
}

/**
 * Each failed test of a Vitest JSON report as a line of the summary: its file, its name and the first
 * line of its first failure. The reporter's own account is far above, in a long log whose tail is often
 * all that is kept; this names the failure again at the end.
 */
export function vitestFailureLines(reportFile, root) {
  const report = readJson(reportFile);
  if (!report) return [];
  return report.testResults.flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => failureLine(path.relative(root, file.name), test.fullName, test.failureMessages?.[0])),
  );
}

/**
 * Each journey of a Playwright JSON report that failed (no retry rescued it) as a line of the summary:
 * its spec file and title, where in the spec it stopped, and the first line of the error (its colour
 * codes removed). Without it a failed journey is named only in the list reporter's output, far above.
 */
export function playwrightFailureLines(reportFile) {
  const report = readJson(reportFile);
  if (!report) return [];
  const testDir = playwrightTestDir(report);
  const lines = [];
  forEachPlaywrightTest(report, (test, spec, file) => {
    if (test.status !== 'unexpected') return;
    const last = test.results?.at(-1);
    const error = last?.error ?? last?.errors?.[0];
    const where = error?.location?.line ? ` (line ${error.location.line})` : '';
    lines.push(
      failureLine(path.join(testDir, file), `${spec.title}${where}`, error?.message ?? last?.status),
    );
  });
  return lines;
}

function failureLine(file, name, message) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what is removed
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const first = plain.split('\n').find((line) => line.trim() !== '') ?? '';
  return `  ${file} > ${name}${first ? `: ${first.trim().slice(0, 300)}` : ''}`;
}

/** The `count` slowest files, as lines of the summary. */
export function slowestFileLines(files, count = 10) {
  return [...files]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ suite, file, seconds }) => `  ${formatDuration(seconds).padStart(8)}  ${file}  (${suite})`);
}
