// The summary's figures: a budget that fails the run once it is spent, and file times read from the
// reporters' JSON as Vitest and Playwright write it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
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

test('a run inside its budget passes and says how much it spent; past it, it fails naming the overrun', () => {
  const inside = budgetVerdict(21 * 60 + 30, 35);
  assert.equal(inside.over, false);
  assert.match(inside.line, /^ok {4}time budget: the run took 21m 30s of its 35m budget \(61%\)$/);
  const past = budgetVerdict(36 * 60, 35);
  assert.equal(past.over, true);
  assert.match(past.line, /^FAIL {2}time budget: the run took 36m 00s, over its budget of 35m \(103%\)/);
});

test('the budget is 35 minutes unless TEST_BUDGET_MINUTES says otherwise', () => {
  assert.equal(budgetMinutes({}), 35);
  assert.equal(budgetMinutes({ TEST_BUDGET_MINUTES: '50' }), 50);
  assert.equal(budgetMinutes({ TEST_BUDGET_MINUTES: 'soon' }), 35);
});

test('durations read as people say them', () => {
  assert.equal(formatDuration(42.46), '42.5s');
  assert.equal(formatDuration(1234), '20m 34s');
});

test('file times come from both reporters, and the slowest come first', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'timing-'));
  try {
    const vitest = path.join(dir, 'vitest.json');
    writeFileSync(
      vitest,
      JSON.stringify({
        testResults: [
          { name: '/repo/packages/server/src/a.test.ts', startTime: 1_000, endTime: 13_500 },
          { name: '/repo/packages/server/src/b.test.ts', startTime: 2_000, endTime: 3_000 },
        ],
      }),
    );
    const playwright = path.join(dir, 'playwright.json');
    writeFileSync(
      playwright,
      JSON.stringify({
        config: { rootDir: '/repo/e2e' },
        suites: [
          {
            file: 'leave.spec.ts',
            specs: [{ tests: [{ results: [{ duration: 20_000 }] }] }],
            suites: [{ specs: [{ tests: [{ results: [{ duration: 5_000 }] }] }] }],
          },
        ],
      }),
    );
    const files = [
      ...vitestFileTimes(vitest, 'server', '/repo'),
      ...playwrightFileTimes(playwright, 'journeys'),
    ];
    assert.deepEqual(
      files.map(({ file, seconds }) => [file, seconds]),
      [
        ['packages/server/src/a.test.ts', 12.5],
        ['packages/server/src/b.test.ts', 1],
        ['e2e/leave.spec.ts', 25],
      ],
    );
    assert.deepEqual(slowestFileLines(files, 2), [
      '     25.0s  e2e/leave.spec.ts  (journeys)',
      '     12.5s  packages/server/src/a.test.ts  (server)',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('each failed test is named again with its file and the first line of its failure', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'timing-'));
  try {
    const vitest = path.join(dir, 'vitest.json');
    writeFileSync(
      vitest,
      JSON.stringify({
        testResults: [
          {
            name: '/repo/packages/screens/src/ui/ComboBox.stories.tsx',
            assertionResults: [
              { fullName: 'Default', status: 'passed', failureMessages: [] },
              {
                fullName: 'No Matches',
                status: 'failed',
                failureMessages: ['\nTestingLibraryElementError: Unable to find role="listbox"\n    at …'],
              },
            ],
          },
          {
            name: '/repo/packages/server/src/a.test.ts',
            assertionResults: [{ fullName: 'ok', status: 'passed' }],
          },
        ],
      }),
    );
    assert.deepEqual(vitestFailureLines(vitest, '/repo'), [
      '  packages/screens/src/ui/ComboBox.stories.tsx > No Matches: TestingLibraryElementError: Unable to find role="listbox"',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('each failed journey is named again with its spec, the line it stopped at and its error', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'timing-'));
  try {
    const playwright = path.join(dir, 'playwright.json');
    const failed = {
      status: 'unexpected',
      results: [
        {
          status: 'failed',
          error: {
            message:
              '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText(…)',
            location: { file: '/repo/e2e/leave.spec.ts', line: 76 },
          },
        },
      ],
    };
    writeFileSync(
      playwright,
      JSON.stringify({
        config: { rootDir: '/repo/e2e' },
        suites: [
          {
            file: 'leave.spec.ts',
            specs: [
              { title: 'leave: applied and approved', file: 'leave.spec.ts', tests: [failed] },
              { title: 'leave: passes', file: 'leave.spec.ts', tests: [{ status: 'expected', results: [] }] },
            ],
          },
        ],
      }),
    );
    assert.deepEqual(playwrightFailureLines(playwright), [
      '  e2e/leave.spec.ts > leave: applied and approved (line 76): Error: expect(locator).toBeVisible() failed',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
