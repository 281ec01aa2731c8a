import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  GHANA_PAYE_BRACKETS,
  insertContribution,
  insertPayItem,
  insertTaxTable,
  saveSettings,
} from '../payroll/setup/payroll-fixtures.ts';

/**
 * A payroll for every employee of an employer, as bench:payroll runs it: Ghana's settings and PAYE
 * table, one statutory contribution (SSNIT) and five pay items (three earnings, a deduction, a bonus),
 * and per employee a basic salary from 2025 and all six assigned on employee_pay_items. The set-up
 * rows go through the payroll fixtures; the per-employee rows are a few set-based statements.
 * Every employee is made a monthly, cash-paid employee who joined in 2020 and has not left, so each
 * one gets a payslip and none is prorated.
 */
export async function seedPayroll(db: Kysely<Database>, employerId: string): Promise<void> {
  await saveSettings(db, employerId, { currency: 'GHS' });
  await insertTaxTable(db, employerId, { code: 'PAYE', type: 'PAYE Tax', brackets: GHANA_PAYE_BRACKETS });
  const items = [
    await insertPayItem(db, employerId, {
      kind: 'Earning',
      code: 'HOUSING',
      description: 'Housing',
      amount: '1000',
    }),
    await insertPayItem(db, employerId, {
      kind: 'Earning',
      code: 'TRANSPORT',
      description: 'Transport',
      amount: '350.50',
    }),
    await insertPayItem(db, employerId, {
      kind: 'Earning',
      code: 'MEALS',
      description: 'Meals',
      amount: '12.75',
      quantity: '22',
      otherStatutory: false,
    }),
    await insertPayItem(db, employerId, {
      kind: 'Deduction',
      code: 'LOAN',
      description: 'Staff loan',
      amount: '250',
      tax: false,
      otherStatutory: false,
    }),
    await insertPayItem(db, employerId, {
      kind: 'Bonus',
      code: 'PERFORM',
      description: 'Performance',
      amount: '400',
    }),
  ];
  const ssnit = await insertContribution(db, employerId, {
    code: 'SSNIT',
    employer: { type: 'Gross Income', amount: '13' },
    employee: { type: 'Gross Income', amount: '5.5' },
  });

  await sql`
    update employees set pay_period = 'Monthly', payment_method = 'Cash', date_joined = date '2020-01-01',
      start_date = date '2020-01-01', employment_end_date = null
    where employer_id = ${employerId}`.execute(db);
  // Salaries from 3,000.00 to 12,800.00 in steps of 200, so the PAYE brackets reached vary.
  await sql`
    insert into salary_history (employer_id, employee_id, effective_date, basic_salary, currency)
    select ${employerId}::uuid, e.id, date '2025-01-01', 3000 + (e.n % 50) * 200, 'GHS'
    from (select id, row_number() over (order by id) as n from employees where employer_id = ${employerId}) e`.execute(
    db,
  );
  await sql`
    insert into employee_pay_items (employer_id, employee_id, pay_item_id, effective_date)
    select ${employerId}::uuid, e.id, item, date '2025-01-01'
    from employees e, unnest(${items}::uuid[]) item
    where e.employer_id = ${employerId}`.execute(db);
  await sql`
    insert into employee_pay_items (employer_id, employee_id, statutory_contribution_id, effective_date)
    select ${employerId}::uuid, e.id, ${ssnit}::uuid, date '2025-01-01'
    from employees e where e.employer_id = ${employerId}`.execute(db);
  await sql`analyze`.execute(db);
}

/**
 * A raise of 10% for every employee back-dated to `effectiveDate`, as a salary adjustment each (the
 * row Payroll › Salary adjustment writes, and the salary it records): the next run pays every final
 * period since as arrears.
 */
export async function seedBackDatedRaise(
  db: Kysely<Database>,
  employerId: string,
  effectiveDate: string,
): Promise<void> {
  await sql`
    insert into salary_adjustments (employer_id, employee_id, effective_date, amount, currency, remarks)
    select s.employer_id, s.employee_id, ${effectiveDate}::date, round(s.basic_salary * 1.1, 2), s.currency,
      'Back-dated raise (bench)'
    from salary_history s
    where s.employer_id = ${employerId} and s.effective_date = date '2025-01-01'`.execute(db);
  await sql`
    insert into salary_history (employer_id, employee_id, effective_date, basic_salary, currency)
    select employer_id, employee_id, effective_date, amount, currency from salary_adjustments
    where employer_id = ${employerId} and settled_by_run_id is null`.execute(db);
  await sql`analyze`.execute(db);
}
