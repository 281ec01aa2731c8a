import { csvLine, formatMoney } from '@hr/domain';
import { Decimal } from 'decimal.js';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { heading, note, pdfBytes, table } from '../../pdf/pdf-document.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { annualSalaryReport } from './annual-report.ts';
import { fileNamePart } from './outputs-access.ts';
import type { AnnualSalaryReport, AnnualSalaryReportExportRequest } from './outputs-types.ts';

/** export-annual-salary-report: the annual salary report's table as CSV or PDF. */

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });

/** "January" for 1. */
function nameOfMonth(month: number): string {
  return monthName.format(new Date(Date.UTC(2026, month - 1, 1)));
}

export type ExportedFile =
  | { mediaType: 'text/csv'; fileName: string; text: string }
  | { mediaType: 'application/pdf'; fileName: string; bytes: Uint8Array<ArrayBuffer> };

export async function exportAnnualSalaryReport(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
  { format, ...request }: AnnualSalaryReportExportRequest,
): Promise<ExportedFile> {
  const report = await annualSalaryReport({ db, clock }, caller, request, 'export');
  const fileName = `annual-salary-${fileNamePart(report.employeeNo ?? report.employeeName)}-${report.year}`;
  const file: ExportedFile =
    format === 'csv'
      ? { mediaType: 'text/csv', fileName: `${fileName}.csv`, text: annualReportCsv(report) }
      : { mediaType: 'application/pdf', fileName: `${fileName}.pdf`, bytes: await annualReportPdf(report) };
  // An export is audited like a change: who took whose pay out of the system, and when.
  await auditPayroll(db, caller, {
    operation: 'exportAnnualSalaryReport',
    recordType: 'employee',
    recordId: report.employeeId,
    after: { year: report.year, format, fileName: file.fileName },
  });
  return file;
}

function headersOf(report: AnnualSalaryReport): string[] {
  return [
    'Month',
    'Gross',
    'Taxable',
    'Tax',
    ...report.contributions.map((contribution) => contribution.code),
    'Other deductions',
    'Net',
  ];
}

type Amounts = Omit<AnnualSalaryReport['totals'], 'payslips'>;

function amountsOf(row: Amounts): string[] {
  return [row.gross, row.taxableIncome, row.tax, ...row.contributions, row.otherDeductions, row.netPay];
}

/** "8,960.00": the PDF's amounts with thousands separators (the CSV keeps plain numbers for spreadsheets). */
function printed(amount: string): string {
  return formatMoney(new Decimal(amount), amount.split('.')[1]?.length ?? 0);
}

/** A line per month (every month, zeros included, so a year reads whole) and a Total line. */
export function annualReportCsv(report: AnnualSalaryReport): string {
  const lines = report.months.map((month) =>
    csvLine([nameOfMonth(month.month), ...amountsOf(month).map((number) => ({ number }))]),
  );
  const total = csvLine(['Total', ...amountsOf(report.totals).map((number) => ({ number }))]);
  return csvLine(headersOf(report)) + lines.join('') + total;
}

async function annualReportPdf(report: AnnualSalaryReport): Promise<Uint8Array<ArrayBuffer>> {
  const headers = headersOf(report);
  const width = 495 / headers.length;
  return pdfBytes(`Annual salary report ${report.employeeName} ${report.year}`, (doc) => {
    heading(doc, `Annual salary report ${report.year}`, 16);
    doc.text(`${report.employeeName}${report.employeeNo ? ` (${report.employeeNo})` : ''}`);
    note(
      doc,
      `Final payslips by the month of their pay date${report.currency ? `; amounts in ${report.currency}` : ''}.`,
    );
    doc.moveDown(0.6);
    table(
      doc,
      headers.map((header, index) => ({ header, width, align: index === 0 ? 'left' : 'right' })),
      [
        ...report.months.map((month) => ({
          cells: [nameOfMonth(month.month), ...amountsOf(month).map(printed)],
        })),
        { cells: ['Total', ...amountsOf(report.totals).map(printed)], bold: true },
      ],
    );
  });
}
