// `npm run chromatic`: publishes the Storybook to Chromatic for visual review. Without
// CHROMATIC_PROJECT_TOKEN it says so in one line and exits 0, touching no network.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping visual review (nothing was sent).');
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  path.join(root, 'node_modules/.bin/chromatic'),
  [
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    '--only-changed',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
