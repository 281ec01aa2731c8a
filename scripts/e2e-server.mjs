// The product as `npm start` runs it, for the Playwright journeys: on a database folder of its own
// (emptied first, so every run starts from nothing and never touches data/pglite) and with its log
// copied to test-results/e2e-server-<port>.log, where the journeys read the mails the outbox wrote
// there. Both are named by the port, so two runs on different E2E_PORTs never share them.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, `test-results/e2e-pglite-${port}`);
const logFile = path.join(root, `test-results/e2e-server-${port}.log`);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(logFile), { recursive: true });
const log = createWriteStream(logFile);

const child = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT: port, PGLITE_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk) => {
    log.write(chunk);
    process.stdout.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code) => {
  log.end();
  process.exit(code ?? 0);
});
