import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

export interface ServerOptions {
  /** Folder of the built app (packages/app/dist). */
  appDir: string;
}

/**
 * The HTTP application: the built single-page app, with every unknown path answered by its
 * index.html so client-side routes survive a reload. /api/health answers load balancers; the rest of the API joins with the contract.
 */
export function createServer({ appDir }: ServerOptions) {
  const root = path.relative(process.cwd(), appDir) || '.';
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ status: 'ok' as const }));
  app.use('/assets/*', serveStatic({ root }));
  // A missing asset is a 404, not the app's page: a stale tab must not parse HTML as a script.
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  app.use('*', serveStatic({ root }));
  app.get('*', serveStatic({ root, path: 'index.html' }));
  return app;
}
