import * as v from 'valibot';
import {
  CHILDREN_MAX,
  CHILDREN_MIN,
  CONTENT_MAX_LENGTH,
  MARITAL_STATUSES,
  PAY_PERIODS,
  PAYMENT_METHODS,
} from '../constants.ts';
import {
  atMost,
  COMPLETE_DATE,
  EMAIL_FORMAT,
  emptyToNull,
  ID_MAX_LENGTH,
  isEmail,
  isIsoDate,
  notBefore,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalPastDate,
  optionalText,
  requiredText,
} from './fieldRules.ts';
import {
  AMOUNT_MAX_INTEGER_DIGITS,
  currencyMinorDigits,
  fitsCurrency,
  isCurrencyCode,
  isDecimalAmount,
  normalizeAmount,
} from './money.ts';

export { atMost, COMPLETE_DATE, isIsoDate };

/**
 * The Employee form (§2.6, §3, §5 and the employee issue): its nine sections, their field names and
 * limits. The form, the contract and the server all follow this file.
 *
 * Empty optional fields: the form holds them as '' (a text field's empty value); the schema's output
 * turns each into null, and every field is present in the output, so the JSON sent names every field
 * and null always means "not given". Dates are 'YYYY-MM-DD' strings, ids are the ids of the
 * employer's reference rows (job positions, departments, ...), and money is a decimal string.
 */

/** The sections in the order of the form's bottom tab bar (§2.6). */
export const EMPLOYEE_FORM_SECTIONS = [
  'quickEntry',
  'personal',
  'job',
  'salary',
  'family',
  'contact',
  'health',
  'directory',
  'others',
] as const;
export type EmployeeFormSection = (typeof EMPLOYEE_FORM_SECTIONS)[number];

/** What an employee may change of their own record, in the form's order; the rest is an administrator's. */
export const EMPLOYEE_SELF_EDITABLE_SECTIONS = [
  'family',
  'contact',
  'directory',
] as const satisfies readonly EmployeeFormSection[];

export const EMPLOYEE_LIMITS = {
  employeeNoMaxLength: 20,
  nameMaxLength: 50,
  countryMaxLength: 100,
  nationalIdMaxLength: 30,
  passportMaxLength: 30,
  emailMaxLength: 254,
  phoneMaxLength: 30,
  /** The id of a reference row chosen from a list. */
  idMaxLength: ID_MAX_LENGTH,
  bankAccountMaxLength: 34,
  basicSalaryMaxIntegerDigits: AMOUNT_MAX_INTEGER_DIGITS,
  jobTitleMaxLength: 100,
  workLocationMaxLength: 100,
  addressMaxLength: 500,
  emergencyContactNameMaxLength: 100,
  relationshipMaxLength: 50,
  ethnicityMaxLength: 50,
  religionMaxLength: 50,
  allergiesMaxLength: 1000,
  conditionsMaxLength: 1000,
  extensionMaxLength: 10,
  officeMaxLength: 100,
  notesMaxLength: CONTENT_MAX_LENGTH,
} as const;

export const PLACEMENT_TYPES = ['Permanent', 'Fixed-term', 'Temporary', 'Internship'] as const;
export type PlacementType = (typeof PLACEMENT_TYPES)[number];
export const JOB_STATUSES = ['Active', 'Probation', 'Suspended'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contractor'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type PayPeriod = (typeof PAY_PERIODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** §4: marital status starts Single. */
export const DEFAULT_MARITAL_STATUS: MaritalStatus = 'Single';
export const DEFAULT_PAY_PERIOD: PayPeriod = 'Monthly';
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Bank';

/** §2.6: the banner of the quick entry and family sections. */
export const QUICK_ENTRY_BANNER = 'In a rush? Just fill up this page and you are good to go.';

/** The server's 409 sentences, shown on the Employee ID or the Email Address field. */
export function employeeNoAlreadyUsed(employeeNo: string): string {
  return `Employee ID ${employeeNo.trim()} is already used by another employee.`;
}
export function employeeEmailAlreadyUsed(email: string): string {
  return `The e-mail address ${email.trim()} is already used by another employee.`;
}

/** §5: the number of children is read as an integer; anything else is 0, and it is kept to 0–30. */
export function parseChildrenCount(text: string): number {
  const count = Number.parseInt(text, 10);
  if (Number.isNaN(count)) return CHILDREN_MIN;
  return Math.min(CHILDREN_MAX, Math.max(CHILDREN_MIN, count));
}

function decimalPlacesMessage(currency: string) {
  const digits = currencyMinorDigits(currency);
  if (digits === 0) return `${currency} amounts have no decimal places.`;
  return `${currency} amounts have at most ${digits} decimal ${digits === 1 ? 'place' : 'places'}.`;
}

const MARRIED = 'Married';
const UNMARRIED_STATUSES = MARITAL_STATUSES.filter(
  (status): status is Exclude<MaritalStatus, typeof MARRIED> => status !== MARRIED,
);

/** §3 the spouse record's fields, in the form's order. */
export const SPOUSE_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'birthDate',
  'nationality',
  'nationalId',
  'passport',
  'ethnicity',
  'religion',
] as const;

const numberOfChildren = v.pipe(v.string(), v.transform(parseChildrenCount));

/**
 * The Employee form's schema. `today` ('YYYY-MM-DD', the caller's calendar day) is the latest date
 * of birth allowed; the domain reads no clock of its own.
 */
export function createEmployeeFormSchema({ today }: { today: string }) {
  const quickEntry = v.object({
    employeeNo: requiredText(EMPLOYEE_LIMITS.employeeNoMaxLength, 'Enter the Employee ID.'),
    firstName: requiredText(EMPLOYEE_LIMITS.nameMaxLength, 'Enter the first name.'),
    lastName: requiredText(EMPLOYEE_LIMITS.nameMaxLength, 'Enter the last name.'),
    dob: v.pipe(
      v.string(),
      v.nonEmpty('Enter the date of birth.'),
      v.check(isIsoDate, COMPLETE_DATE),
      v.check((date) => date <= today, 'The date of birth cannot be in the future.'),
    ),
    country: requiredText(EMPLOYEE_LIMITS.countryMaxLength, 'Choose the nationality from the list.'),
    ninId: requiredText(EMPLOYEE_LIMITS.nationalIdMaxLength, 'Enter the National ID.'),
    passport: optionalText(EMPLOYEE_LIMITS.passportMaxLength),
    position: optionalId(),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Enter the e-mail address.'),
      v.maxLength(EMPLOYEE_LIMITS.emailMaxLength, atMost(EMPLOYEE_LIMITS.emailMaxLength)),
      v.email(EMAIL_FORMAT),
    ),
    phoneNumber: optionalText(EMPLOYEE_LIMITS.phoneMaxLength),
    department: optionalId(),
    startDate: optionalDate(),
  });

  const personal = v.pipe(
    v.object({
      dateJoined: optionalDate(),
      endOfProbation: optionalDate(),
      placement: v.object({
        effectiveDate: optionalDate(),
        jobPositionId: optionalId(),
        lineManagerId: optionalId(),
        departmentId: optionalId(),
        levelId: optionalId(),
      }),
      employmentTerms: v.object({
        effectiveDate: optionalDate(),
        placementType: optionalChoice(PLACEMENT_TYPES),
        jobStatus: optionalChoice(JOB_STATUSES),
        leaveWorkflowId: optionalId(),
        workDayId: optionalId(),
        holidayId: optionalId(),
      }),
    }),
    v.forward(
      v.partialCheck(
        [['dateJoined'], ['endOfProbation']],
        ({ dateJoined, endOfProbation }) => notBefore(dateJoined, endOfProbation),
        'The end of probation cannot be before the date joined.',
      ),
      ['endOfProbation'],
    ),
  );

  const job = v.object({
    title: optionalText(EMPLOYEE_LIMITS.jobTitleMaxLength),
    employmentType: optionalChoice(EMPLOYMENT_TYPES),
    workLocation: optionalText(EMPLOYEE_LIMITS.workLocationMaxLength),
    lineManagerId: optionalId(),
  });

  const salary = v.pipe(
    v.object({
      effectiveDate: optionalDate(),
      basicSalary: v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (amount) => amount === '' || isDecimalAmount(amount),
          `Enter the amount in digits (at most ${AMOUNT_MAX_INTEGER_DIGITS} before the decimal point), like 4250.00.`,
        ),
        v.transform(emptyToNull),
      ),
      currency: v.pipe(
        v.string(),
        v.check((code) => code === '' || isCurrencyCode(code), 'Choose a currency from the list.'),
        v.transform(emptyToNull),
      ),
      nextReviewDate: optionalDate(),
      bankId: optionalId(),
      bankAccount: optionalText(EMPLOYEE_LIMITS.bankAccountMaxLength),
      payPeriod: v.picklist(PAY_PERIODS, 'Choose a pay period.'),
      paymentMethod: v.picklist(PAYMENT_METHODS, 'Choose a payment method.'),
    }),
    v.forward(
      v.partialCheck(
        [['basicSalary'], ['currency']],
        ({ basicSalary, currency }) => basicSalary === null || currency !== null,
        'Choose the currency of the basic salary.',
      ),
      ['currency'],
    ),
    v.forward(
      v.partialCheck(
        [['basicSalary'], ['currency']],
        ({ basicSalary, currency }) =>
          basicSalary === null || currency === null || fitsCurrency(basicSalary, currency),
        (issue) => decimalPlacesMessage(issue.input.currency ?? ''),
      ),
      ['basicSalary'],
    ),
    v.forward(
      v.partialCheck(
        [['effectiveDate'], ['nextReviewDate']],
        ({ effectiveDate, nextReviewDate }) => notBefore(effectiveDate, nextReviewDate),
        'The next review date cannot be before the effective date.',
      ),
      ['nextReviewDate'],
    ),
    // Stored one way: "4250.5" GBP becomes "4250.50". The checks above guarantee nothing is rounded.
    v.transform((values) => ({
      ...values,
      basicSalary:
        values.basicSalary !== null && values.currency !== null
          ? normalizeAmount(values.basicSalary, values.currency)
          : values.basicSalary,
    })),
  );

  const spouseInput = Object.fromEntries(SPOUSE_FIELDS.map((field) => [field, v.string()])) as Record<
    (typeof SPOUSE_FIELDS)[number],
    v.StringSchema<undefined>
  >;
  // §4: the spouse fields count only when Married; otherwise whatever they hold is dropped unchecked.
  const family = v.variant(
    'maritalStatus',
    [
      v.object({
        maritalStatus: v.literal(MARRIED),
        spouseWorking: v.boolean(),
        spouse: v.object({
          firstName: optionalText(EMPLOYEE_LIMITS.nameMaxLength),
          middleName: optionalText(EMPLOYEE_LIMITS.nameMaxLength),
          lastName: optionalText(EMPLOYEE_LIMITS.nameMaxLength),
          birthDate: optionalPastDate(today, 'The birth date cannot be in the future.'),
          nationality: optionalText(EMPLOYEE_LIMITS.countryMaxLength),
          nationalId: optionalText(EMPLOYEE_LIMITS.nationalIdMaxLength),
          passport: optionalText(EMPLOYEE_LIMITS.passportMaxLength),
          ethnicity: optionalText(EMPLOYEE_LIMITS.ethnicityMaxLength),
          religion: optionalText(EMPLOYEE_LIMITS.religionMaxLength),
        }),
        numberOfChildren,
      }),
      v.pipe(
        v.object({
          maritalStatus: v.picklist(UNMARRIED_STATUSES),
          spouseWorking: v.boolean(),
          spouse: v.object(spouseInput),
          numberOfChildren,
        }),
        v.transform(({ maritalStatus, numberOfChildren }) => ({
          maritalStatus,
          spouseWorking: false as const,
          spouse: null,
          numberOfChildren,
        })),
      ),
    ],
    'Choose a marital status.',
  );

  const contact = v.object({
    phone: optionalText(EMPLOYEE_LIMITS.phoneMaxLength),
    personalEmail: v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(EMPLOYEE_LIMITS.emailMaxLength, atMost(EMPLOYEE_LIMITS.emailMaxLength)),
      v.check((email) => email === '' || isEmail(email), EMAIL_FORMAT),
      v.transform(emptyToNull),
    ),
    address: optionalText(EMPLOYEE_LIMITS.addressMaxLength),
    emergencyContact: v.object({
      name: optionalText(EMPLOYEE_LIMITS.emergencyContactNameMaxLength),
      relationship: optionalText(EMPLOYEE_LIMITS.relationshipMaxLength),
      phone: optionalText(EMPLOYEE_LIMITS.phoneMaxLength),
    }),
  });

  const health = v.object({
    bloodGroup: optionalChoice(BLOOD_GROUPS),
    allergies: optionalText(EMPLOYEE_LIMITS.allergiesMaxLength),
    conditions: optionalText(EMPLOYEE_LIMITS.conditionsMaxLength),
  });

  const directory = v.object({
    extension: optionalText(EMPLOYEE_LIMITS.extensionMaxLength),
    office: optionalText(EMPLOYEE_LIMITS.officeMaxLength),
    shownInDirectory: v.boolean(),
  });

  return v.object({
    quickEntry,
    personal,
    job,
    salary,
    family,
    contact,
    health,
    directory,
    others: v.object({ notes: optionalText(EMPLOYEE_LIMITS.notesMaxLength) }),
  });
}

export type EmployeeFormSchema = ReturnType<typeof createEmployeeFormSchema>;

/**
 * The form's schema checking only `sections`: the others pass through as they are, unchecked, for a
 * form that offers only those sections (an employee's own edit) and sends only them. Its output type
 * is the full form's, but only the checked sections hold checked values.
 */
export function onlySections(
  schema: EmployeeFormSchema,
  sections: readonly EmployeeFormSection[],
): EmployeeFormSchema {
  const entries = Object.fromEntries(
    EMPLOYEE_FORM_SECTIONS.map((section) => [
      section,
      sections.includes(section) ? schema.entries[section] : v.unknown(),
    ]),
  );
  return v.object(entries) as unknown as EmployeeFormSchema;
}
/** The form's values: '' for anything not given, the number of children as typed. */
export type EmployeeFormInput = v.InferInput<EmployeeFormSchema>;
/** The form's values once checked: null for anything not given. */
export type EmployeeFormOutput = v.InferOutput<EmployeeFormSchema>;
/**
 * What the form submits and the server stores: the checked values, where health is left out when the
 * user may not see it (administrators only). A missing health section means "unchanged", never
 * "cleared".
 */
export type EmployeeFormValues = Omit<EmployeeFormOutput, 'health'> & {
  health?: EmployeeFormOutput['health'];
};
