import {
  COMPLETE_DATE,
  DEFAULT_PAY_PERIOD,
  isIsoDate,
  PAY_DATE_BEFORE_PERIOD,
  PAY_PERIODS,
  type PayPeriod,
  payPeriodSpan,
  SEMI_MONTHLY_START,
} from '@hr/domain';
import { parseDate } from '@internationalized/date';
import * as v from 'valibot';
import {
  PAY_RUN_SCOPES,
  type PayRunCheckValues,
  type PayRunScope,
  type ProcessPayrollValues,
} from './payRuns.ts';

/** What the Employees field reads as, one label per scope. */
export const PAY_RUN_SCOPE_LABELS: Record<PayRunScope, string> = {
  all: 'All employees of the pay period',
  department: 'By department',
  branch: 'By branch',
  employees: 'Pick employees',
};

const CHOOSE_ONE: Record<Exclude<PayRunScope, 'all'>, string> = {
  department: 'Choose at least one department.',
  branch: 'Choose at least one branch.',
  employees: 'Pick at least one employee.',
};

const completeDate = v.pipe(v.string(), v.check(isIsoDate, COMPLETE_DATE));

/** The pay period that starts on `periodStart`, or null while the date is incomplete or not a start. */
export function periodEndOf(payPeriod: PayPeriod, periodStart: string): string | null {
  if (!isIsoDate(periodStart)) return null;
  try {
    return payPeriodSpan(payPeriod, parseDate(periodStart)).to.toString();
  } catch {
    return null;
  }
}

export const ProcessPayrollSchema = v.pipe(
  v.object({
    payPeriod: v.picklist(PAY_PERIODS, 'Choose a pay period.'),
    periodStart: completeDate,
    payDate: completeDate,
    processAsDraft: v.boolean(),
    offCycle: v.boolean(),
    scope: v.picklist(PAY_RUN_SCOPES),
    ids: v.array(v.string()),
  }),
  v.forward(
    v.check(
      ({ payPeriod, periodStart }) =>
        payPeriod !== 'Semi-Monthly' || periodEndOf(payPeriod, periodStart) !== null,
      SEMI_MONTHLY_START,
    ),
    ['periodStart'],
  ),
  v.forward(
    // ISO dates compare as text; an incomplete date has its own message already.
    v.partialCheck(
      [['periodStart'], ['payDate']],
      ({ periodStart, payDate }) => !isIsoDate(periodStart) || !isIsoDate(payDate) || payDate >= periodStart,
      PAY_DATE_BEFORE_PERIOD,
    ),
    ['payDate'],
  ),
  v.forward(
    v.partialCheck(
      [['scope'], ['ids']],
      ({ scope, ids }) => scope === 'all' || ids.length > 0,
      (issue) => {
        const scope = (issue.input as { scope: PayRunScope }).scope;
        return scope === 'all' ? '' : CHOOSE_ONE[scope];
      },
    ),
    ['ids'],
  ),
);

export type ProcessPayrollForm = v.InferInput<typeof ProcessPayrollSchema>;

/** The form a new run starts from, or a run's own values for a re-run. */
export function processPayrollForm(values: Partial<ProcessPayrollValues>): ProcessPayrollForm {
  return {
    payPeriod: values.payPeriod ?? DEFAULT_PAY_PERIOD,
    periodStart: values.periodStart ?? '',
    payDate: values.payDate ?? '',
    processAsDraft: values.processAsDraft ?? true,
    offCycle: values.offCycle ?? false,
    scope: values.selection?.scope ?? 'all',
    ids: [...(values.selection?.ids ?? [])],
  };
}

/** What the dialog sends: the selection whole, no ids for all employees. */
export function processPayrollValues(form: ProcessPayrollForm): ProcessPayrollValues {
  return {
    payPeriod: form.payPeriod,
    periodStart: form.periodStart,
    payDate: form.payDate,
    processAsDraft: form.processAsDraft,
    offCycle: form.offCycle,
    selection: { scope: form.scope, ids: form.scope === 'all' ? [] : form.ids },
  };
}

export function checkValues(values: ProcessPayrollValues): PayRunCheckValues {
  return {
    payPeriod: values.payPeriod,
    periodStart: values.periodStart,
    offCycle: values.offCycle,
    selection: values.selection,
  };
}
