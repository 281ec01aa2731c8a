import type { ServiceDeps } from '../../core/deps.ts';
import { answering } from '../../leave/handlers.ts';
import { getPayslip, listMyPayslips, listPayslips } from '../outputs/payslips.ts';
import {
  checkPayRun,
  deletePayRun,
  finalisePayRun,
  getPayRun,
  listPayRuns,
  processPayRun,
  rerunPayRun,
} from './pay-runs.ts';

type RunRequest = Parameters<typeof processPayRun>[2];
type Id = { id: string };

/** Process Payroll's runs and their payslips (issue 14); the caller (and so the employer) comes from the access token. */
export function payRunHandlers(deps: ServiceDeps) {
  return {
    listPayRuns: answering((caller) => listPayRuns(deps, caller)),
    getPayRun: answering<Id>((caller, request) => getPayRun(deps, caller, request)),
    checkPayRun: answering<Parameters<typeof checkPayRun>[2]>((caller, request) =>
      checkPayRun(deps, caller, request),
    ),
    processPayRun: answering<RunRequest>((caller, request) => processPayRun(deps, caller, request)),
    rerunPayRun: answering<Parameters<typeof rerunPayRun>[2]>((caller, request) =>
      rerunPayRun(deps, caller, request),
    ),
    finalisePayRun: answering<Id>((caller, request) => finalisePayRun(deps, caller, request)),
    deletePayRun: answering<Id>((caller, request) => deletePayRun(deps, caller, request), 'returnMessage'),
    listPayslips: answering<{ runId: string }>((caller, request) => listPayslips(deps, caller, request)),
    getPayslip: answering<Id>((caller, request) => getPayslip(deps, caller, request)),
    listMyPayslips: answering((caller) => listMyPayslips(deps, caller)),
  };
}
