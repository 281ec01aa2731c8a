import { expect } from 'vitest';
import { type AnyClientError, isClientError } from '../errors.ts';

/** The error a call rejects with, checked to be one of the client's typed errors. */
export async function rejection(promise: Promise<unknown>): Promise<AnyClientError> {
  const error = await promise.then(
    () => expect.fail('expected the call to fail'),
    (reason: unknown) => reason,
  );
  expect(isClientError(error), `not a ClientError: ${String(error)}`).toBe(true);
  return error as AnyClientError;
}
