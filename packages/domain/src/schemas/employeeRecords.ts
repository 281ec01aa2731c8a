import { parseDate } from '@internationalized/date';
import * as v from 'valibot';
import {
  COMPLETE_DATE,
  isIsoDate,
  notBefore,
  optionalDate,
  optionalText,
  requiredText,
} from './fieldRules.ts';
import { fitsCurrency, isCurrencyCode, isDecimalAmount } from './money.ts';

/**
 * Education, Experience and Training (issue 28 item 3): an employee's qualifications and previous
 * employment, which they add themselves for HR to verify, and the training courses HR records with
 * each attendee's completion and certificate. The dialogs' schemas and the server check the same
 * rules from this file.
 */

export const EMPLOYEE_RECORDS_LIMITS = {
  /** Names of institutions, employers, courses, qualifications: one line. */
  nameMax: 200,
  /** A grade ("First class", "3.8 GPA"), a referee's phone or e-mail. */
  shortMax: 100,
  /** Why someone left a job. */
  reasonMax: 1000,
  /** The most certificate files one entry or attendee keeps. */
  filesMax: 5,
  /** The most attendees one training course lists. */
  attendeesMax: 500,
} as const;

/** How many days before a training certificate expires its attendee and HR are told (the reminders job). */
export const CERTIFICATE_EXPIRY_NOTICE_DAYS = 30;

/**
 * Where a training certificate stands on `today`: lapsed before it, 'expiring' from today through
 * CERTIFICATE_EXPIRY_NOTICE_DAYS after (the reminders job's window, both ends included), 'current'
 * later; null without an expiry date. The Training page shows what the bell's reminder points at.
 */
export type CertificateStanding = 'expired' | 'expiring' | 'current';

export function certificateStanding(expiryDate: string | null, today: string): CertificateStanding | null {
  if (expiryDate === null) return null;
  if (expiryDate < today) return 'expired';
  const lastNoticeDay = parseDate(today).add({ days: CERTIFICATE_EXPIRY_NOTICE_DAYS }).toString();
  return expiryDate <= lastNoticeDay ? 'expiring' : 'current';
}

export const EMPLOYEE_RECORDS_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date.',
  completedOnBeforeStart: 'The completion date cannot be before the course starts.',
  expiryBeforeCompletion: 'The certificate cannot expire before it was earned.',
  costNeedsCurrency: 'Choose the currency of the cost.',
  currencyNeedsCost: 'Enter the cost, or leave the currency empty.',
  cost: 'Enter the cost as an amount such as 1250.00, with at most the currency’s decimal places.',
  currency: 'Choose a currency such as GHS or GBP.',
  completedOnWithoutCompletion: 'Mark the attendee as having completed the course to give a completion date.',
  tooManyFiles: `An entry keeps at most ${EMPLOYEE_RECORDS_LIMITS.filesMax} certificate files.`,
  notItsFiles: 'removeAttachmentIds: each must be a certificate file of this entry.',
  institution: 'Enter the institution.',
  qualification: 'Enter the qualification.',
  employerName: 'Enter the employer.',
  jobTitle: 'Enter the job title.',
  title: 'Enter the course title.',
  startDate: 'Enter the start date.',
} as const;

export interface DatedProblem<TField extends string = string> {
  field: TField;
  message: string;
}

/** A period's end before its start; either may be unknown. */
export function periodProblems(values: {
  startDate: string | null;
  endDate: string | null;
}): DatedProblem<'endDate'>[] {
  return notBefore(values.startDate, values.endDate)
    ? []
    : [{ field: 'endDate', message: EMPLOYEE_RECORDS_MESSAGES.endBeforeStart }];
}

/** A course's period and its cost: an amount in a known currency, never one without the other. */
export function trainingProblems(values: {
  startDate: string;
  endDate: string | null;
  cost: string | null;
  currency: string | null;
}): DatedProblem<'endDate' | 'cost' | 'currency'>[] {
  const problems: DatedProblem<'endDate' | 'cost' | 'currency'>[] = [...periodProblems(values)];
  const { cost, currency } = values;
  if (currency !== null && !isCurrencyCode(currency)) {
    problems.push({ field: 'currency', message: EMPLOYEE_RECORDS_MESSAGES.currency });
  } else if (cost !== null && currency === null) {
    problems.push({ field: 'currency', message: EMPLOYEE_RECORDS_MESSAGES.costNeedsCurrency });
  } else if (cost === null && currency !== null) {
    problems.push({ field: 'cost', message: EMPLOYEE_RECORDS_MESSAGES.currencyNeedsCost });
  } else if (cost !== null && currency !== null && !(isDecimalAmount(cost) && fitsCurrency(cost, currency))) {
    problems.push({ field: 'cost', message: EMPLOYEE_RECORDS_MESSAGES.cost });
  }
  return problems;
}

/** An attendee's result: a completion date only once completed, a certificate not expiring before it. */
export function attendeeResultProblems(
  values: { completed: boolean; completedOn: string | null; certificateExpiryDate: string | null },
  courseStart: string,
): DatedProblem<'completedOn' | 'certificateExpiryDate'>[] {
  const problems: DatedProblem<'completedOn' | 'certificateExpiryDate'>[] = [];
  if (!values.completed && values.completedOn !== null) {
    problems.push({ field: 'completedOn', message: EMPLOYEE_RECORDS_MESSAGES.completedOnWithoutCompletion });
  } else if (values.completedOn !== null && values.completedOn < courseStart) {
    problems.push({ field: 'completedOn', message: EMPLOYEE_RECORDS_MESSAGES.completedOnBeforeStart });
  }
  if (!notBefore(values.completedOn, values.certificateExpiryDate)) {
    problems.push({
      field: 'certificateExpiryDate',
      message: EMPLOYEE_RECORDS_MESSAGES.expiryBeforeCompletion,
    });
  }
  return problems;
}

function issuesOf<TValue extends Record<string, unknown>>(problems: (value: TValue) => DatedProblem[]) {
  return v.rawCheck<TValue>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const problem of problems(dataset.value)) {
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
  });
}

const { nameMax, shortMax, reasonMax } = EMPLOYEE_RECORDS_LIMITS;
const M = EMPLOYEE_RECORDS_MESSAGES;

function requiredDate(emptyMessage: string) {
  return v.pipe(v.string(), v.nonEmpty(emptyMessage), v.check(isIsoDate, COMPLETE_DATE));
}

/** The Education dialog: every field a string as typed, '' when left empty. */
const educationFields = v.object({
  institution: requiredText(nameMax, M.institution),
  qualification: requiredText(nameMax, M.qualification),
  fieldOfStudy: optionalText(nameMax),
  startDate: optionalDate(),
  endDate: optionalDate(),
  grade: optionalText(shortMax),
});
export const educationFormSchema = v.pipe(
  educationFields,
  issuesOf<v.InferOutput<typeof educationFields>>(periodProblems),
);
export type EducationInput = v.InferInput<typeof educationFormSchema>;
export type EducationValues = v.InferOutput<typeof educationFormSchema>;
export const EMPTY_EDUCATION: EducationInput = {
  institution: '',
  qualification: '',
  fieldOfStudy: '',
  startDate: '',
  endDate: '',
  grade: '',
};

/** The Experience dialog. */
const experienceFields = v.object({
  employerName: requiredText(nameMax, M.employerName),
  jobTitle: requiredText(nameMax, M.jobTitle),
  startDate: optionalDate(),
  endDate: optionalDate(),
  reasonForLeaving: optionalText(reasonMax),
  refereeName: optionalText(nameMax),
  refereeContact: optionalText(shortMax),
});
export const experienceFormSchema = v.pipe(
  experienceFields,
  issuesOf<v.InferOutput<typeof experienceFields>>(periodProblems),
);
export type ExperienceInput = v.InferInput<typeof experienceFormSchema>;
export type ExperienceValues = v.InferOutput<typeof experienceFormSchema>;
export const EMPTY_EXPERIENCE: ExperienceInput = {
  employerName: '',
  jobTitle: '',
  startDate: '',
  endDate: '',
  reasonForLeaving: '',
  refereeName: '',
  refereeContact: '',
};

/** The Training course dialog; the attendees are chosen beside it. */
const trainingFields = v.object({
  title: requiredText(nameMax, M.title),
  provider: optionalText(nameMax),
  startDate: requiredDate(M.startDate),
  endDate: optionalDate(),
  cost: v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => (text === '' ? null : text)),
  ),
  currency: v.pipe(
    v.string(),
    v.trim(),
    v.transform((text) => (text === '' ? null : text.toUpperCase())),
  ),
});
export const trainingFormSchema = v.pipe(
  trainingFields,
  issuesOf<v.InferOutput<typeof trainingFields>>(trainingProblems),
);
export type TrainingInput = v.InferInput<typeof trainingFormSchema>;
export type TrainingValues = v.InferOutput<typeof trainingFormSchema>;
export const EMPTY_TRAINING: TrainingInput = {
  title: '',
  provider: '',
  startDate: '',
  endDate: '',
  cost: '',
  currency: '',
};

/** The attendee's result dialog: whether they completed the course of `courseStart`, and their certificate. */
export function attendeeResultFormSchema(courseStart: string) {
  const fields = v.object({
    completed: v.boolean(),
    completedOn: optionalDate(),
    certificateExpiryDate: optionalDate(),
  });
  return v.pipe(
    fields,
    issuesOf<v.InferOutput<typeof fields>>((values) => attendeeResultProblems(values, courseStart)),
  );
}
export type AttendeeResultInput = v.InferInput<ReturnType<typeof attendeeResultFormSchema>>;
export type AttendeeResultValues = v.InferOutput<ReturnType<typeof attendeeResultFormSchema>>;
