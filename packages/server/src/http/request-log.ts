import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';
import type { ApiEnv } from './api-env.ts';

/**
 * One log line per request, written after the answer is known. Only these fields are logged: no
 * body, no query string, no headers, so no password or token can leak into the log.
 */
export function requestLog(logger: Logger): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    logger.log(status >= 500 ? 'error' : 'info', 'request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path.slice(0, 300),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
