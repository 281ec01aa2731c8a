// Tests of the test tooling itself: a check that cannot fail proves nothing, so these make the
// checks fail on purpose and assert that they do.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

test('story tests fail on a broken play assertion, an unlabelled input and a contrast failure in dark only, and pass a good story', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'story-probe-'));
  const outputFile = path.join(out, 'report.json');
  const result = spawnSync(
    bin('vitest'),
    ['run', '--project', 'stories', '--reporter=json', `--outputFile=${outputFile}`],
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
  assert.match(byName['Unlabelled Input'].failureMessages.join('\n'), /In the light theme/);
  assert.equal(byName['Dark Only Contrast']?.status, 'failed');
  assert.match(byName['Dark Only Contrast'].failureMessages.join('\n'), /In the dark theme/);
  assert.match(byName['Dark Only Contrast'].failureMessages.join('\n'), /contrast/i);
});

test('npm run chromatic without a token says so in one line and exits 0', () => {
  const env = { ...process.env };
  delete env.CHROMATIC_PROJECT_TOKEN;
  const result = spawnSync(process.execPath, ['scripts/chromatic.mjs'], { cwd: root, encoding: 'utf8', env });
  assert.equal(result.status, 0);
  const lines = result.stdout.trim().split('\n');
  assert.equal(lines.length, 1);
  assert.match(lines[0], /CHROMATIC_PROJECT_TOKEN is not set/);
});

/**
 * Every component the design system promises (issue 2) has stories that ran and passed as tests in
 * both themes. Reads the report of the Vitest run that `npm test` makes just before this suite.
 */
const promisedComponents = {
  Button: 'ui/src/Button/Button.stories.tsx',
  TextField: 'ui/src/TextField/TextField.stories.tsx',
  NumberField: 'ui/src/NumberField/NumberField.stories.tsx',
  PasswordField: 'ui/src/PasswordField/PasswordField.stories.tsx',
  SearchField: 'ui/src/SearchField/SearchField.stories.tsx',
  Select: 'ui/src/Select/Select.stories.tsx',
  ComboBox: 'ui/src/ComboBox/ComboBox.stories.tsx',
  Checkbox: 'ui/src/Checkbox/Checkbox.stories.tsx',
  Switch: 'ui/src/Switch/Switch.stories.tsx',
  RadioGroup: 'ui/src/RadioGroup/RadioGroup.stories.tsx',
  ToggleButtonGroup: 'ui/src/ToggleButtonGroup/ToggleButtonGroup.stories.tsx',
  DatePicker: 'ui/src/DatePicker/DatePicker.stories.tsx',
  DateRangePicker: 'ui/src/DateRangePicker/DateRangePicker.stories.tsx',
  ColorPicker: 'ui/src/ColorPicker/ColorPicker.stories.tsx',
  FileTrigger: 'ui/src/FileTrigger/FileTrigger.stories.tsx',
  DropZone: 'ui/src/DropZone/DropZone.stories.tsx',
  Dialog: 'ui/src/Dialog/Dialog.stories.tsx',
  FullScreenPanel: 'ui/src/FullScreenPanel/FullScreenPanel.stories.tsx',
  Tabs: 'ui/src/Tabs/Tabs.stories.tsx',
  BottomTabBar: 'ui/src/BottomTabBar/BottomTabBar.stories.tsx',
  Disclosure: 'ui/src/Disclosure/Disclosure.stories.tsx',
  DisclosureGroup: 'ui/src/DisclosureGroup/DisclosureGroup.stories.tsx',
  DataTable: 'ui/src/DataTable/DataTable.stories.tsx',
  Toast: 'ui/src/Toast/Toast.stories.tsx',
  Menu: 'ui/src/Menu/Menu.stories.tsx',
  AvatarMenu: 'ui/src/Menu/AvatarMenu.stories.tsx',
  NotificationsMenu: 'ui/src/Menu/NotificationsMenu.stories.tsx',
  SideNav: 'ui/src/SideNav/SideNav.stories.tsx',
  TopBar: 'ui/src/TopBar/TopBar.stories.tsx',
  Card: 'ui/src/Card/Card.stories.tsx',
  StatCard: 'ui/src/StatCard/StatCard.stories.tsx',
  Badge: 'ui/src/Badge/Badge.stories.tsx',
  Banner: 'ui/src/Banner/Banner.stories.tsx',
  EmptyState: 'ui/src/EmptyState/EmptyState.stories.tsx',
  ProgressBar: 'ui/src/ProgressBar/ProgressBar.stories.tsx',
  Spinner: 'ui/src/Spinner/Spinner.stories.tsx',
  'FormSection and FieldGroup': 'ui/src/Form/Form.stories.tsx',
  // Issue 4's screens (packages/screens).
  SignInScreen: 'screens/src/auth/SignInScreen.stories.tsx',
  SignInDialog: 'screens/src/auth/SignInDialog.stories.tsx',
  SignUpScreen: 'screens/src/auth/SignUpScreen.stories.tsx',
  ForgotPasswordScreen: 'screens/src/auth/ForgotPasswordScreen.stories.tsx',
  ResetPasswordScreen: 'screens/src/auth/ResetPasswordScreen.stories.tsx',
  PublicLayout: 'screens/src/auth/PublicLayout.stories.tsx',
  AppShell: 'screens/src/shell/AppShell.stories.tsx',
  'NotFound and RouterErrorPage': 'screens/src/shell/StatusScreens.stories.tsx',
  DashboardScreen: 'screens/src/dashboard/DashboardScreen.stories.tsx',
  LandingScreen: 'screens/src/marketing/LandingScreen.stories.tsx',
  UserProfileScreen: 'screens/src/profile/UserProfileScreen.stories.tsx',
};

const vitestReport = path.join(root, 'test-results/vitest-stories.json');
// Each story test checks both themes (.storybook/preview.tsx), and the probe above proves a failure in
// either fails it, so one passing run of a story file is a pass in light and in dark.
test('every promised component and screen has story tests that passed in light and in dark', (t) => {
  if (!existsSync(vitestReport)) {
    // npm test runs Vitest first and sets REQUIRE_VITEST_REPORT, so there a missing report is a failure.
    assert.ok(!process.env.REQUIRE_VITEST_REPORT, `npm test ran Vitest, but ${vitestReport} is missing`);
    t.skip('no Vitest report: run npm test, which runs the story tests first');
    return;
  }
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  const passedRuns = new Map();
  for (const file of report.testResults) {
    const relative = path.relative(path.join(root, 'packages'), file.name);
    const passed = file.assertionResults.filter((r) => r.status === 'passed').length;
    if (passed > 0) passedRuns.set(relative, (passedRuns.get(relative) ?? 0) + 1);
  }
  const missing = Object.entries(promisedComponents)
    .filter(([, storyFile]) => (passedRuns.get(storyFile) ?? 0) < 1)
    .map(([name]) => name);
  assert.deepEqual(missing, [], `components without passing story tests: ${missing.join(', ')}`);
});
