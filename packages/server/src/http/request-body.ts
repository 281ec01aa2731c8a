import type { ValidateFunction } from 'ajv';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './api-env.ts';
import { failure } from './envelope.ts';
import { describeValidationErrors } from './validation-messages.ts';

export const NOT_JSON_CONTENT = 'The request body must be JSON, sent with Content-Type: application/json.';
export const MALFORMED_JSON = 'The request body is not valid JSON.';

/**
 * Reads the JSON body, reads its blank optional texts as none (`normalise`), checks it against the
 * operation's schema from the contract (filling omitted properties with their defaults) and hands it
 * on as `body`. Whatever a client sends ends here as a 400 naming the field, never as a 500.
 */
export function validatedBody(
  validate: ValidateFunction,
  normalise: (body: unknown) => void = () => {},
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType !== 'application/json') return failure(c, 400, NOT_JSON_CONTENT);

    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return failure(c, 400, MALFORMED_JSON);
    }
    normalise(body);
    if (!validate(body)) {
      const { field, message } = describeValidationErrors(validate.errors ?? [], body);
      return failure(c, 400, message, field);
    }
    const nulField = findNulCharacter(body, '');
    if (nulField !== undefined) {
      // Valid JSON, but PostgreSQL text cannot hold U+0000.
      return failure(c, 400, `${nulField}: must not contain the character U+0000.`, nulField);
    }
    c.set('body', body);
    await next();
  };
}

/** The dotted path of the first string holding U+0000 in an already-validated (so bounded) body. */
function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNulCharacter(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
