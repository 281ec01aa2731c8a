import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createServer } from './app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = process.env.APP_DIR ?? path.resolve(here, '../../app/dist');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(appDir, 'index.html'))) {
  console.error(
    `The built app is missing at ${appDir}. Run "npm run build -w @hr/app" first (npm start does it).`,
  );
  process.exit(1);
}

const server = serve({ fetch: createServer({ appDir }).fetch, port, hostname }, (info) => {
  console.info(
    `HR Payroll is running at http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${info.port}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
