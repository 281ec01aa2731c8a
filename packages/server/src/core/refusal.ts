/**
 * A request the service will not carry out, with the status and the sentence the contract gives for
 * it. Thrown by services, turned into the error envelope by the HTTP layer: services stay free of
 * Hono, handlers stay free of business rules.
 */
export class Refusal extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;
  readonly field: string | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: Refusal['status'],
    message: string,
    options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'Refusal';
    this.status = status;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

/**
 * The 429 of a rate limit: "Too many <what>. Try again in N minutes.", with the wait in Retry-After
 * (RFC 9110) for clients that retry by themselves.
 */
export function tooManyRequests(what: string, retryAfterSeconds: number): Refusal {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new Refusal(
    429,
    `Too many ${what}. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    },
  );
}
