import type { Context } from 'hono';
import type {
  DecideExpenseClaimRequest,
  ExpenseClaimsReportRequest,
  ExpensePageRequest,
  MarkExpenseClaimPaidRequest,
} from '../contract-types.ts';
import type { ServiceDeps } from '../core/deps.ts';
import type { ApiEnv } from '../http/api-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { answering } from '../leave/handlers.ts';
import { decideExpenseClaim } from './claim-decisions.ts';
import { markExpenseClaimPaid } from './claim-paid-outside.ts';
import { listExpenseClaimQueue } from './claim-queue.ts';
import { expenseClaimsReport, exportExpenseClaimsReport } from './claims-report.ts';

/** The approver's queue, decisions, payment outside payroll and the Claims Report (issue 32). */
export function expenseApprovePayHandlers(deps: ServiceDeps) {
  return {
    listExpenseClaimQueue: answering<ExpensePageRequest>((caller, request) =>
      listExpenseClaimQueue(deps, caller, request),
    ),
    decideExpenseClaim: answering<DecideExpenseClaimRequest>((caller, request) =>
      decideExpenseClaim(deps, caller, request),
    ),
    markExpenseClaimPaid: answering<MarkExpenseClaimPaidRequest>((caller, request) =>
      markExpenseClaimPaid(deps, caller, request),
    ),
    expenseClaimsReport: answering<ExpenseClaimsReportRequest>((caller, request) =>
      expenseClaimsReport(deps, caller, request),
    ),
    exportExpenseClaimsReport: async (c: Context<ApiEnv>) =>
      fileAnswer(
        c,
        await exportExpenseClaimsReport(deps, c.get('caller'), c.get('body') as ExpenseClaimsReportRequest),
      ),
  };
}
