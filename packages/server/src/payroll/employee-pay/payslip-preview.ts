import { type DateSpan, type PayrollSettingsValues, type Payslip, payPeriodSpan } from '@hr/domain';
import { parseDate } from '@internationalized/date';
import type { Kysely } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import { Refusal } from '../../core/refusal.ts';
import type { Database } from '../../db/schema.ts';
import type { EmployeePaymentDays } from '../engine/payment-days.ts';
import { payslipsFromRecord } from '../engine/period-payslips.ts';
import { readPayrollSettings } from '../setup/payroll-settings-store.ts';
import { NO_SUCH_EMPLOYEE } from './employee-pay-access.ts';
import type { PayslipPreview } from './employee-pay-types.ts';

/**
 * "Preview payslip" on the employee record (issue 13): what the pay engine computes today for the
 * period starting on a date, from the employee's record and the employer's set-up, every line
 * explained. Nothing is saved; the runs and payslips are the next issue's.
 */

/** What the pay engine needs to know of the employee beside their salary and items. */
export interface PayrollEmployee {
  name: string;
  payPeriod: PayrollPeriod;
  joined: string | null;
  left: string | null;
}
type PayrollPeriod = Parameters<typeof payPeriodSpan>[0];

export async function payrollEmployee(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
): Promise<PayrollEmployee> {
  const row = await db
    .selectFrom('employees')
    .select(['first_name', 'last_name', 'pay_period', 'date_joined', 'start_date', 'employment_end_date'])
    .where('id', '=', employeeId)
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (!row) throw new Refusal(404, NO_SUCH_EMPLOYEE);
  return {
    name: `${row.first_name} ${row.last_name}`,
    payPeriod: row.pay_period,
    joined: row.date_joined ?? row.start_date,
    left: row.employment_end_date,
  };
}

/** One employee's payslip for `span`, computed from today's record; the preview's and the arrears' core. */
export async function computeEmployeePayslip(
  db: Kysely<Database>,
  employerId: string,
  employeeId: string,
  employee: PayrollEmployee,
  span: DateSpan,
  settings: PayrollSettingsValues,
): Promise<{ payslip: Payslip; paymentDays: EmployeePaymentDays | null }> {
  const [computed] = await payslipsFromRecord(
    db,
    employerId,
    [{ id: employeeId, ...employee }],
    { payPeriod: employee.payPeriod, span },
    settings,
    // A set-up the engine cannot compute with (a contribution's table gone): say so, never a 500.
    (_, error) => (error instanceof RangeError ? new Refusal(422, error.message) : error),
  );
  if (!computed) throw new Error('A payslip is computed for every employee given.');
  return { payslip: computed.payslip, paymentDays: computed.days };
}

export async function previewPayslip(
  db: Kysely<Database>,
  caller: Caller,
  request: { employeeId: string; periodStart: string },
): Promise<PayslipPreview> {
  const { employerId } = caller;
  const employee = await payrollEmployee(db, employerId, request.employeeId);
  const settings = await readPayrollSettings(db, employerId);
  let span: DateSpan;
  try {
    span = payPeriodSpan(employee.payPeriod, parseDate(request.periodStart));
  } catch (error) {
    if (error instanceof RangeError) throw new Refusal(400, error.message, { field: 'periodStart' });
    throw error;
  }
  const { payslip, paymentDays: days } = await computeEmployeePayslip(
    db,
    employerId,
    request.employeeId,
    employee,
    span,
    settings,
  );
  return {
    employeeId: request.employeeId,
    employeeName: employee.name,
    payPeriod: employee.payPeriod,
    periodStart: span.from.toString(),
    periodEnd: span.to.toString(),
    currency: settings.currency,
    paymentDays: days && {
      paid: days.days.paidDays.toString(),
      total: days.days.periodDays.toString(),
      method: days.days.method,
      explanation: days.explanation,
    },
    ...payslip,
    footer: settings.payslipFooter,
  };
}
