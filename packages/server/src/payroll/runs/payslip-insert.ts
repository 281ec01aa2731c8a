import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ComputedPayslip } from './pay-run-compute.ts';

/**
 * Writes a chunk of a run's payslips in one statement of two parameters' worth of data: what every
 * payslip of the run shares (employer, run, period, currency, footer) once, and the payslips' own
 * columns as one JSON array unpacked by json_to_recordset. One statement per chunk whatever its size
 * (no limit of 65,535 parameters to mind), and the lines arrive as JSON PostgreSQL parses once, rather
 * than as thousands of bound values each converted on its own. The JSON is declared `json`, never
 * `jsonb`, in the record: the lines are stored as json (migration 0046) and the two small objects are
 * cast after, since json_to_recordset building jsonb was most of the statement's time. One array
 * parameter a column, unnested, parses faster in psql (20-33 ms against 34-57 ms for a chunk of
 * 1,000), but in the 10,000-employee run it moved nothing beyond the runs' spread (three alternated
 * pairs on 2026-12-06: first run 2.45 s against 2.48 s, warm 1.74 s against 1.55 s), so it was not kept.
 */

export interface RunColumns {
  employerId: string;
  runId: string;
  payPeriod: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  currency: string;
  footer: string | null;
  /**
   * Written final (and counting once unless off-cycle) at once: a run finalised when processed, so
   * that finalising it need not write every payslip a second time (pay-run-job.ts).
   */
  final: boolean;
  countsOnce: boolean;
}

/** The columns a run writes, in payslips and staged_payslips alike. */
const STAGED_COLUMNS =
  sql.raw(`employer_id, pay_run_id, pay_period, period_start, period_end, pay_date, currency, footer,
  employee_id, employee_no, employee_name, basic_pay, gross, statutory_base, taxable_income, tax,
  total_deductions, net_pay, employer_cost, payment_days, lines, taxable_income_explanation, rounding,
  payment_method, bank_id, bank_name, bank_account`);
/** What payslips takes besides: whether it is final (staged rows never are). */
const COLUMNS = sql`${STAGED_COLUMNS}, final, counts_once`;

function finalColumns(run: RunColumns) {
  return sql`${run.final}::boolean, ${run.countsOnce}::boolean`;
}

function chunkRows(run: RunColumns, payslips: readonly ComputedPayslip[], staged = false) {
  return sql`
    select ${run.employerId}::uuid, ${run.runId}::uuid, ${run.payPeriod}, ${run.periodStart}::date,
      ${run.periodEnd}::date, ${run.payDate}::date, ${run.currency}, ${run.footer}::text,
      p.employee_id, p.employee_no, p.employee_name, p.basic_pay, p.gross, p.statutory_base,
      p.taxable_income, p.tax, p.total_deductions, p.net_pay, p.employer_cost, p.payment_days::jsonb, p.lines,
      p.taxable_income_explanation, p.rounding::jsonb, p.payment_method, p.bank_id, p.bank_name, p.bank_account
      ${staged ? sql`` : sql`, ${finalColumns(run)}`}
    from json_to_recordset(${JSON.stringify(payslips)}::json) as p(
      employee_id uuid, employee_no text, employee_name text, basic_pay numeric, gross numeric,
      statutory_base numeric, taxable_income numeric, tax numeric, total_deductions numeric,
      net_pay numeric, employer_cost numeric, payment_days json, lines json,
      taxable_income_explanation text, rounding json, payment_method text, bank_id uuid,
      bank_name text, bank_account text)`;
}

export async function insertPayslips(
  db: Kysely<Database>,
  run: RunColumns,
  payslips: readonly ComputedPayslip[],
): Promise<void> {
  if (payslips.length === 0) return;
  await sql`insert into payslips (${COLUMNS}) ${chunkRows(run, payslips)}`.execute(db);
}

/** PGlite: a chunk put aside, in a transaction of its own, for `moveStagedPayslips` at the end of the run. */
export async function stagePayslips(
  db: Kysely<Database>,
  run: RunColumns,
  generation: number,
  payslips: readonly ComputedPayslip[],
): Promise<void> {
  if (payslips.length === 0) return;
  await sql`
    insert into staged_payslips (${STAGED_COLUMNS}, generation)
    select s.*, ${generation}::int from (${chunkRows(run, payslips, true)}) s`.execute(db);
}

/** Every staged row of the run, of any generation, gone (before a run starts, and after it is written). */
export async function dropStagedPayslips(db: Kysely<Database>, run: RunColumns): Promise<void> {
  await db
    .deleteFrom('staged_payslips')
    .where('employer_id', '=', run.employerId)
    .where('pay_run_id', '=', run.runId)
    .execute();
}

/** In the run's write transaction: the staged payslips of this generation become the run's. */
export async function moveStagedPayslips(
  trx: Kysely<Database>,
  run: RunColumns,
  generation: number,
): Promise<void> {
  await sql`
    insert into payslips (${COLUMNS})
    select ${STAGED_COLUMNS}, ${finalColumns(run)} from staged_payslips
    where employer_id = ${run.employerId} and pay_run_id = ${run.runId} and generation = ${generation}`.execute(
    trx,
  );
  await dropStagedPayslips(trx, run);
}
