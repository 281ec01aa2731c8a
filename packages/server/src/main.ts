import { existsSync } from 'node:fs';
import path from 'node:path';
import { configFromEnvironment } from './config.ts';
import { jsonLogger } from './logger.ts';
import { startServer } from './server.ts';

const config = configFromEnvironment();

if (!existsSync(path.join(config.appDir, 'index.html'))) {
  console.error(
    `The built app is missing at ${config.appDir}. Run "npm run build -w @hr/app" first (npm start does it).`,
  );
  process.exit(1);
}

const server = await startServer(config, jsonLogger());
console.info(`HR Payroll is running at ${server.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('The server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  });
}
