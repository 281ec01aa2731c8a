import type { Context } from 'hono';
import type { ReferenceIdRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import { answering } from '../../leave/handlers.ts';
import { annualSalaryReport } from './annual-report.ts';
import { exportAnnualSalaryReport } from './annual-report-export.ts';
import { exportBankTransfer, listBankTransfers } from './bank-export.ts';
import type {
  AnnualSalaryReportExportRequest,
  AnnualSalaryReportRequest,
  BankTransferExportRequest,
  PayRunOutputRequest,
} from './outputs-types.ts';
import { payrollSummary } from './payroll-summary.ts';
import { payslipPdf } from './payslip-pdf.ts';
import { exportStatutoryReturn } from './statutory-return.ts';

type Handler = (c: Context<ApiEnv>) => Promise<Response>;

/** The outputs of pay runs (issue 14): payslip PDFs, annual salary reports, bank and statutory exports. */
export function payrollOutputHandlers({ db, clock }: ServiceDeps): Record<string, Handler> {
  return {
    downloadPayslipPdf: async (c) =>
      fileAnswer(
        c,
        await payslipPdf({ db, clock }, c.get('caller'), (c.get('body') as ReferenceIdRequest).id),
      ),
    annualSalaryReport: answering<AnnualSalaryReportRequest>((caller, request) =>
      annualSalaryReport({ db, clock }, caller, request),
    ),
    exportAnnualSalaryReport: async (c) =>
      fileAnswer(
        c,
        await exportAnnualSalaryReport(
          { db, clock },
          c.get('caller'),
          c.get('body') as AnnualSalaryReportExportRequest,
        ),
      ),
    listBankTransfers: answering<PayRunOutputRequest>((caller, request) =>
      listBankTransfers(db, caller, request),
    ),
    exportBankTransfer: async (c) =>
      fileAnswer(
        c,
        await exportBankTransfer(db, c.get('caller'), c.get('body') as BankTransferExportRequest),
      ),
    exportStatutoryReturn: async (c) =>
      fileAnswer(c, await exportStatutoryReturn(db, c.get('caller'), c.get('body') as PayRunOutputRequest)),
    payrollSummary: answering((caller) => payrollSummary({ db, clock }, caller)),
  };
}
