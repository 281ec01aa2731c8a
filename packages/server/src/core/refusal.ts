/**
 * A request the service will not carry out, with the status and the sentence the contract gives for
 * it. Thrown by services, turned into the error envelope by the HTTP layer: services stay free of
 * Hono, handlers stay free of business rules.
 */
export class Refusal extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;
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

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * The 409 of a delete that other records still need: "<name> can't be deleted: <uses>. Deactivate it
 * instead.", the uses counted ("3 employees are placed in it") so the administrator knows what to move.
 */
export function inUse(name: string, uses: string[]): Refusal {
  const what = uses.length > 0 ? listFormat.format(uses) : 'other records refer to it';
  return new Refusal(409, `${name} can't be deleted: ${what}. Deactivate it instead.`);
}
