import * as v from 'valibot';
import { PAY_PERIODS } from '../constants.ts';
import { COMPLETE_DATE, isIsoDate, optionalDate, optionalId } from './fieldRules.ts';

/**
 * Employment Terms (issue 28 item 2): an employee's contract, dated like placements. The Terms
 * dialog's schema and the server's record-employment-terms check the same rules from this file.
 */

export const CONTRACT_TYPES = ['Permanent', 'Fixed term', 'Probation', 'Casual', 'Intern'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const NOTICE_PERIOD_UNITS = ['days', 'weeks', 'months'] as const;
export type NoticePeriodUnit = (typeof NOTICE_PERIOD_UNITS)[number];

export const EMPLOYMENT_TERMS_LIMITS = {
  /** A week has 168 hours; a contract of none is not a contract. */
  hoursPerWeekMax: 168,
  /** Hours per week are stored as numeric(5,2): two decimal places. */
  hoursPerWeekDecimals: 2,
  noticePeriodMax: 999,
} as const;

/** Reminders before a date a manager must act on (the reminders job). */
export const PROBATION_ENDING_NOTICE_DAYS = 14;
export const FIXED_TERM_ENDING_NOTICE_DAYS = 30;

export const TERMS_MESSAGES = {
  endDateRequired: 'Enter the end date: a fixed-term contract ends on a date.',
  endBeforeStart: 'The end date must be after the start date.',
  probationBeforeStart: 'The probation end date cannot be before the start date.',
  confirmationBeforeStart: 'The confirmation date cannot be before the start date.',
  hoursPerWeek: `Enter hours per week above 0 and at most ${EMPLOYMENT_TERMS_LIMITS.hoursPerWeekMax}, with at most 2 decimal places.`,
  noticePeriod: `Enter a whole number of at most ${EMPLOYMENT_TERMS_LIMITS.noticePeriodMax}.`,
  noticePeriodUnit: 'Choose days, weeks or months for the notice period.',
} as const;

/** The values the dates and amounts rules look at, as the server receives them (null when left out). */
export interface TermsRuleValues {
  contractType: ContractType;
  startDate: string;
  endDate: string | null;
  probationEndDate: string | null;
  confirmationDate: string | null;
  noticePeriod: number | null;
  noticePeriodUnit: NoticePeriodUnit | null;
  hoursPerWeek: string | null;
}

export interface TermsProblem {
  field: keyof TermsRuleValues;
  message: string;
}

const hoursFormat = /^\d{1,3}(\.\d{1,2})?$/;

/** Whether `text` is a number of hours in a week: above 0, at most 168, two decimals at most. */
export function isHoursPerWeek(text: string): boolean {
  if (!hoursFormat.test(text)) return false;
  // Compared in hundredths, as integers: no float decides the limit.
  const [whole = '0', fraction = ''] = text.split('.');
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return hundredths > 0 && hundredths <= EMPLOYMENT_TERMS_LIMITS.hoursPerWeekMax * 100;
}

/** The rules across fields, first problem per field, in the dialog's order. */
export function termsProblems(values: TermsRuleValues): TermsProblem[] {
  const problems: TermsProblem[] = [];
  const { contractType, startDate, endDate, probationEndDate, confirmationDate } = values;
  if (contractType === 'Fixed term' && endDate === null) {
    problems.push({ field: 'endDate', message: TERMS_MESSAGES.endDateRequired });
  } else if (endDate !== null && endDate <= startDate) {
    problems.push({ field: 'endDate', message: TERMS_MESSAGES.endBeforeStart });
  }
  if (probationEndDate !== null && probationEndDate < startDate) {
    problems.push({ field: 'probationEndDate', message: TERMS_MESSAGES.probationBeforeStart });
  }
  if (confirmationDate !== null && confirmationDate < startDate) {
    problems.push({ field: 'confirmationDate', message: TERMS_MESSAGES.confirmationBeforeStart });
  }
  if ((values.noticePeriod === null) !== (values.noticePeriodUnit === null)) {
    problems.push(
      values.noticePeriod === null
        ? { field: 'noticePeriod', message: TERMS_MESSAGES.noticePeriod }
        : { field: 'noticePeriodUnit', message: TERMS_MESSAGES.noticePeriodUnit },
    );
  }
  if (values.hoursPerWeek !== null && !isHoursPerWeek(values.hoursPerWeek)) {
    problems.push({ field: 'hoursPerWeek', message: TERMS_MESSAGES.hoursPerWeek });
  }
  return problems;
}

function requiredDate(emptyMessage: string) {
  return v.pipe(v.string(), v.nonEmpty(emptyMessage), v.check(isIsoDate, COMPLETE_DATE));
}

function emptyOr<T>(parse: (text: string) => T) {
  return (text: string): T | null => (text.trim() === '' ? null : parse(text.trim()));
}

/** The Record terms dialog: every field a string as typed, '' when left empty. */
export const employmentTermsFormSchema = v.pipe(
  v.object({
    employeeId: v.pipe(v.string(), v.nonEmpty('Choose the employee.')),
    effectiveDate: requiredDate('Enter the date these terms take effect.'),
    contractType: v.picklist(CONTRACT_TYPES, 'Choose a contract type.'),
    startDate: requiredDate('Enter the start date.'),
    endDate: optionalDate(),
    probationEndDate: optionalDate(),
    confirmationDate: optionalDate(),
    noticePeriod: v.pipe(
      v.string(),
      v.check((text) => text.trim() === '' || /^\d{1,3}$/.test(text.trim()), TERMS_MESSAGES.noticePeriod),
      v.transform(emptyOr(Number)),
    ),
    noticePeriodUnit: v.pipe(
      v.union([v.literal(''), v.picklist(NOTICE_PERIOD_UNITS)], TERMS_MESSAGES.noticePeriodUnit),
      v.transform((unit) => (unit === '' ? null : unit)),
    ),
    hoursPerWeek: v.pipe(
      v.string(),
      v.check((text) => text.trim() === '' || isHoursPerWeek(text.trim()), TERMS_MESSAGES.hoursPerWeek),
      v.transform(emptyOr((text) => text)),
    ),
    workWeekId: optionalId(),
    holidayCalendarId: optionalId(),
    leaveWorkflowId: optionalId(),
    payFrequency: v.picklist(PAY_PERIODS, 'Choose a pay frequency.'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const problem of termsProblems(dataset.value)) {
      addIssue({
        message: problem.message,
        path: [
          {
            type: 'object',
            origin: 'value',
            input: dataset.value,
            key: problem.field,
            value: dataset.value[problem.field],
          },
        ],
      });
    }
  }),
);

export type EmploymentTermsInput = v.InferInput<typeof employmentTermsFormSchema>;
export type EmploymentTermsValues = v.InferOutput<typeof employmentTermsFormSchema>;

export const EMPTY_EMPLOYMENT_TERMS: EmploymentTermsInput = {
  employeeId: '',
  effectiveDate: '',
  contractType: 'Permanent',
  startDate: '',
  endDate: '',
  probationEndDate: '',
  confirmationDate: '',
  noticePeriod: '',
  noticePeriodUnit: '',
  hoursPerWeek: '',
  workWeekId: '',
  holidayCalendarId: '',
  leaveWorkflowId: '',
  payFrequency: 'Monthly',
};
