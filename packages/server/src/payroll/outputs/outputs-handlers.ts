import type { Context } from 'hono';
import { attachmentDisposition } from '../../attachments/handlers.ts';
import type { ReferenceIdRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import type { ApiEnv } from '../../http/api-env.ts';
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

/**
 * A file answer: a download (attachment), never shown in the page, typed as it is (nosniff). A CSV
 * starts with a byte-order mark so that spreadsheets read accented names as UTF-8.
 */
function fileAnswer(
  c: Context<ApiEnv>,
  file: { fileName: string } & ({ text: string } | { bytes: Uint8Array<ArrayBuffer> }),
): Response {
  const body = 'text' in file ? new TextEncoder().encode(`\uFEFF${file.text}`) : file.bytes;
  return c.body(body, 200, {
    'Content-Type': 'text' in file ? 'text/csv; charset=utf-8' : 'application/pdf',
    'Content-Length': String(body.byteLength),
    'Content-Disposition': attachmentDisposition(file.fileName),
    'X-Content-Type-Options': 'nosniff',
  });
}

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
