import { ApiError, RequestFailedError } from './errors.ts';

interface EnvelopeLike {
  returnCode?: unknown;
  error?: unknown;
  field?: unknown;
}

function parse(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/** An object that speaks the envelope: it carries a numeric `returnCode` or a textual `error`. */
function asEnvelope(payload: unknown): EnvelopeLike | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  const candidate = payload as EnvelopeLike;
  return typeof candidate.returnCode === 'number' || typeof candidate.error === 'string'
    ? candidate
    : undefined;
}

/**
 * Turns an answer into the success envelope, or throws: `ApiError` when the server's envelope says
 * the call failed, `RequestFailedError` when the answer is not an envelope at all.
 */
export function readEnvelope<Success>(status: number, payload: unknown): Success {
  const envelope = asEnvelope(parse(payload));
  if (!envelope) throw new RequestFailedError(status);
  const returnCode = typeof envelope.returnCode === 'number' ? envelope.returnCode : status;
  const failed = status >= 400 || returnCode >= 400 || typeof envelope.error === 'string';
  if (!failed) return envelope as Success;
  throw new ApiError(
    status >= 400 ? status : returnCode,
    typeof envelope.error === 'string' ? envelope.error : undefined,
    typeof envelope.field === 'string' ? envelope.field : undefined,
  );
}
