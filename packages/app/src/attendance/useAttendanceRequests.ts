import {
  askAttendanceRequest,
  decideAttendanceRequest,
  listAttendanceRequests,
  withdrawAttendanceRequest,
} from '@hr/api';
import { ATTENDANCE_REQUEST_FIELDS, type AttendanceRequestsPanelProps } from '@hr/screens';
import { apiClient } from '../api/client.ts';
import { changeThen } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';

/**
 * The attendance requests panel's props: the requests the reader follows and those waiting on them,
 * asking (only with an employee record of their own and attendance.create), withdrawing and deciding.
 * A decision can change a day of the report, so `afterDecision` follows each one.
 */
export function useAttendanceRequests(options: {
  ownEmployeeId: string | null;
  today: string;
  afterDecision: () => Promise<void>;
}): AttendanceRequestsPanelProps {
  const loaded = useLoad(
    async (signal) => (await listAttendanceRequests(apiClient, {}, { signal })).returnObject,
  );
  const { reload } = loaded;
  return {
    status: loaded.status,
    errorMessage: loaded.errorMessage,
    onRetry: loaded.retry,
    requests: loaded.data?.requests ?? [],
    toDecide: loaded.data?.toDecide ?? [],
    ownEmployeeId: options.ownEmployeeId,
    today: options.today,
    onAsk: (values) =>
      changeThen(() => askAttendanceRequest(apiClient, values), reload, ATTENDANCE_REQUEST_FIELDS),
    onWithdraw: async (id) =>
      (await changeThen(() => withdrawAttendanceRequest(apiClient, { id }), reload)) ?? null,
    onDecide: async (id, decision, comment) =>
      (await changeThen(
        () => decideAttendanceRequest(apiClient, { id, decision, comment }),
        () => Promise.all([reload(), options.afterDecision()]),
      )) ?? null,
  };
}
