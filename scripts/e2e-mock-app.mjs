// The developer set-up the README describes for front-end work without a server: Prism mocks the
// contract and the app's dev server points at it through VITE_API_BASE_URL. The Playwright journey
// "sign-in against the mock" runs against this.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mockPort = process.env.MOCK_PORT ?? '4011';
const appPort = process.env.MOCK_APP_PORT ?? '5174';

const children = [
  spawn(process.execPath, [path.join(root, 'scripts/mock.mjs')], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: mockPort },
    stdio: 'inherit',
  }),
  spawn(
    path.join(root, 'node_modules/.bin/vite'),
    ['--port', appPort, '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: path.join(root, 'packages/app'),
      env: { ...process.env, VITE_API_BASE_URL: `http://127.0.0.1:${mockPort}` },
      stdio: 'inherit',
    },
  ),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('close', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
