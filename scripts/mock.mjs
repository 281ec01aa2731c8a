// `npm run mock`: Prism serves mocks of openapi.yaml (examples from the contract) on 127.0.0.1.
// MOCK_PORT chooses the port (default 4010). Point the app at it with VITE_API_BASE_URL (see README).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.MOCK_PORT ?? '4010';
const child = spawn(
  path.join(root, 'node_modules/.bin/prism'),
  ['mock', path.join(root, 'openapi.yaml'), '-p', port, '-h', '127.0.0.1'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code) => process.exit(code ?? 0));
