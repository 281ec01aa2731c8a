import type { ContributionType } from '@hr/domain';
import type { TestApi } from '../../test-support/test-api.ts';

/**
 * Payroll set-up written straight to the tables of migration 0016, so the employee-pay tests do not
 * depend on the set-up operations: settings, pay items, statutory tables with brackets and
 * contributions, and an employee's salary.
 */

type Db = TestApi['db'];
let counter = 0;
const unique = (code: string) => `${code}${++counter}`;

export async function saveSettings(
  db: Db,
  employerId: string,
  settings: {
    currency: string;
    prorationMethod?: 'Calendar Days' | 'Working Days' | 'Fixed 30-Day Month';
    footer?: string;
  },
): Promise<void> {
  await db
    .insertInto('payroll_settings')
    .values({
      employer_id: employerId,
      currency: settings.currency,
      rounding: 'Half Up',
      proration_method: settings.prorationMethod ?? 'Calendar Days',
      pay_day: 28,
      payslip_footer: settings.footer ?? null,
    })
    .execute();
}

export async function insertPayItem(
  db: Db,
  employerId: string,
  item: {
    kind: 'Earning' | 'Deduction' | 'Bonus';
    code?: string;
    description: string;
    amount: string;
    quantity?: string;
    tax?: boolean;
    otherStatutory?: boolean;
  },
): Promise<string> {
  const row = await db
    .insertInto('pay_items')
    .values({
      employer_id: employerId,
      kind: item.kind,
      code: item.code ?? unique(item.kind.slice(0, 3).toUpperCase()),
      description: item.description,
      amount: item.amount,
      quantity: item.quantity ?? '1',
      unit: 'Month',
      tax: item.tax ?? true,
      other_statutory: item.otherStatutory ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertTaxTable(
  db: Db,
  employerId: string,
  table: { code: string; type: 'PAYE Tax' | 'Other'; brackets: [string, string][] },
): Promise<string> {
  const row = await db
    .insertInto('tax_tables')
    .values({
      employer_id: employerId,
      code: table.code,
      description: table.code,
      type: table.type,
      basis: 'Monthly',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tax_table_brackets')
    .values(
      table.brackets.map(([incomeMoreThan, percentage], position) => ({
        tax_table_id: row.id,
        employer_id: employerId,
        position,
        income_more_than: incomeMoreThan,
        percentage,
      })),
    )
    .execute();
  return row.id;
}

export async function insertContribution(
  db: Db,
  employerId: string,
  contribution: {
    code: string;
    employer: { type: ContributionType; amount: string | null };
    employee: { type: ContributionType; amount: string | null };
  },
): Promise<string> {
  const row = await db
    .insertInto('statutory_contributions')
    .values({
      employer_id: employerId,
      code: contribution.code,
      description: contribution.code,
      employer_type: contribution.employer.type,
      employer_amount: contribution.employer.amount,
      employee_type: contribution.employee.type,
      employee_amount: contribution.employee.amount,
      employee_before_tax: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSalary(
  db: Db,
  employerId: string,
  employeeId: string,
  salary: { effectiveDate: string; basicSalary: string; currency: string },
): Promise<void> {
  await db
    .insertInto('salary_history')
    .values({
      employer_id: employerId,
      employee_id: employeeId,
      effective_date: salary.effectiveDate,
      basic_salary: salary.basicSalary,
      currency: salary.currency,
      next_review_date: null,
      created_by: null,
    })
    .execute();
}

/** GRA's monthly PAYE rates from January 2024 (packages/domain/src/payroll/workedCases.ts). */
export const GHANA_PAYE_BRACKETS: [string, string][] = [
  ['0', '0'],
  ['490', '5'],
  ['600', '10'],
  ['730', '17.5'],
  ['3896.67', '25'],
  ['19896.67', '30'],
  ['50416.67', '35'],
];
