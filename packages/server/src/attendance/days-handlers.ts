import type { Context } from 'hono';
import type {
  ApproveOvertimeRequest,
  AskAttendanceRequest,
  AttendanceRequestListRequest,
  DecideEmployeeRequest,
  ReferenceIdRequest,
  TimeClockReportRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { success } from '../http/envelope.ts';
import { fileAnswer } from '../http/file-answer.ts';
import {
  askAttendanceRequest,
  decideAttendanceRequest,
  listAttendanceRequests,
  withdrawAttendanceRequest,
} from './attendance-requests.ts';
import { approveOvertime, exportTimeClockReport, timeClockReport } from './time-clock-report.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** Attendance's days: the Time Clock Report, its CSV, overtime approval and attendance requests. */
export function attendanceDaysHandlers(deps: ServiceDeps): Record<string, Handler> {
  const answer = (c: Context<ApiEnv>, returnObject: unknown) => success(c, 200, { returnObject });
  return {
    timeClockReport: async (c) =>
      answer(c, await timeClockReport(deps, c.get('caller'), c.get('body') as TimeClockReportRequest)),
    exportTimeClockReport: async (c) =>
      fileAnswer(
        c,
        await exportTimeClockReport(deps, c.get('caller'), c.get('body') as TimeClockReportRequest),
      ),
    approveOvertime: async (c) =>
      answer(c, await approveOvertime(deps, c.get('caller'), c.get('body') as ApproveOvertimeRequest)),
    listAttendanceRequests: async (c) =>
      answer(
        c,
        await listAttendanceRequests(deps, c.get('caller'), c.get('body') as AttendanceRequestListRequest),
      ),
    askAttendanceRequest: async (c) =>
      answer(c, await askAttendanceRequest(deps, c.get('caller'), c.get('body') as AskAttendanceRequest)),
    withdrawAttendanceRequest: async (c) =>
      answer(c, await withdrawAttendanceRequest(deps, c.get('caller'), c.get('body') as ReferenceIdRequest)),
    decideAttendanceRequest: async (c) =>
      answer(c, await decideAttendanceRequest(deps, c.get('caller'), c.get('body') as DecideEmployeeRequest)),
  };
}
