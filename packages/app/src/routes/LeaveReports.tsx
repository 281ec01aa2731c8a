import {
  getLeaveEntitlementReport,
  getLeavePlanner,
  listBranches,
  listDepartments,
  listLeaveTypes,
} from '@hr/api';
import { leaveEntitlementCsv } from '@hr/domain';
import {
  type FilterOption,
  type LeaveEntitlementFilters,
  LeaveEntitlementReportScreen,
  type LeavePlannerFilters,
  LeavePlannerScreen,
  type PlannerSpan,
  plannerSpan,
} from '@hr/screens';
import { downloadCsv } from '@hr/ui';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { userAtom } from '../session/sessionAtom.ts';

const todayText = () => today(getLocalTimeZone()).toString();
const named = (rows: readonly { id: string; name: string }[]): FilterOption[] =>
  rows.map(({ id, name }) => ({ id, name }));

/** The employer's departments and branches for a filter; empty when they cannot be read. */
function useFilterOptions(enabled: boolean) {
  const [options, setOptions] = useState<{ departments: FilterOption[]; branches: FilterOption[] }>({
    departments: [],
    branches: [],
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    void Promise.all([
      listDepartments(apiClient, {}, { signal }).then(
        (answer) => named(answer.returnObject),
        () => [],
      ),
      listBranches(apiClient, {}, { signal }).then(
        (answer) => named(answer.returnObject),
        () => [],
      ),
    ]).then(([departments, branches]) => {
      if (!signal.aborted) setOptions({ departments, branches });
    });
    return () => controller.abort();
  }, [enabled]);
  return options;
}

/**
 * Leave Management › Planner: who is away in a month or a week. Administrators filter by department
 * and branch; an employee sees their own department, names and dates only (the server decides).
 */
export function Planner() {
  const isAdministrator = useAtomValue(userAtom)?.role === 'admin';
  const [span, setSpan] = useState<PlannerSpan>(() => plannerSpan('month', todayText()));
  const [filters, setFilters] = useState<LeavePlannerFilters>({ departmentId: null, branchId: null });
  const asked = useRef({ span, filters });
  asked.current = { span, filters };
  const planner = useLoad(async (signal) => {
    const {
      span: { from, to },
      filters: chosen,
    } = asked.current;
    return (await getLeavePlanner(apiClient, { from, to, ...chosen }, { signal })).returnObject;
  });
  const options = useFilterOptions(isAdministrator);
  return (
    <LeavePlannerScreen
      status={planner.status}
      errorMessage={planner.errorMessage}
      onRetry={planner.retry}
      span={span}
      onSpanChange={(next) => {
        asked.current = { ...asked.current, span: next };
        setSpan(next);
        planner.retry();
      }}
      planner={planner.status === 'ready' ? (planner.data ?? null) : null}
      {...(isAdministrator
        ? {
            departments: options.departments,
            branches: options.branches,
            filters,
            onFiltersChange: (next: LeavePlannerFilters) => {
              asked.current = { ...asked.current, filters: next };
              setFilters(next);
              planner.retry();
            },
          }
        : {})}
    />
  );
}

/** Leave Management › Entitlement Report: each employee's leave as of a date, exported as CSV. */
export function EntitlementReport() {
  const [filters, setFilters] = useState<LeaveEntitlementFilters>(() => ({
    asOf: todayText(),
    leaveTypeId: null,
    departmentId: null,
  }));
  const asked = useRef(filters);
  asked.current = filters;
  const report = useLoad(
    async (signal) => (await getLeaveEntitlementReport(apiClient, asked.current, { signal })).returnObject,
  );
  const leaveTypes = useLoad(async (signal) =>
    (await listLeaveTypes(apiClient, {}, { signal })).returnObject.map((type) => ({
      id: type.id,
      name: type.code,
    })),
  );
  const { departments } = useFilterOptions(true);
  const rows = report.data?.rows ?? [];
  return (
    <LeaveEntitlementReportScreen
      status={report.status}
      errorMessage={report.errorMessage}
      onRetry={report.retry}
      filters={filters}
      onFiltersChange={(next) => {
        asked.current = next;
        setFilters(next);
        void report.reload();
      }}
      leaveTypes={leaveTypes.data ?? []}
      departments={departments}
      leaveYear={
        report.data ? { start: report.data.leaveYearStart, end: report.data.leaveYearEnd } : undefined
      }
      rows={rows}
      onExportCsv={() => downloadCsv(leaveEntitlementCsv(rows), `leave-entitlements-${filters.asOf}.csv`)}
    />
  );
}
