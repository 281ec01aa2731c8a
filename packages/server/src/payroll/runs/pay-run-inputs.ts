import { PAY_DATE_BEFORE_PERIOD, type PayPeriod, payPeriodSpan } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import { type Kysely, sql } from 'kysely';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import type { PayRunSelection } from '../../db/schema-pay-runs.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { alreadyPaidRefusal } from './pay-run-finalise.ts';
import { alreadyPaid, periodHasFinalRun, whoIsPaid } from './pay-run-selection.ts';
import { namesText } from './pay-run-text.ts';

/**
 * What a pay-run request is refused for before anything is queued (issue 26: refused, not absorbed):
 * a period that cannot start on the day, a pay date before it, a selection of none or of ids that are
 * not the employer's, and a regular run of employees already paid for the period.
 */

/** The run's period from its first day; 400 on periodStart when the pay period cannot start then. */
export function periodOf(payPeriod: PayPeriod, periodStart: string): { from: string; to: string } {
  try {
    const span = payPeriodSpan(payPeriod, parseDate(periodStart));
    return { from: span.from.toString(), to: span.to.toString() };
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(400, error.message, { field: 'periodStart' });
    throw error;
  }
}

/** 400 on payDate when pay would be made before the period begins. */
export function requirePayDateInTime(payDate: string, period: { from: string }): void {
  // ISO dates compare as text.
  if (payDate < period.from) throw new Refusal(400, PAY_DATE_BEFORE_PERIOD, { field: 'payDate' });
}

/** Where each scope's ids are rows, and what a refusal calls them. */
const SELECTED_ROWS = {
  employees: { table: 'employees', noun: 'employees' },
  department: { table: 'departments', noun: 'departments' },
  branch: { table: 'branches', noun: 'branches' },
} as const;

/**
 * 400 on selection.ids naming the ids that are not the employer's employees, departments or branches
 * (by the scope): narrowing by them would otherwise make a run of no one that looked like a choice.
 */
async function requireOwnIds(
  db: Kysely<Database>,
  employerId: string,
  selection: PayRunSelection,
): Promise<void> {
  if (selection.scope === 'all') return;
  const { table, noun } = SELECTED_ROWS[selection.scope];
  const own = await db
    .selectFrom(table)
    .select('id')
    .where('employer_id', '=', employerId)
    .where(sql<boolean>`id = any(${selection.ids}::uuid[])`)
    .execute();
  const owned = new Set(own.map((row) => row.id));
  const others = selection.ids.filter((id) => !owned.has(id));
  if (others.length === 0) return;
  const error =
    others.length === 1
      ? `The selection names an id that is not one of your ${noun}: ${others[0]}.`
      : `The selection names ids that are not among your ${noun}: ${namesText(others, 3, 'more')}.`;
  throw new Refusal(400, error, { field: 'selection.ids' });
}

/** The selection as a run keeps it; 400 on selection.ids when it names none, or ids not the employer's. */
export async function selectionOf(
  db: Kysely<Database>,
  employerId: string,
  selection: { scope: PayRunSelection['scope']; ids: readonly string[] },
): Promise<PayRunSelection> {
  if (selection.scope === 'all') return { scope: 'all' };
  if (selection.ids.length === 0) {
    throw new Refusal(400, 'selection.ids: pick at least one.', { field: 'selection.ids' });
  }
  const kept: PayRunSelection = { scope: selection.scope, ids: [...new Set(selection.ids)] };
  await requireOwnIds(db, employerId, kept);
  return kept;
}

export interface RunOfPeriod {
  payPeriod: PayPeriod;
  period: { from: string; to: string };
  selection: PayRunSelection;
  offCycle: boolean;
  /** The clock's UTC day: the terms in effect then say who is of the pay period. */
  today: string;
}

/**
 * A regular run would pay employees already paid for the period in a final run: 409 naming them
 * now, rather than a whole draft computed that finalise then refuses. An off-cycle run may pay again.
 */
export async function refuseWhenAlreadyPaid(db: Kysely<Database>, employerId: string, run: RunOfPeriod) {
  if (run.offCycle) return;
  // Reading who the run pays costs about 0.5 s for 10,000 employees on PGlite (bench:payroll); a
  // period nobody has been paid for yet, the usual case, needs none of it.
  if (!(await periodHasFinalRun(db, employerId, { payPeriod: run.payPeriod, from: run.period.from }))) return;
  const settings = await readPayrollSettings(db, employerId);
  const { payable } = await whoIsPaid(
    db,
    employerId,
    { payPeriod: run.payPeriod, ...run.period, selection: run.selection },
    settings.currency,
    run.today,
  );
  const paid = await alreadyPaid(
    db,
    employerId,
    payable.map((employee) => employee.id),
    { payPeriod: run.payPeriod, from: run.period.from },
  );
  if (paid.length > 0) {
    throw alreadyPaidRefusal(
      paid.map((employee) => employee.employeeName),
      { periodStart: run.period.from, periodEnd: run.period.to },
    );
  }
}
