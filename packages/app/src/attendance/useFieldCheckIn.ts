import { type ApiError, getMyCheckIn, type MyCheckIn, type PunchRequest, punch } from '@hr/api';
import { ATTENDANCE_NOT_OPEN_TO_EMPLOYEES } from '@hr/domain';
import type { CheckInDirection, LocationStatus, PunchOutcome } from '@hr/screens';
import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { toastQueue } from '../toasts.ts';
import { enqueuePunch, flushPunchQueue, isRefusal, isUnreachable, queuedPunches } from './punchQueue.ts';

/** The server's 403 while the employer has Attendance switched off for employees (the domain's sentence). */
const isModuleOff = (error: unknown): error is ApiError =>
  isRefusal(error) && error.status === 403 && error.message === ATTENDANCE_NOT_OPEN_TO_EMPLOYEES;

type CheckInLoad = { checkIn: MyCheckIn } | { moduleOff: string };

/** The punch as the contract takes it: the location to 7 decimals (about a centimetre), as strings. */
export function punchBody(
  direction: CheckInDirection,
  location: LocationStatus,
  outsideReason: string | undefined,
): PunchRequest {
  return {
    deviceKey: crypto.randomUUID(),
    direction,
    location:
      location.kind === 'located'
        ? {
            latitude: String(location.lat.toFixed(7)),
            longitude: String(location.lng.toFixed(7)),
            accuracyMetres: location.accuracy,
          }
        : null,
    deviceTime: new Date().toISOString(),
    offline: false,
    outsideReason: outsideReason ?? null,
  };
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * Field CheckIn's state: the person's check-in page, whether the phone is online, the punches kept on
 * it, and the punch itself (sent now, or kept while offline and sent on the 'online' event or the next
 * visit, in order).
 */
export function useFieldCheckIn(userId: string | undefined, location: LocationStatus) {
  const load = useLoad<CheckInLoad>(async (signal) => {
    try {
      return { checkIn: (await getMyCheckIn(apiClient, { signal })).returnObject };
    } catch (error) {
      if (isModuleOff(error)) return { moduleOff: error.message };
      throw error;
    }
  });
  const [online, setOnline] = useState(browserOnline);
  const [queued, setQueued] = useState(() => (userId ? queuedPunches(localStorage, userId).length : 0));
  const { reload } = load;

  const sendQueue = useCallback(async () => {
    if (!userId) return;
    const result = await flushPunchQueue(localStorage, userId, (body) => punch(apiClient, body));
    setQueued(result.left);
    // The screen's refusal belongs to the punch just made; a queued one's comes as a toast.
    for (const message of result.refused) {
      toastQueue.add({
        title: 'A punch kept on this phone was refused',
        description: message,
        variant: 'danger',
      });
    }
    if (result.sent > 0 || result.refused.length > 0) await reload();
  }, [userId, reload]);

  useEffect(() => {
    if (browserOnline()) void sendQueue();
    const wentOnline = () => {
      setOnline(true);
      void sendQueue();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [sendQueue]);

  const keep = (body: PunchRequest) => {
    if (userId) setQueued(enqueuePunch(localStorage, userId, body));
  };
  const offlineRefusal = { refused: 'You are offline; try again when the phone is back online.' };

  const onPunch = async (direction: CheckInDirection, outsideReason?: string): Promise<PunchOutcome> => {
    const body = punchBody(direction, location, outsideReason);
    if (!browserOnline()) {
      // Without a signed-in user there is no queue to keep it in (the page is behind sign-in anyway).
      if (!userId) return offlineRefusal;
      keep(body);
      return { kept: 'offline' };
    }
    try {
      await punch(apiClient, body);
    } catch (error) {
      if (isRefusal(error)) return { refused: error.message };
      if (!isUnreachable(error) || !userId) return { refused: feedbackFor(error).message };
      // The phone says it is online but the server is out of reach: kept, like an offline punch, and
      // the page says so (not "recorded").
      keep(body);
      return { kept: 'unreachable' };
    }
    await reload();
    return { ok: true };
  };

  const screenStatus =
    load.status === 'ready'
      ? 'moduleOff' in load.data
        ? { status: 'module-off' as const, errorMessage: load.data.moduleOff, checkIn: null }
        : { status: 'ready' as const, checkIn: load.data.checkIn }
      : { status: load.status, errorMessage: load.errorMessage, checkIn: null };

  return { ...screenStatus, onRetry: load.retry, onPunch, queued, online };
}
