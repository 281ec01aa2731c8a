// The server under benchmark, in a process of its own so the load generator does not share its
// event loop. It is what main.ts serves (startServer: same app, middleware, logging), on a database
// the parent prepared, on 127.0.0.1 and a free port. The parent talks to it over the IPC channel.
import { configFromEnvironment } from '../config.ts';
import type { DatabaseTarget } from '../db/open-database.ts';
import { jsonLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import { type ServerMessage, STOP_MESSAGE } from './server-process.ts';

const database = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const server = await startServer(
  {
    ...configFromEnvironment(),
    port: 0,
    hostname: '127.0.0.1',
    database,
    // The benchmarks call the API only: no built app is needed (an empty folder serves none).
    appDir: '',
    // The sign-in scenario gives each connection its own X-Forwarded-For, as clients behind a proxy
    // would have, so the per-address sign-in limit does not turn the scenario into one of 429s (see scenarios.ts).
    trustProxy: true,
  },
  // Request log lines are written as in production; the parent sends them to /dev/null.
  jsonLogger(),
);
// Listening, but not ready to be measured until the jobs a start queues on a large database are done.
const settling = performance.now();
await server.jobsSettled();
process.send?.({ url: server.url, jobsSettledMs: performance.now() - settling } satisfies ServerMessage);
process.on('message', (message) => {
  if (message !== STOP_MESSAGE) return;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('The benchmark server did not stop cleanly:', error);
      process.exit(1);
    },
  );
});
