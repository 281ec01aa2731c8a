import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { ServiceDeps } from './core/deps.ts';
import { registerApi } from './http/api.ts';
import type { ApiEnv } from './http/api-env.ts';
import { type Contract, loadContract } from './http/contract.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { jsonLogger, type Logger } from './logger.ts';

export interface ServerOptions {
  /** Folder of the built app (packages/app/dist); without one, only the API is served (tests). */
  appDir?: string;
  deps: ServiceDeps;
  /** Believe X-Forwarded-For for the client address (TRUST_PROXY=1, behind a proxy that sets it). */
  trustProxy?: boolean;
  logger?: Logger;
  contract?: Contract;
}

/**
 * The HTTP application: the API of openapi.yaml under /api, and the built single-page app, with every
 * other path answered by its index.html so client-side routes survive a reload.
 */
export function createServer({
  appDir,
  deps,
  trustProxy = false,
  logger = jsonLogger(),
  contract = loadContract(),
}: ServerOptions) {
  const app = new Hono<ApiEnv>();
  app.use(requestId());
  app.use(requestLog(logger));
  app.use(`${contract.basePath}/*`, async (c, next) => {
    await next();
    // Answers carry tokens and personal data: no cache, shared or private, may keep them.
    c.header('Cache-Control', 'no-store');
  });
  registerApi(app, { contract, deps, trustProxy });
  if (appDir) serveApp(app, appDir);
  app.onError(errorHandler(logger));
  return app;
}

function serveApp(app: Hono<ApiEnv>, appDir: string): void {
  const root = path.relative(process.cwd(), appDir) || '.';
  app.use('/assets/*', serveStatic({ root }));
  // A missing asset is a 404, not the app's page: a stale tab must not parse HTML as a script.
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  app.use('*', serveStatic({ root }));
  app.get('*', serveStatic({ root, path: 'index.html' }));
}
