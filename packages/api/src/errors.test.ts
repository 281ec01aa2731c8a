import { describe, expect, it } from 'vitest';
import {
  type AnyClientError,
  ApiError,
  CanceledError,
  ClientError,
  isClientError,
  NetworkError,
  RequestFailedError,
  TimeoutError,
  TokenUnavailableError,
} from './errors.ts';

describe('the error family', () => {
  it('has one base class and a kind for each failure, so UI code can switch on it', () => {
    const errors: AnyClientError[] = [
      new ApiError(409, 'Taken.'),
      new TokenUnavailableError(),
      new NetworkError(),
      new TimeoutError(5),
      new CanceledError(),
      new RequestFailedError(502),
    ];
    const describeError = (error: AnyClientError): string => {
      switch (error.kind) {
        case 'api':
          return `api ${error.status}`;
        case 'request-failed':
          return `request-failed ${error.status}`;
        case 'timeout':
          return `timeout ${error.timeoutMs}`;
        case 'token-unavailable':
        case 'network':
        case 'canceled':
          return error.kind;
      }
    };

    expect(errors.every((error) => error instanceof ClientError && error instanceof Error)).toBe(true);
    expect(errors.every(isClientError)).toBe(true);
    expect(isClientError(new TypeError('fetch failed'))).toBe(false);
    expect(errors.map(describeError)).toEqual([
      'api 409',
      'token-unavailable',
      'network',
      'timeout 5',
      'canceled',
      'request-failed 502',
    ]);
    expect(errors.map((error) => error.name)).toEqual([
      'ApiError',
      'TokenUnavailableError',
      'NetworkError',
      'TimeoutError',
      'CanceledError',
      'RequestFailedError',
    ]);
  });
});
