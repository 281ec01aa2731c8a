import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every answer of the API is one envelope whose returnCode is the HTTP status (openapi.yaml).
 * Success carries returnObject and/or returnMessage; failure carries error and, when a field of the
 * request is to blame, its dotted path.
 */
export function success(
  c: Context,
  status: 200 | 201,
  content: { returnObject?: unknown; returnMessage?: string },
): Response {
  return jsonAnswer(c, status, { returnCode: status, ...content });
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  field?: string,
  headers?: Readonly<Record<string, string>>,
): Response {
  return jsonAnswer(
    c,
    status,
    { returnCode: status, error, ...(field === undefined ? {} : { field }) },
    headers,
  );
}

/**
 * A JSON answer that states its length, so compressJson can leave one too small to gzip as it is
 * without reading it back (compress-json.ts).
 */
export function jsonAnswer(
  c: Context,
  status: ContentfulStatusCode,
  value: unknown,
  headers?: Readonly<Record<string, string>>,
): Response {
  const text = JSON.stringify(value);
  return c.body(text, status, {
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}
