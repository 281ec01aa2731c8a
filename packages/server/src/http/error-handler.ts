import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { Refusal } from '../core/refusal.ts';
import { isDataException } from '../db/postgres-errors.ts';
import type { Logger } from '../logger.ts';
import type { ApiEnv } from './api-env.ts';
import { failure } from './envelope.ts';

export const UNSTORABLE_VALUE = 'A value in the request cannot be stored.';
export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again later.';

/**
 * Refusals become their envelope; anything else is our fault: logged with the request id, answered
 * with a 500 that says nothing about the cause.
 */
export function errorHandler(logger: Logger): ErrorHandler<ApiEnv> {
  return (error, c) => {
    if (error instanceof Refusal) return failure(c, error.status, error.message, error.field, error.headers);
    // Validation should have stopped it; if a value still reaches PostgreSQL and is refused, it is bad input.
    if (isDataException(error)) return failure(c, 400, UNSTORABLE_VALUE);
    if (error instanceof HTTPException && error.status < 500) {
      return failure(c, error.status as ContentfulStatusCode, 'The request cannot be handled.');
    }
    // Name, code and message only: driver errors also carry the query's parameters.
    logger.log('error', 'unhandled error', {
      requestId: c.get('requestId'),
      error: error.name,
      code: (error as { code?: string }).code,
      detail: error.message,
    });
    return failure(c, 500, INTERNAL_ERROR);
  };
}
