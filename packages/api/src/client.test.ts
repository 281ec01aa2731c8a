import { AUTHENTICATED_TIMEOUT_MS, UNAUTHENTICATED_TIMEOUT_MS } from '@hr/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser, login } from './auth.ts';
import { type ApiClientOptions, createApiClient } from './client.ts';
import {
  ApiError,
  CanceledError,
  NetworkError,
  RequestFailedError,
  TimeoutError,
  TokenUnavailableError,
} from './errors.ts';
import { createEmployee, getAllEmployeesOnUser } from './management.ts';
import { rejection } from './testing/rejection.ts';

const baseUrl = 'http://api.test/api';
const credentials = { username: 'ada@example.com', password: 'correct horse battery staple' };
const userId = { id: '4f0c5e0a-8a51-4c8e-9d7e-2f1b8f3b9a10' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that records every request and answers with `respond`. */
function fakeFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return respond(request);
  });
  return { fetch, requests };
}

/**
 * Requests a stalled server is sitting on. A real network stack holds its in-flight requests the same
 * way; without it the fake's pending promise is garbage (undici's Request follows the caller's signal
 * through a weak reference), gets collected, and the call would never settle.
 */
const stalledRequests = new Set<Request>();

/** A fetch that never answers, like a stalled server, and gives up only when its signal aborts. */
function stalledFetch(request: Request): Promise<Response> {
  stalledRequests.add(request);
  return new Promise((_resolve, reject) => {
    const abort = () => {
      stalledRequests.delete(request);
      reject(request.signal.reason);
    };
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort, { once: true });
  });
}

function clientWith(
  fetch: ApiClientOptions['fetch'],
  overrides: Partial<Omit<ApiClientOptions, 'fetch'>> = {},
) {
  return createApiClient({ baseUrl, getToken: () => 'access-token', fetch, ...overrides });
}

const signedIn = {
  returnCode: 200,
  returnObject: {
    user: {
      id: userId.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      role: 'admin',
      employerId: '1c2e7a40-52b1-4f55-b8a0-3b4a9e6d7c11',
    },
    jwtToken: 'jwt',
    refreshToken: 'refresh',
  },
} as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('postUnauthenticated', () => {
  it('POSTs JSON to {base}{path} without an Authorization header and resolves with the envelope', async () => {
    const { fetch, requests } = fakeFetch(() => json(200, signedIn));
    const result = await login(clientWith(fetch), credentials);

    expect(result).toEqual(signedIn);
    expect(result.returnObject).toMatchObject({ user: { role: 'admin' } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${baseUrl}/auth/login`);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.has('Authorization')).toBe(false);
    expect(await request?.json()).toEqual(credentials);
  });

  it('does not ask for the token at all', async () => {
    const getToken = vi.fn(() => 'access-token');
    const { fetch } = fakeFetch(() => json(201, { returnCode: 201, returnMessage: 'Created.' }));
    const result = await createUser(clientWith(fetch, { getToken }), {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse battery staple',
      country: 'United Kingdom',
      agreeTsAndCs: true,
      role: 'admin',
    });

    expect(result).toEqual({ returnCode: 201, returnMessage: 'Created.' });
    expect(getToken).not.toHaveBeenCalled();
  });

  it('times out after the spec’s 60000 ms', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetch } = fakeFetch(() => json(200, signedIn));
    await login(clientWith(fetch), credentials);

    expect(timeout).toHaveBeenCalledWith(UNAUTHENTICATED_TIMEOUT_MS);
  });
});

describe('postAuthenticated', () => {
  it('sends the token as a Bearer header', async () => {
    const { fetch, requests } = fakeFetch(() => json(200, { returnCode: 200, returnObject: [] }));
    const result = await getAllEmployeesOnUser(clientWith(fetch), userId);

    expect(result).toEqual({ returnCode: 200, returnObject: [] });
    expect(requests[0]?.url).toBe(`${baseUrl}/management/get-all-employees-on-user`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-token');
    expect(await requests[0]?.json()).toEqual(userId);
  });

  it('reads the token at every call, and waits for one that is a promise', async () => {
    let token = 'first';
    const { fetch, requests } = fakeFetch(() => json(200, { returnCode: 200, returnObject: [] }));
    const client = clientWith(fetch, { getToken: async () => token });
    await getAllEmployeesOnUser(client, userId);
    token = 'second';
    await getAllEmployeesOnUser(client, userId);

    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it.each([null, undefined, ''])('refuses to send without a token (%j) and sends nothing', async (token) => {
    const { fetch } = fakeFetch(() => json(200, { returnCode: 200, returnObject: [] }));
    const error = await rejection(
      getAllEmployeesOnUser(clientWith(fetch, { getToken: () => token }), userId),
    );

    expect(error).toBeInstanceOf(TokenUnavailableError);
    expect(error.kind).toBe('token-unavailable');
    expect(error.message).toBe('Token is not available');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('times out after the spec’s 600000 ms', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetch } = fakeFetch(() => json(200, { returnCode: 200, returnObject: [] }));
    await getAllEmployeesOnUser(clientWith(fetch), userId);

    expect(timeout).toHaveBeenCalledWith(AUTHENTICATED_TIMEOUT_MS);
  });
});

describe('errors from the server’s envelope', () => {
  it('rejects with ApiError carrying the envelope’s error, status and field', async () => {
    const envelope = {
      returnCode: 409,
      error: 'Employee ID E-0002 is already used by another employee.',
      field: 'quickEntry.employeeNo',
    };
    const { fetch } = fakeFetch(() => json(409, envelope));
    const error = await rejection(
      createEmployee(clientWith(fetch), {
        quickEntry: {
          employeeNo: 'E-0002',
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace.hopper@example.com',
          ninId: 'NI-778812',
          country: 'United States',
          dob: '1986-12-09',
          passport: null,
          position: null,
          phoneNumber: null,
          department: null,
          startDate: null,
        },
      }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'api', status: 409, field: 'quickEntry.employeeNo' });
    expect(error.message).toBe(envelope.error);
  });

  it('leaves field undefined when the envelope names none', async () => {
    const { fetch } = fakeFetch(() =>
      json(401, { returnCode: 401, error: 'The e-mail or password is incorrect.' }),
    );
    const error = await rejection(login(clientWith(fetch), credentials));

    expect(error).toMatchObject({ kind: 'api', status: 401, field: undefined });
    expect(error.message).toBe('The e-mail or password is incorrect.');
  });

  it.each([
    ['no error field', { returnCode: 500 }],
    ['an empty error', { returnCode: 400, error: '' }],
  ])('falls back to "An unknown error occurred" for %s', async (_case, envelope) => {
    const { fetch } = fakeFetch(() => json(envelope.returnCode, envelope));
    const error = await rejection(login(clientWith(fetch), credentials));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('An unknown error occurred');
  });

  it('treats a 2xx answer whose envelope reports an error as an ApiError', async () => {
    const { fetch } = fakeFetch(() => json(200, { returnCode: 403, error: 'Not allowed.' }));
    const error = await rejection(login(clientWith(fetch), credentials));

    expect(error).toMatchObject({ kind: 'api', status: 403, message: 'Not allowed.' });
  });
});

describe('transport failures', () => {
  it.each([
    ['an HTML error page', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['an empty 503', () => new Response(null, { status: 503 })],
    ['a JSON body that is not an envelope', () => json(500, { message: 'Internal Server Error' })],
    [
      'an HTML page answered with 200',
      () => new Response('<!doctype html><title>App</title>', { status: 200 }),
    ],
  ])('rejects with RequestFailedError for %s', async (_case, respond) => {
    const response = respond();
    const { fetch } = fakeFetch(() => response);
    const error = await rejection(login(clientWith(fetch), credentials));

    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error).toMatchObject({ kind: 'request-failed', status: response.status });
    expect(error.message).toBe(`Request failed with status code ${response.status}`);
  });

  it('rejects with NetworkError when fetch itself fails', async () => {
    const failure = new TypeError('fetch failed');
    const { fetch } = fakeFetch(() => Promise.reject(failure));
    const error = await rejection(login(clientWith(fetch), credentials));

    expect(error).toBeInstanceOf(NetworkError);
    expect(error.kind).toBe('network');
    expect(error.cause).toBe(failure);
  });

  it('rejects with TimeoutError when the server does not answer in time', async () => {
    const client = clientWith(stalledFetch, { timeoutMs: { unauthenticated: 20, authenticated: 30 } });

    const unauthenticated = await rejection(login(client, credentials));
    expect(unauthenticated).toBeInstanceOf(TimeoutError);
    expect(unauthenticated).toMatchObject({ kind: 'timeout', timeoutMs: 20 });
    expect(unauthenticated.message).toBe('Request timed out after 20 ms');

    const authenticated = await rejection(getAllEmployeesOnUser(client, userId));
    expect(authenticated).toMatchObject({ kind: 'timeout', timeoutMs: 30 });
  });

  it('rejects with CanceledError when the caller aborts mid-flight', async () => {
    const controller = new AbortController();
    const call = login(clientWith(stalledFetch), credentials, { signal: controller.signal });
    controller.abort();
    const error = await rejection(call);

    expect(error).toBeInstanceOf(CanceledError);
    expect(error.kind).toBe('canceled');
  });

  it('rejects with CanceledError, not TimeoutError, for a signal aborted before the call', async () => {
    const { fetch } = fakeFetch(stalledFetch);
    const error = await rejection(
      getAllEmployeesOnUser(clientWith(fetch), userId, { signal: AbortSignal.abort() }),
    );

    expect(error).toBeInstanceOf(CanceledError);
  });

  it('lets a caller’s signal that never aborts leave the timeout in charge', async () => {
    const client = clientWith(stalledFetch, { timeoutMs: { unauthenticated: 20 } });
    const error = await rejection(login(client, credentials, { signal: new AbortController().signal }));

    expect(error).toBeInstanceOf(TimeoutError);
  });
});
