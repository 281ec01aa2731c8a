import type { components } from './schema.d.ts';

/** What the server answers when a call fails; `ApiError` carries its `error` and `field`. */
export type ErrorEnvelope = components['schemas']['ErrorEnvelope'];

/**
 * Every way a call can fail, as one family of errors. UI code switches on `kind` (or tests
 * `instanceof`) and shows `message`, which is always a sentence a person can read.
 */
export type ClientErrorKind =
  | 'api'
  | 'token-unavailable'
  | 'network'
  | 'timeout'
  | 'canceled'
  | 'request-failed';

export abstract class ClientError extends Error {
  abstract readonly kind: ClientErrorKind;
}

/** §8: the message shown when the server's error envelope carries no `error`. */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** The server answered with its error envelope: `message` is the envelope's `error`. */
export class ApiError extends ClientError {
  readonly kind = 'api' as const;
  override readonly name = 'ApiError';
  /** The HTTP status, which the contract makes equal to the envelope's `returnCode`. */
  readonly status: number;
  /** The request field the error is about, as a dotted path, when the server names one. */
  readonly field: string | undefined;

  constructor(status: number, error: string | undefined, field?: string) {
    super(error || UNKNOWN_ERROR_MESSAGE);
    this.status = status;
    this.field = field;
  }
}

/** §7: an authenticated call was refused before sending because there is no session token. */
export class TokenUnavailableError extends ClientError {
  readonly kind = 'token-unavailable' as const;
  override readonly name = 'TokenUnavailableError';

  constructor() {
    super('Token is not available');
  }
}

/** The request never got an answer: offline, DNS, refused connection, CORS. */
export class NetworkError extends ClientError {
  readonly kind = 'network' as const;
  override readonly name = 'NetworkError';

  constructor(options?: ErrorOptions) {
    super('Network error: the server could not be reached', options);
  }
}

export class TimeoutError extends ClientError {
  readonly kind = 'timeout' as const;
  override readonly name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, options?: ErrorOptions) {
    super(`Request timed out after ${timeoutMs} ms`, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's AbortSignal ended the request (a screen was left, a search was superseded). */
export class CanceledError extends ClientError {
  readonly kind = 'canceled' as const;
  override readonly name = 'CanceledError';

  constructor(options?: ErrorOptions) {
    super('Request canceled', options);
  }
}

/** An answer that is not the contract's envelope: a proxy's HTML page, an empty 502, a crash. */
export class RequestFailedError extends ClientError {
  readonly kind = 'request-failed' as const;
  override readonly name = 'RequestFailedError';
  readonly status: number;

  constructor(status: number) {
    super(`Request failed with status code ${status}`);
    this.status = status;
  }
}

/** The union to switch on: `switch (error.kind)` narrows to the class. */
export type AnyClientError =
  | ApiError
  | TokenUnavailableError
  | NetworkError
  | TimeoutError
  | CanceledError
  | RequestFailedError;

export function isClientError(error: unknown): error is AnyClientError {
  return error instanceof ClientError;
}
