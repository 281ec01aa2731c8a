import { ApiError, NetworkError, type PunchRequest, TimeoutError } from '@hr/api';

/**
 * Punches kept on the device while it cannot reach the server (issue 29, docs/attendance.md): a
 * person in the field checks in with no signal and the punch goes out when the phone is back online.
 * Each keeps the deviceKey it was made with, so a resend of a punch the server already has is
 * answered with that same punch and never counts twice.
 */

/** The part of Web Storage the queue uses; tests pass a fake. */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Sends one punch; throws the api package's errors. */
export type PunchSender = (body: PunchRequest) => Promise<unknown>;

/** Per user, so one person's punches are never sent under another's session on a shared phone. */
export const punchQueueKey = (userId: string) => `hr.attendance.punchQueue.${userId}`;

/** The queued punches, oldest first; whatever is unreadable is no punch. */
export function queuedPunches(storage: QueueStorage, userId: string): PunchRequest[] {
  const stored = storage.getItem(punchQueueKey(userId));
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is PunchRequest =>
            typeof item === 'object' && item !== null && typeof item.deviceKey === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function write(storage: QueueStorage, userId: string, punches: PunchRequest[]) {
  if (punches.length === 0) storage.removeItem(punchQueueKey(userId));
  else storage.setItem(punchQueueKey(userId), JSON.stringify(punches));
}

/** Keeps a punch to send later, marked offline; answers how many now wait. */
export function enqueuePunch(storage: QueueStorage, userId: string, body: PunchRequest): number {
  const punches = [...queuedPunches(storage, userId), { ...body, offline: true }];
  write(storage, userId, punches);
  return punches.length;
}

/** The server could not be reached (or did not answer in time): the punch may be sent again later. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TimeoutError;
}

/** A refusal the server will give again however often the punch is resent. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export interface FlushResult {
  sent: number;
  /** The server's words for each queued punch it refused; those punches are gone from the queue. */
  refused: string[];
  /** Punches still waiting (the server could not be reached, or failed on its side). */
  left: number;
}

const flushing = new Map<string, Promise<FlushResult>>();

/**
 * Sends the queue in the order the punches were made (an out must not land before its in). A punch
 * leaves the queue once the server has it or refuses it; the first one that cannot be delivered stops
 * the round, keeping it and everything after it for the next. Two calls at once (the 'online' event
 * while the page is loading) share one round, so no punch is sent twice at the same moment.
 */
export function flushPunchQueue(
  storage: QueueStorage,
  userId: string,
  send: PunchSender,
): Promise<FlushResult> {
  const key = punchQueueKey(userId);
  const running = flushing.get(key);
  if (running) return running;
  const round = (async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, refused: [], left: 0 };
    for (const body of queuedPunches(storage, userId)) {
      try {
        await send(body);
        result.sent += 1;
      } catch (error) {
        if (!isRefusal(error)) break;
        result.refused.push(error.message);
      }
      // Read again: a punch may have been queued while this one was on its way.
      write(
        storage,
        userId,
        queuedPunches(storage, userId).filter((queued) => queued.deviceKey !== body.deviceKey),
      );
    }
    result.left = queuedPunches(storage, userId).length;
    return result;
  })().finally(() => flushing.delete(key));
  flushing.set(key, round);
  return round;
}
