import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, but a body whose length the client announced (Content-Length, no
 * Transfer-Encoding) is judged by that header alone, without touching the request's `body`: on
 * node-server that getter builds a whole web Request (an AbortController, a ReadableStream over the
 * socket) just to see that a body exists, where reading the text afterwards (c.req.text()) takes the
 * socket's bytes directly. Node's HTTP parser reads exactly Content-Length bytes, so the header bounds
 * the body as hono's own check trusts it to. A streamed body (no length) is counted by hono's.
 */
export function bodyLimit({
  maxSize,
  onError,
}: {
  maxSize: number;
  onError: (c: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const streamed = streamedBodyLimit({ maxSize, onError });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > maxSize) return onError(c);
    await next();
  };
}
