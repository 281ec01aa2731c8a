import { currencyMinorDigits, PayrollSettingsSchema } from '@hr/domain';
import { type Kysely, sql } from 'kysely';
import type { Caller } from '../../auth/access-tokens.ts';
import type { PayrollSettings, UpdatePayrollSettingsRequest } from '../../contract-types.ts';
import type { ServiceDeps } from '../../core/deps.ts';
import { checkedByDomain } from '../../core/domain-rules.ts';
import { Refusal } from '../../core/refusal.ts';
import { sentFields } from '../../core/set-up-writes.ts';
import type { Database } from '../../db/schema.ts';
import { auditPayroll } from '../payroll-audit.ts';
import { readPayrollSettings } from './payroll-settings-store.ts';
import { blankAsEmpty } from './setup-rows.ts';

/**
 * The employer's payroll settings (the Payroll Settings page): the saved row, or the defaults until an
 * administrator saves one (payroll-settings-store.ts).
 */

export async function getPayrollSettings({ db }: ServiceDeps, caller: Caller): Promise<PayrollSettings> {
  return readPayrollSettings(db, caller.employerId);
}

/**
 * Changes the settings sent; the others keep their value. A currency with fewer decimals than the one
 * before is refused while stored amounts have decimals it cannot hold: rounding them silently would
 * change a table or an employee's pay without anyone choosing to, so the administrator is told how
 * many and changes them first. Amounts that only carry zeros there ("5000.00" to JPY) are no loss.
 */
export async function updatePayrollSettings(
  { db }: ServiceDeps,
  caller: Caller,
  changes: UpdatePayrollSettingsRequest,
): Promise<PayrollSettings> {
  const { employerId } = caller;
  return db.transaction().execute(async (trx) => {
    // One settings change at a time per employer, so the count below sees what the change will find.
    await sql`select pg_advisory_xact_lock(hashtext(${`payroll-settings:${employerId}`}))`.execute(trx);
    const current = await readPayrollSettings(trx, employerId);
    const merged = { ...current, ...sentFields(changes) };
    const values = await checkedByDomain(PayrollSettingsSchema, {
      ...merged,
      payslipFooter: blankAsEmpty(merged.payslipFooter),
    });
    const digits = currencyMinorDigits(values.currency);
    if (digits < currencyMinorDigits(current.currency)) {
      const lost = await amountsLosingDigits(trx, employerId, digits);
      if (lost > 0) {
        const places = digits === 0 ? 'has no decimals' : `has ${digits} decimals`;
        const amounts =
          lost === 1 ? '1 payroll amount has decimals' : `${lost} payroll amounts have decimals`;
        throw new Refusal(
          409,
          `${values.currency} ${places}: ${amounts} it cannot hold. Change them first.`,
          {
            field: 'currency',
          },
        );
      }
    }
    const columns = {
      currency: values.currency,
      rounding: values.rounding,
      proration_method: values.prorationMethod,
      pay_day: values.payDay,
      payslip_footer: values.payslipFooter,
      arrears_taxable: values.arrearsTaxable,
      arrears_statutory: values.arrearsStatutory,
      overtime_pay: values.overtimePay,
      overtime_rate_kind: values.overtimeRateKind,
      overtime_rate: values.overtimeRate,
      absence_unpaid: values.absenceUnpaid,
    };
    await trx
      .insertInto('payroll_settings')
      .values({ employer_id: employerId, ...columns })
      .onConflict((conflict) =>
        conflict.column('employer_id').doUpdateSet({ ...columns, updated_at: sql<Date>`now()` }),
      )
      .execute();
    const after = await readPayrollSettings(trx, employerId);
    // The employer has one settings record: the trail files it under the employer's id.
    await auditPayroll(trx, caller, {
      operation: 'updatePayrollSettings',
      recordType: 'payroll-settings',
      recordId: employerId,
      before: current,
      after,
    });
    return after;
  });
}

/** How many stored money amounts of the employer have more than `digits` decimals that are not zero. */
async function amountsLosingDigits(
  db: Kysely<Database>,
  employerId: string,
  digits: number,
): Promise<number> {
  const loses = (column: string) => sql`${sql.ref(column)} <> round(${sql.ref(column)}, ${digits})`;
  const { rows } = await sql<{ count: number }>`
    select (
      (select count(*) from pay_items where employer_id = ${employerId} and ${loses('amount')})
      + (select count(*) from tax_tables where employer_id = ${employerId} and ${loses('relief_per_month')})
      + (select count(*) from tax_table_brackets where employer_id = ${employerId} and ${loses('income_more_than')})
      + (select count(*) from statutory_contributions where employer_id = ${employerId}
          and employer_type = 'Fixed Amount' and ${loses('employer_amount')})
      + (select count(*) from statutory_contributions where employer_id = ${employerId}
          and employee_type = 'Fixed Amount' and ${loses('employee_amount')})
      + (select count(*) from statutory_contributions where employer_id = ${employerId} and ${loses('employer_capped_amount')})
      + (select count(*) from statutory_contributions where employer_id = ${employerId} and ${loses('employee_capped_amount')})
      + (select count(*) from employee_pay_items where employer_id = ${employerId} and ${loses('amount')})
      + (select count(*) from employee_reliefs where employer_id = ${employerId} and ${loses('amount')})
    )::int as count`.execute(db);
  return rows[0]?.count ?? 0;
}
