// Tests of the test tooling itself: a check that cannot fail proves nothing, so these make the
// checks fail on purpose and assert that they do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function lintProbe(relativePath, source) {
  const file = path.join(root, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    const result = spawnSync(bin('biome'), ['lint', '--reporter=json', relativePath], {
      cwd: root,
      encoding: 'utf8',
    });
    const report = JSON.parse(result.stdout);
    return { status: result.status, rules: report.diagnostics.map((d) => d.category) };
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

for (const [library, named] of [
  ['jotai', 'atom'],
  ['react-router-dom', 'Link'],
  ['jotai/utils', 'atomWithStorage'],
]) {
  test(`lint refuses an import of ${library} from packages/screens`, () => {
    const { status, rules } = lintProbe(
      'packages/screens/src/lint-probe/Probe.ts',
      `import { ${named} } from '${library}';\n\nexport const probe = ${named};\n`,
    );
    assert.notEqual(status, 0);
    assert.ok(rules.includes('lint/style/noRestrictedImports'), `rules reported: ${rules.join(', ')}`);
  });
}

test('lint lets packages/app import jotai (the rule is scoped, not a blanket ban)', () => {
  const { status, rules } = lintProbe(
    'packages/app/src/lint-probe/Probe.ts',
    "import { atom } from 'jotai';\n\nexport const probe = atom(1);\n",
  );
  assert.equal(status, 0, `rules reported: ${rules.join(', ')}`);
});

test('story tests fail on a broken play assertion and on an unlabelled input, and pass a good story', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'story-probe-'));
  const outputFile = path.join(out, 'report.json');
  const result = spawnSync(
    bin('vitest'),
    ['run', '--project', 'stories-light', '--reporter=json', `--outputFile=${outputFile}`],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_CONFIG_DIR: path.join(root, 'scripts/fixtures/storybook') },
    },
  );
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  rmSync(out, { recursive: true, force: true });
  assert.notEqual(result.status, 0, 'vitest must exit non-zero');
  const byName = Object.fromEntries(
    report.testResults.flatMap((file) => file.assertionResults).map((t) => [t.title, t]),
  );
  assert.equal(byName.Passing?.status, 'passed');
  assert.equal(byName['Broken Play']?.status, 'failed');
  assert.match(byName['Broken Play'].failureMessages.join('\n'), /E-999/);
  assert.equal(byName['Unlabelled Input']?.status, 'failed');
  assert.match(byName['Unlabelled Input'].failureMessages.join('\n'), /label|accessib/i);
});
