import { Decimal } from 'decimal.js';
import type { WorkWeek } from '../leave/workWeek.ts';
import type { PayPeriod } from '../schemas/employee.ts';
import { PERIODS_PER_YEAR } from './constants.ts';
import { type Amount, formatMoney, type MoneyRules, roundMoney, toDecimal } from './money.ts';
import type { PayItemInput } from './payItems.ts';

/**
 * Approved overtime as a pay line (issue 29 item 6). The employer pays either a fixed amount an hour
 * or a multiple of the employee's hourly rate. The hourly rate is derived from the period's basic
 * salary as the US Fair Labor Standards Act's regulations do it (29 CFR 778.113(b)): the salary is
 * carried to its weekly equivalent (a monthly salary × 12 ÷ 52; semi-monthly × 24 ÷ 52; bi-weekly
 * ÷ 2) and divided by the hours of the employee's work week. The hourly rate is rounded to the
 * currency's minor unit first, so the line can be checked by hand from the figures it prints; the
 * line itself is rounded once.
 */

export const OVERTIME_RATE_KINDS = ['Multiplier of the hourly rate', 'Amount per hour'] as const;
export type OvertimeRateKind = (typeof OVERTIME_RATE_KINDS)[number];

export const OVERTIME_CODE = 'OVERTIME';

export interface OvertimeInput {
  /** Approved overtime minutes in the period. */
  minutes: number;
  rateKind: OvertimeRateKind;
  /** The multiplier ("1.5") or the amount an hour ("12.50"). */
  rate: Amount;
  /** The basic salary of one pay period, before proration. */
  basicSalary: Amount;
  payPeriod: PayPeriod;
  /** Hours a week of the employee's work week (hours a day × working days, a half day counting half). */
  weeklyHours: Amount;
  money: MoneyRules;
}

/** The hours of a work week: a whole day's hours for each whole day worked, half for a half day. */
export function weeklyHoursOf(week: WorkWeek): Decimal {
  const days = week.days.reduce((sum, part) => sum + (part === 'none' ? 0 : part === 'whole' ? 1 : 0.5), 0);
  return week.hoursPerDay.times(days);
}

/** "6 h 30 min", "45 min", "2 h". */
export function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The hourly rate a period's basic salary comes to, rounded to the minor unit, and how. */
export function hourlyRateOf(
  basicSalary: Amount,
  payPeriod: PayPeriod,
  weeklyHours: Amount,
  money: MoneyRules,
): { rate: Decimal; explanation: string } {
  const salary = toDecimal(basicSalary, 'basic salary');
  const hours = toDecimal(weeklyHours, 'weekly hours');
  if (!hours.gt(0)) throw new RangeError('The work week has no hours to derive an hourly rate from.');
  const perYear = PERIODS_PER_YEAR[payPeriod];
  const rate = roundMoney(salary.times(perYear).div(52).div(hours), money);
  const carried = perYear === 52 ? '' : ` × ${perYear} ÷ 52`;
  return {
    rate,
    explanation: `hourly rate ${formatMoney(rate, money.digits)} = ${formatMoney(salary, money.digits)}${carried} ÷ ${hours.toFixed()} h a week`,
  };
}

/**
 * The overtime line of a payslip: an earning, taxable and in the statutory base like other earnings,
 * never prorated (the hours were worked). Null when there is nothing approved to pay.
 */
export function overtimePayItem(input: OvertimeInput): PayItemInput | null {
  if (!Number.isInteger(input.minutes) || input.minutes < 0)
    throw new RangeError('Overtime minutes are a whole number, not negative.');
  if (input.minutes === 0) return null;
  const { money } = input;
  const rate = toDecimal(input.rate, 'overtime rate');
  if (!rate.gt(0)) throw new RangeError('The overtime rate is more than 0.');
  const hours = new Decimal(input.minutes).div(60);
  let perHour: Decimal;
  let how: string;
  if (input.rateKind === 'Amount per hour') {
    perHour = rate;
    how = `${formatMoney(rate, money.digits)} an hour`;
  } else {
    const hourly = hourlyRateOf(input.basicSalary, input.payPeriod, input.weeklyHours, money);
    perHour = rate.times(hourly.rate);
    how = `${rate.toFixed()} × ${hourly.explanation}`;
  }
  const amount = roundMoney(perHour.times(hours), money);
  return {
    kind: 'Earning',
    code: OVERTIME_CODE,
    description: 'Overtime',
    amount,
    prorate: false,
    explanation: `Overtime ${hoursAndMinutes(input.minutes)} (approved) at ${how} = ${formatMoney(amount, money.digits)}`,
  };
}
