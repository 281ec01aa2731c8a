import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { bodyLimit } from './body-limit.ts';
import { failure } from './envelope.ts';

/** "The file is larger than 10 MiB.": the limit as a user reads it. */
export function fileTooLarge(maxBytes: number): string {
  return `The file is larger than ${Number((maxBytes / (1024 * 1024)).toFixed(2))} MiB.`;
}

/**
 * For an operation whose body is a file rather than JSON (upload-attachment): the body must be sent
 * as the contract's media type (so a form post or a JSON body is a 400, not a file), and is read up to
 * `maxBytes`, a 413 saying the limit beyond it, whether the client announced its length or streamed
 * it. The handler then reads the bytes; nothing is parsed or validated here.
 */
export function rawBody(mediaType: string, maxBytes: number): MiddlewareHandler<ApiEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => failure(c, 413, fileTooLarge(maxBytes)) });
  return async (c, next) => {
    const sent = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (sent !== mediaType) {
      return failure(
        c,
        400,
        `The request body must be the file itself, sent with Content-Type: ${mediaType}.`,
      );
    }
    return limit(c, next);
  };
}
