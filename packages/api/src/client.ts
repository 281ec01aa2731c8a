import { AUTHENTICATED_TIMEOUT_MS, UNAUTHENTICATED_TIMEOUT_MS } from '@hr/domain';
import createClient from 'openapi-fetch';
import { readEnvelope } from './envelope.ts';
import { CanceledError, ClientError, NetworkError, TimeoutError, TokenUnavailableError } from './errors.ts';
import type { paths } from './schema.d.ts';

/** Every path of the contract that has a POST operation: all application calls (§7). */
export type PostPath = {
  [Path in keyof paths]: paths[Path] extends { post: object } ? Path : never;
}[keyof paths];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type PostResponses<Path extends PostPath> = paths[Path]['post']['responses'];
type SuccessStatus = 200 | 201 | 202;

/** The JSON body the contract takes at `path`. */
export type RequestBody<Path extends PostPath> = JsonContent<paths[Path]['post']['requestBody']>;

/** The success envelope (`returnCode`, `returnObject`, `returnMessage`) the contract answers at `path`. */
export type SuccessEnvelope<Path extends PostPath> = JsonContent<
  PostResponses<Path>[Extract<keyof PostResponses<Path>, SuccessStatus>]
>;

export interface RequestOptions {
  /** Aborting it rejects the call with a `CanceledError`. */
  signal?: AbortSignal;
}

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Where the contract's paths start: `/api` behind the server, or the mock's address. */
  baseUrl: string;
  /** The session's access token, read at the moment of every authenticated call. */
  getToken: TokenSource;
  /** Defaults to the global `fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Overrides of the spec's timeouts (§9), for tests. */
  timeoutMs?: { unauthenticated?: number; authenticated?: number };
}

export interface ApiClient {
  /** §7's unauthenticated POST: never sends an Authorization header; 60000 ms timeout. */
  postUnauthenticated<Path extends PostPath>(
    path: Path,
    body: RequestBody<Path>,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<Path>>;
  /** §7's authenticated POST: Bearer token from `getToken`, refused without one; 600000 ms timeout. */
  postAuthenticated<Path extends PostPath>(
    path: Path,
    body: RequestBody<Path>,
    options?: RequestOptions,
  ): Promise<SuccessEnvelope<Path>>;
  /**
   * An authenticated POST whose answer is a file (a CSV export): the file as a Blob; a refusal is
   * the same ClientError as postAuthenticated's.
   */
  downloadAuthenticated<Path extends PostPath>(
    path: Path,
    body: RequestBody<Path>,
    options?: RequestOptions,
  ): Promise<Blob>;
  /**
   * An authenticated upload of one file as the raw body (upload-attachment), its name URL-encoded in
   * `X-File-Name`: the stored file's description, or the ClientError of the refusal (too large, a type
   * not taken).
   */
  uploadAuthenticated(file: Blob, fileName: string, options?: RequestOptions): Promise<UploadEnvelope>;
}

/** What upload-attachment answers. */
export type UploadEnvelope = SuccessEnvelope<'/files/upload-attachment'>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const unauthenticatedTimeoutMs = options.timeoutMs?.unauthenticated ?? UNAUTHENTICATED_TIMEOUT_MS;
  const authenticatedTimeoutMs = options.timeoutMs?.authenticated ?? AUTHENTICATED_TIMEOUT_MS;

  async function post<Path extends PostPath>(
    path: Path,
    body: RequestBody<Path>,
    headers: Record<string, string>,
    timeoutMs: number,
    callerSignal: AbortSignal | undefined,
  ): Promise<SuccessEnvelope<Path>> {
    return withTimeout(timeoutMs, callerSignal, async (signal) => {
      // openapi-fetch cannot resolve a generic path to one operation, so the call is checked
      // against the union of paths; the public signature above carries the per-path types.
      // The body is read as text so that a non-JSON answer still reports its status.
      const { data, error, response } = await client.POST(path as PostPath, {
        body: body as never,
        headers,
        signal,
        parseAs: 'text',
      });
      return readEnvelope<SuccessEnvelope<Path>>(response.status, response.ok ? data : error);
    });
  }

  /** Runs a call under the helper's timeout and the caller's signal, turning failures into ClientErrors. */
  async function withTimeout<Result>(
    timeoutMs: number,
    callerSignal: AbortSignal | undefined,
    call: (signal: AbortSignal) => Promise<Result>,
  ): Promise<Result> {
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : timeoutSignal;
    try {
      return await call(signal);
    } catch (cause) {
      if (cause instanceof ClientError) throw cause;
      if (callerSignal?.aborted) throw new CanceledError({ cause });
      if (timeoutSignal.aborted) throw new TimeoutError(timeoutMs, { cause });
      throw new NetworkError({ cause });
    }
  }

  return {
    postUnauthenticated(path, body, { signal } = {}) {
      return post(path, body, {}, unauthenticatedTimeoutMs, signal);
    },
    async postAuthenticated(path, body, { signal } = {}) {
      const token = await options.getToken();
      if (!token) throw new TokenUnavailableError();
      return post(path, body, { Authorization: `Bearer ${token}` }, authenticatedTimeoutMs, signal);
    },
    async downloadAuthenticated(path, body, { signal: callerSignal } = {}) {
      const token = await options.getToken();
      if (!token) throw new TokenUnavailableError();
      return withTimeout(authenticatedTimeoutMs, callerSignal, async (signal) => {
        const { error, response } = await client.POST(path as PostPath, {
          body: body as never,
          headers: { Authorization: `Bearer ${token}` },
          signal,
          parseAs: 'stream',
        });
        // openapi-fetch has read a refusal's body already: its error envelope, parsed.
        if (!response.ok)
          readEnvelope(response.status, typeof error === 'string' ? error : JSON.stringify(error));
        return response.blob();
      });
    },
    async uploadAuthenticated(file, fileName, { signal: callerSignal } = {}) {
      const token = await options.getToken();
      if (!token) throw new TokenUnavailableError();
      return withTimeout(authenticatedTimeoutMs, callerSignal, async (signal) => {
        const { data, error, response } = await client.POST('/files/upload-attachment', {
          // The bytes as they are: no JSON serialisation.
          body: file as never,
          bodySerializer: (body) => body as BodyInit,
          params: { header: { 'X-File-Name': encodeURIComponent(fileName) } },
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
          signal,
          parseAs: 'text',
        });
        return readEnvelope<UploadEnvelope>(response.status, response.ok ? data : error);
      });
    },
  };
}
