import { getLeaveEntitlementReport, getLeavePlanner, listLeaveTransactions } from '@hr/api';
import { leaveEntitlementCsv, leaveTransactionsCsv } from '@hr/domain';
import {
  type LeaveEntitlementFilters,
  LeaveEntitlementReportScreen,
  type LeavePlannerFilters,
  LeavePlannerScreen,
  type LeaveTransactionFilters,
  LeaveTransactionReportScreen,
  type LeaveTransactionRow,
  type PlannerSpan,
  plannerSpan,
} from '@hr/screens';
import { downloadCsv } from '@hr/ui';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { apiClient } from '../api/client.ts';
import { useLoad } from '../api/useLoad.ts';
import { useServerPages } from '../api/useServerPages.ts';
import { useEmployeeChoices } from '../employer/useEmployeeChoices.ts';
import { useReferenceOptions } from '../employer/useReferenceOptions.ts';
import { userAtom } from '../session/sessionAtom.ts';
import { toastQueue } from '../toasts.ts';

const todayText = () => today(getLocalTimeZone()).toString();

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
  const options = useReferenceOptions(['departments', 'branches'], { enabled: isAdministrator });
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

/** Ledger entries per call; the contract allows at most 200. */
const TRANSACTIONS_PAGE_SIZE = 100;

/**
 * Leave Management › Transaction Report: the balance ledger, latest first, paged by the server as the
 * table scrolls. An employee reads their own entries only (the server's rule); Export CSV reads every
 * matching entry, page by page, and writes them.
 */
export function TransactionReport() {
  const isAdministrator = useAtomValue(userAtom)?.role === 'admin';
  const [filters, setFilters] = useState<LeaveTransactionFilters>({
    employeeId: null,
    leaveTypeId: null,
    from: null,
    to: null,
  });
  const fetchPage = useCallback(
    async (page: number, signal?: AbortSignal) =>
      (
        await listLeaveTransactions(
          apiClient,
          { ...filters, page, pageSize: TRANSACTIONS_PAGE_SIZE },
          { signal },
        )
      ).returnObject,
    [filters],
  );
  const pages = useServerPages<LeaveTransactionRow>(fetchPage, TRANSACTIONS_PAGE_SIZE);
  const { leaveTypes } = useReferenceOptions(['leaveTypes']);
  const employeeChoices = useEmployeeChoices();

  const exportCsv = async () => {
    try {
      const rows: LeaveTransactionRow[] = [];
      for (let page = 1; ; page += 1) {
        const { items, total } = await fetchPage(page);
        rows.push(...items);
        if (items.length === 0 || rows.length >= total) break;
      }
      downloadCsv(leaveTransactionsCsv(rows), 'leave-transactions.csv');
    } catch (error) {
      toastQueue.add({
        title: 'The export failed',
        description: (error as Error).message,
        variant: 'danger',
      });
    }
  };

  return (
    <LeaveTransactionReportScreen
      status={pages.status}
      errorMessage={pages.errorMessage}
      onRetry={pages.retry}
      filters={filters}
      onFiltersChange={setFilters}
      {...(isAdministrator ? employeeChoices : {})}
      leaveTypes={leaveTypes}
      total={pages.total}
      rows={pages.rows}
      onVisibleRangeChange={pages.onVisibleRangeChange}
      onExportCsv={() => void exportCsv()}
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
  const { leaveTypes, departments } = useReferenceOptions(['leaveTypes', 'departments']);
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
      leaveTypes={leaveTypes}
      departments={departments}
      leaveYear={
        report.data ? { start: report.data.leaveYearStart, end: report.data.leaveYearEnd } : undefined
      }
      rows={rows}
      onExportCsv={() => downloadCsv(leaveEntitlementCsv(rows), `leave-entitlements-${filters.asOf}.csv`)}
    />
  );
}
