import { PAY_PERIODS, type PayPeriod } from '@hr/domain';

/*
 * The names the pay-run downloads are saved under: the server's own (its Content-Disposition), made
 * here because the client reads a download as bytes only. As the server's fileNamePart does, a name
 * keeps its letters, digits, '-' and '_', anything else becoming one '-'.
 */

const safe = (text: string) => text.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'file';

/** "payslip-E-0042-2026-11-01.pdf": the employee number, else the name, and the period's first day. */
export function payslipFileName(payslip: {
  employeeNo: string | null;
  employeeName: string;
  periodStart: string;
}): string {
  return `payslip-${safe(payslip.employeeNo ?? payslip.employeeName)}-${payslip.periodStart}.pdf`;
}

/** "bank-transfer-Ecobank-2026-11-01.csv". */
export function bankTransferFileName(bankName: string, periodStart: string): string {
  return `bank-transfer-${safe(bankName)}-${periodStart}.csv`;
}

/** "statutory-return-2026-11-01.csv". */
export function statutoryReturnFileName(periodStart: string): string {
  return `statutory-return-${periodStart}.csv`;
}

/** A run waits for its job while Queued or Processing: the page asks again until it is done. */
export function isRunning(status: string | undefined): boolean {
  return status === 'Queued' || status === 'Processing';
}

/** A run with payslips to list: a draft or a final one. */
export function hasPayslips(status: string | undefined): boolean {
  return status === 'Draft' || status === 'Final';
}

const nextDay = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/**
 * What a new run's dialog offers first: the pay period of the latest regular run and the day after
 * its period, so the next period is one click away; nothing when there is no regular run yet.
 */
export function nextRunDefaults(
  runs: readonly { payPeriod: string; periodEnd: string; offCycle: boolean }[],
): { payPeriod?: PayPeriod; periodStart?: string } {
  const latest = runs
    .filter((run) => !run.offCycle)
    .reduce<(typeof runs)[number] | undefined>(
      (found, run) => (!found || run.periodEnd > found.periodEnd ? run : found),
      undefined,
    );
  const payPeriod = PAY_PERIODS.find((period) => period === latest?.payPeriod);
  if (!latest || !payPeriod) return {};
  return { payPeriod, periodStart: nextDay(latest.periodEnd) };
}
