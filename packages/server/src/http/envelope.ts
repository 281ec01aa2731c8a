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
  return c.json({ returnCode: status, ...content }, status);
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  field?: string,
  headers?: Readonly<Record<string, string>>,
): Response {
  return c.json({ returnCode: status, error, ...(field === undefined ? {} : { field }) }, status, headers);
}
