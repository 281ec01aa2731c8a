import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';
import { linesOf } from './payslip-lines.ts';
import type { StoredPayslipLine } from './schema-pay-runs.ts';

/**
 * Migration 0046 on payslips written before lines were stored compactly: every payslip reads back the
 * very lines it was computed with, in their order, an arrears line with its period, a payslip without
 * lines with none.
 */

const LINES: StoredPayslipLine[] = [
  { kind: 'Basic', code: 'BASIC', label: 'Basic salary', amount: '5000.00', explanation: 'Basic 5,000.00' },
  {
    kind: 'Earning',
    code: 'ARREARS:2026-10-01',
    label: 'Arrears October 2026',
    amount: '266.67',
    explanation: 'Arrears October 2026: basic 5,000.00 → 5,266.67 from 15 Oct 2026 = 266.67',
    arrearsFor: '2026-10-01',
  },
  {
    kind: 'Employee Contribution',
    code: 'SSNIT',
    label: 'SSNIT "tier 1"',
    amount: '275.00',
    explanation: 'SSNIT 5.5% × 5,000.00 (basic) = 275.00; before tax',
  },
  { kind: 'Tax', code: 'PAYE', label: 'PAYE', amount: '1029.75', explanation: 'PAYE 572.67 on the first …' },
];

let database: TestDatabase;
let before0046: string;

async function addPayslip(employerId: string, name: string, lines: StoredPayslipLine[]) {
  const employee = await sql<{ id: string }>`
    insert into employees (employer_id, employee_no, first_name, last_name, email, nin_id, country, dob)
    values (${employerId}, ${name}, ${name}, 'Mensah', ${`${name}@example.com`}, ${name}, 'Ghana', '1990-01-01')
    returning id`.execute(database.db);
  const run = await sql<{ id: string }>`
    insert into pay_runs (employer_id, pay_period, period_start, period_end, pay_date, selection)
    values (${employerId}, 'Monthly', '2026-11-01', '2026-11-30', '2026-11-28', '{"scope":"all"}')
    returning id`.execute(database.db);
  await sql`
    insert into payslips (employer_id, pay_run_id, employee_id, employee_name, pay_period, period_start,
      period_end, pay_date, currency, basic_pay, gross, statutory_base, taxable_income, tax,
      total_deductions, net_pay, employer_cost, lines, taxable_income_explanation, rounding, payment_method)
    values (${employerId}, ${run.rows[0]?.id}, ${employee.rows[0]?.id}, ${name}, 'Monthly', '2026-11-01',
      '2026-11-30', '2026-11-28', 'GHS', 5000, 5266.67, 5266.67, 4991.67, 1029.75, 1304.75, 3961.92,
      5266.67, ${JSON.stringify(lines)}::jsonb, 'basic 5,000.00', '{}'::jsonb, 'Cash')`.execute(database.db);
}

beforeAll(async () => {
  before0046 = mkdtempSync(path.join(tmpdir(), 'hr-migrations-'));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((name) => name < '0046')) {
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before0046, file));
  }
  database = await createTestDatabase(before0046);
  const employer = await sql<{ id: string }>`
    insert into employers (name, country) values ('Navy', 'Ghana') returning id`.execute(database.db);
  const employerId = employer.rows[0]?.id as string;
  await addPayslip(employerId, 'Ama', LINES);
  await addPayslip(employerId, 'Kofi', []);
  // 0046 first, then whatever later migrations there are.
  expect((await migrate(database.db))[0]).toBe('0046');
});
afterAll(async () => {
  await database.close();
  rmSync(before0046, { recursive: true, force: true });
});

test('migration 0046 keeps every payslip line, in order, arrears with their period, as the readers now decode them', async () => {
  const rows = await database.db
    .selectFrom('payslips')
    .select(['employee_name', 'lines'])
    .orderBy('employee_name')
    .execute();
  expect(rows.map((row) => [row.employee_name, linesOf(row.lines)])).toEqual([
    ['Ama', LINES],
    ['Kofi', []],
  ]);
  expect(rows[0]?.lines[1]).toEqual([
    'Earning',
    'ARREARS:2026-10-01',
    'Arrears October 2026',
    '266.67',
    LINES[1]?.explanation,
    '2026-10-01',
  ]);
});
