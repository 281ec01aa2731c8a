import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AttachmentOwners } from './attachments/owner-access.ts';
import type { ServiceDeps } from './core/deps.ts';
import type { ApiEnv } from './http/api-env.ts';
import { compressJson } from './http/compress-json.ts';
import { type Contract, loadContract } from './http/contract.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import { inlineScriptHashes, inlineStyleHashes, securityHeaders } from './http/security-headers.ts';
import { readAppPages, serveApp } from './http/static-app.ts';
import { jsonLogger, type Logger } from './logger.ts';
import { registerApi } from './routes.ts';

export interface ServerOptions {
  /** Folder of the built app (packages/app/dist); without one, only the API is served (tests). */
  appDir?: string;
  deps: ServiceDeps;
  /** Believe X-Forwarded-For for the client address (TRUST_PROXY=1, behind a proxy that sets it). */
  trustProxy?: boolean;
  logger?: Logger;
  contract?: Contract;
  /** Owner types beyond the areas' own, for tests (see registerApi). */
  attachmentOwners?: AttachmentOwners;
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
  attachmentOwners,
}: ServerOptions) {
  const app = new Hono<ApiEnv>();
  app.use(requestId());
  app.use(requestLog(logger));
  const pages = readAppPages(appDir);
  app.use(
    securityHeaders({
      publicUrl: deps.publicUrl,
      inlineScriptHashes: [...new Set(pages.flatMap(inlineScriptHashes))],
      inlineStyleHashes: [...new Set(pages.flatMap(inlineStyleHashes))],
    }),
  );
  // JSON answers over 1 KiB travel gzipped (employee pages, dashboards); the app's files are
  // compressed once at build time instead.
  app.use(`${contract.basePath}/*`, compressJson(1024));
  app.use(`${contract.basePath}/*`, async (c, next) => {
    await next();
    // Answers carry tokens and personal data: no cache, shared or private, may keep them.
    c.header('Cache-Control', 'no-store');
  });
  registerApi(app, { contract, deps, trustProxy, ...(attachmentOwners ? { attachmentOwners } : {}) });
  if (appDir) serveApp(app, appDir);
  app.onError(errorHandler(logger));
  return app;
}
