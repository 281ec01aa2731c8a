import type {
  LeaveEntitlementReportRequest,
  LeavePlannerRequest,
  LeaveTransactionsRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import { answering } from './handlers.ts';
import { getLeaveEntitlementReport } from './leave-entitlement-report.ts';
import { getLeavePlanner } from './leave-planner.ts';
import { listLeaveTransactions } from './leave-transactions.ts';

/** The Planner, the Transaction Report and the Entitlement Report (issue 12 items 8 and 9). */
export function leaveReportHandlers(deps: ServiceDeps) {
  return {
    getLeavePlanner: answering<LeavePlannerRequest>((caller, request) =>
      getLeavePlanner(deps, caller, request),
    ),
    listLeaveTransactions: answering<LeaveTransactionsRequest>((caller, request) =>
      listLeaveTransactions(deps, caller, request),
    ),
    getLeaveEntitlementReport: answering<LeaveEntitlementReportRequest>((caller, request) =>
      getLeaveEntitlementReport(deps, caller, request),
    ),
  };
}
