import {
  currencyMinorDigits,
  type MoneyRules,
  type PayrollSettingsValues,
  payrollSettingsDefaults,
} from '@hr/domain';
import { Decimal } from 'decimal.js';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The employer's payroll settings as every payroll service reads them: the saved row, or the
 * defaults until an administrator saves one. The default currency is the employer's base currency
 * (Employer Information), else the one most of its salaries are in, else USD, so amounts typed before
 * Settings is visited get the right digits.
 */

export const FALLBACK_PAYROLL_CURRENCY = 'USD';

export async function readPayrollSettings(
  db: Kysely<Database>,
  employerId: string,
): Promise<PayrollSettingsValues> {
  const saved = await db
    .selectFrom('payroll_settings')
    .select([
      'currency',
      'rounding',
      'proration_method',
      'pay_day',
      'payslip_footer',
      'arrears_taxable',
      'arrears_statutory',
      'overtime_pay',
      'overtime_rate_kind',
      'overtime_rate',
      'absence_unpaid',
    ])
    .where('employer_id', '=', employerId)
    .executeTakeFirst();
  if (saved) {
    return {
      currency: saved.currency,
      rounding: saved.rounding,
      prorationMethod: saved.proration_method,
      payDay: saved.pay_day,
      payslipFooter: saved.payslip_footer,
      arrearsTaxable: saved.arrears_taxable,
      arrearsStatutory: saved.arrears_statutory,
      overtimePay: saved.overtime_pay,
      overtimeRateKind: saved.overtime_rate_kind,
      overtimeRate: decimalText(saved.overtime_rate),
      absenceUnpaid: saved.absence_unpaid,
    };
  }
  const employer = await db
    .selectFrom('employers')
    .select('base_currency')
    .where('id', '=', employerId)
    .executeTakeFirst();
  if (employer?.base_currency) return payrollSettingsDefaults(employer.base_currency);
  const common = await db
    .selectFrom('salary_history')
    .select('currency')
    .where('employer_id', '=', employerId)
    .where('currency', 'is not', null)
    .groupBy('currency')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('currency')
    .executeTakeFirst();
  return payrollSettingsDefaults(common?.currency ?? FALLBACK_PAYROLL_CURRENCY);
}

/** A numeric as the form shows it: "1.500" → "1.5", "12.000" → "12". */
function decimalText(value: string): string {
  return new Decimal(value).toFixed();
}

/** The pay engine's money rules (the currency's minor-unit digits and the rounding rule) of the settings. */
export function moneyRulesOf(settings: Pick<PayrollSettingsValues, 'currency' | 'rounding'>): MoneyRules {
  return { digits: currencyMinorDigits(settings.currency), rounding: settings.rounding };
}
