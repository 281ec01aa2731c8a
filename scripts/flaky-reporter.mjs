// A Vitest reporter that writes the tests that passed only on a retry to FLAKY_REPORT_FILE (JSON: an
// array of "file > name"), so scripts/test.mjs can name them in its summary: a retry keeps one slip of a
// browser from failing the run, and this keeps the slip from going unseen (docs/testing.md › Retries).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) {
      this.flaky.push(`${path.relative(this.root ?? '', testCase.module.moduleId)} > ${testCase.fullName}`);
    }
  }

  onTestRunEnd() {
    const file = process.env.FLAKY_REPORT_FILE;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(this.flaky));
  }
}
