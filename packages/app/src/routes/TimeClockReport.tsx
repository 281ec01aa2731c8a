import {
  approveOvertime,
  exportTimeClockReport,
  listAttendanceTimeZones,
  listDepartments,
  listShiftTypes,
  searchEmployees,
  type TimeClockReportRequest,
  timeClockReport,
} from '@hr/api';
import { dayInZone, defaultReportPeriod, meetsNeed } from '@hr/domain';
import {
  AttendanceRequestsPanel,
  FlaggedPunchesPanel,
  type TimeClockDayRow,
  type TimeClockReportFilters,
  TimeClockReportScreen,
  type TimeClockSummaryRow,
} from '@hr/screens';
import { downloadFile } from '@hr/ui';
import { getLocalTimeZone } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { apiClient } from '../api/client.ts';
import { changeThen, feedbackFor } from '../api/feedback.ts';
import { useLoad } from '../api/useLoad.ts';
import { useAttendanceRequests } from '../attendance/useAttendanceRequests.ts';
import { useFlaggedPunches } from '../attendance/useFlaggedPunches.ts';
import { employerSettingsAtom } from '../employer/employerSettings.ts';
import { useHeldPermissions } from '../session/permissionsAtom.ts';
import { userAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';

/** The filters as the contract takes them: a filter left empty is left out. */
function toRequest(filters: TimeClockReportFilters): TimeClockReportRequest {
  const request: TimeClockReportRequest = { from: filters.from, to: filters.to, view: filters.view };
  if (filters.departmentId) request.departmentId = filters.departmentId;
  if (filters.branchId) request.branchId = filters.branchId;
  if (filters.shiftTypeId) request.shiftTypeId = filters.shiftTypeId;
  if (filters.status) request.status = filters.status;
  if (filters.employeeId) request.employeeId = filters.employeeId;
  return request;
}

/**
 * Attendance › Time Clock Report (issue 29 item 5): the days or the period's sums of the people the
 * caller's attendance.read reaches; an employee's own timesheet. It opens on the period
 * `defaultReportPeriod` gives for the employer's today (until the reader chooses one). Below it, the
 * attendance requests (the reader's own, asked here beside the days they correct, and those they
 * decide) and, for reviewers (attendance.approve), the flagged punches.
 */
export function Component() {
  const held = useHeldPermissions() ?? {};
  const user = useAtomValue(userAtom);
  const manager = meetsNeed(held, { area: 'attendance', action: 'read', beyondOwn: true });
  const approves = meetsNeed(held, { area: 'attendance', action: 'approve' });
  const punches = meetsNeed(held, { area: 'attendance', action: 'create' });
  const setUp = meetsNeed(held, { area: 'attendance', action: 'update', wholeEmployer: true });
  // The employer's today: their zone comes with the employer settings the shell reads from the server.
  const timeZone = useAtomValue(employerSettingsAtom)?.settings.timeZone ?? getLocalTimeZone();
  const today = dayInZone(new Date(), timeZone);
  const [chosen, setFilters] = useState<TimeClockReportFilters | null>(null);
  const filters = chosen ?? {
    ...defaultReportPeriod(today),
    view: 'days',
    departmentId: null,
    branchId: null,
    shiftTypeId: null,
    status: null,
    employeeId: null,
  };
  const report = useLoad(
    async (signal) => (await timeClockReport(apiClient, toRequest(filters), { signal })).returnObject,
    JSON.stringify(filters),
  );
  // The filters' choices: only a manager chooses people, departments and branches; shift types are
  // read by anyone who reads attendance.
  const choices = useLoad(async (signal) => {
    const options = { signal };
    const [shiftTypes, departments, zones, people] = await Promise.all([
      listShiftTypes(apiClient, options),
      manager ? listDepartments(apiClient, {}, options) : null,
      setUp ? listAttendanceTimeZones(apiClient, options) : null,
      manager ? searchEmployees(apiClient, { page: 1, pageSize: 200 }, options) : null,
    ]);
    return {
      shiftTypes: shiftTypes.returnObject.items.map(({ id, name }) => ({ id, name })),
      departments: departments?.returnObject.map(({ id, name }) => ({ id, name })) ?? [],
      branches: zones?.returnObject.branches ?? [],
      people: people?.returnObject.items.map((row) => ({ id: row.id, name: row.employee_name })) ?? [],
    };
  }, manager);
  const requests = useAttendanceRequests({
    ownEmployeeId: punches ? (user?.employeeId ?? null) : null,
    today,
    afterDecision: report.reload,
  });
  const flagged = useFlaggedPunches(approves, report.reload);
  const rows = report.data?.rows ?? [];
  const exportCsv = async () => {
    try {
      downloadFile(await exportTimeClockReport(apiClient, toRequest(filters)), 'time-clock-report.csv');
    } catch (error) {
      toastQueue.add({
        title: 'The export failed',
        description: feedbackFor(error).message,
        variant: 'danger',
      });
    }
  };
  return (
    <TimeClockReportScreen
      status={report.status}
      errorMessage={report.errorMessage}
      onRetry={report.retry}
      viewer={manager ? 'manager' : 'employee'}
      filters={filters}
      onFiltersChange={setFilters}
      days={report.data?.view === 'days' ? (rows as TimeClockDayRow[]) : []}
      summary={report.data?.view === 'summary' ? (rows as TimeClockSummaryRow[]) : []}
      lateness={report.data?.latenessByWeek ?? []}
      departments={choices.data?.departments ?? []}
      branches={choices.data?.branches ?? []}
      shiftTypes={choices.data?.shiftTypes ?? []}
      people={choices.data?.people ?? []}
      onExportCsv={() => void exportCsv()}
      onApproveOvertime={
        approves
          ? (row, minutes) =>
              changeThen(
                () => approveOvertime(apiClient, { employeeId: row.employeeId, date: row.date, minutes }),
                report.reload,
              )
          : undefined
      }
      panels={
        <>
          <AttendanceRequestsPanel {...requests} />
          {approves ? <FlaggedPunchesPanel {...flagged} /> : null}
        </>
      }
    />
  );
}
