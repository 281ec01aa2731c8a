import { currencyMinorDigits } from '@hr/domain';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { callerTodayOf } from '../../employer/employer-settings.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import type { PayrollSummary } from './outputs-types.ts';

/**
 * payroll-summary, the dashboard's payroll card: the final run paid last, and the gross and net pay of
 * final payslips by the month of their pay date over the 12 months ending with today's.
 */
export async function payrollSummary(
  { db, clock }: Pick<ServiceDeps, 'db' | 'clock'>,
  caller: Caller,
): Promise<PayrollSummary> {
  const digits = currencyMinorDigits((await readPayrollSettings(db, caller.employerId)).currency);
  const money = (amount: Decimal.Value) => new Decimal(amount).toFixed(digits);
  const last = await db
    .selectFrom('pay_runs')
    .selectAll()
    .where('employer_id', '=', caller.employerId)
    .where('status', '=', 'final')
    .orderBy('pay_date', 'desc')
    .orderBy('finalised_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const thisMonth = (await callerTodayOf({ db, clock }, caller)).set({ day: 1 });
  const first = thisMonth.subtract({ months: 11 });
  const { rows } = await sql<{ month: string; gross: string; net_pay: string }>`
    select to_char(pay_date, 'YYYY-MM') as month, sum(gross)::text as gross, sum(net_pay)::text as net_pay
    from payslips
    where employer_id = ${caller.employerId} and final
      and pay_date >= ${first.toString()}::date and pay_date < ${thisMonth.add({ months: 1 }).toString()}::date
    group by 1`.execute(db);
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = first.add({ months: index }).toString().slice(0, 7);
    const row = rows.find((candidate) => candidate.month === month);
    return { month, gross: money(row?.gross ?? 0), netPay: money(row?.net_pay ?? 0) };
  });
  return {
    lastFinalRun: last
      ? {
          id: last.id,
          payPeriod: last.pay_period,
          periodStart: last.period_start,
          periodEnd: last.period_end,
          payDate: last.pay_date,
          currency: last.currency,
          employees: last.employee_count,
          ...runTotals(last, last.currency ? currencyMinorDigits(last.currency) : digits),
          finalisedAt: (last.finalised_at as Date).toISOString(),
        }
      : null,
    months,
  };
}

function runTotals(
  run: { gross: string; total_deductions: string; net_pay: string; employer_cost: string },
  digits: number,
) {
  const money = (amount: string) => new Decimal(amount).toFixed(digits);
  return {
    gross: money(run.gross),
    totalDeductions: money(run.total_deductions),
    netPay: money(run.net_pay),
    employerCost: money(run.employer_cost),
  };
}
