import { notBuiltYet } from './not-built-yet.ts';

/** The approver's queue, decisions, payment outside payroll and the report: built on h/expay. */
export function expenseApprovePayHandlers() {
  return {
    listExpenseClaimQueue: notBuiltYet('list-expense-claim-queue'),
    decideExpenseClaim: notBuiltYet('decide-expense-claim'),
    markExpenseClaimPaid: notBuiltYet('mark-expense-claim-paid'),
    expenseClaimsReport: notBuiltYet('expense-claims-report'),
    exportExpenseClaimsReport: notBuiltYet('export-expense-claims-report'),
  };
}
