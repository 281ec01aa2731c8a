import * as v from 'valibot';
import { CODE_MAX_LENGTH, CONTENT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, PAY_PERIODS } from '../constants.ts';

/**
 * Employer set-up (§2.7 and its issue): the reference data every employee record points at
 * (departments, job positions, levels, branches, banks), the employer's own information and the
 * modules employees may use. The form and the server check the same schemas, so a value the form
 * lets through is one the server accepts.
 */
export const EMPLOYER_LIMITS = {
  codeMaxLength: CODE_MAX_LENGTH,
  nameMaxLength: DESCRIPTION_MAX_LENGTH,
  responsibilitiesMaxLength: CONTENT_MAX_LENGTH,
  addressMaxLength: 500,
  sortCodeMaxLength: 30,
  legalNameMaxLength: 200,
  registrationNumberMaxLength: 50,
  taxNumberMaxLength: 50,
  countryMaxLength: 100,
} as const;

/** §9: the modules an administrator can open to employees (§2.7 "Modules Enabled for Employee Access"). */
export const MODULE_NAMES = ['Expense Claim', 'Leave', 'Attendance'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export const ENTER_A_CODE = 'Enter a code.';
export const ENTER_A_NAME = 'Enter a name.';

function atMost(length: number) {
  return `Use at most ${length} characters.`;
}

/**
 * Whether two codes are the same code: codes are unique within an employer whatever their case or
 * surrounding spaces, so "fin " and "FIN" clash. The server's uniqueness check must compare the same way.
 */
export function isSameCode(a: string, b: string): boolean {
  return a.trim().toLocaleUpperCase('en') === b.trim().toLocaleUpperCase('en');
}

/**
 * The sentence for a code already used by another row of the same kind, e.g. "Code FIN is already
 * used by another department.": shown on the Code field, before sending and on the server's 409.
 */
export function codeAlreadyUsed(code: string, kind: string): string {
  return `Code ${code.trim()} is already used by another ${kind}.`;
}

function optionalText(maxLength: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(maxLength, atMost(maxLength)));
}

/** The fields every reference row has: its code, its name and whether it can still be chosen. */
const referenceEntries = {
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(ENTER_A_CODE),
    v.maxLength(EMPLOYER_LIMITS.codeMaxLength, atMost(EMPLOYER_LIMITS.codeMaxLength)),
  ),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(ENTER_A_NAME),
    v.maxLength(EMPLOYER_LIMITS.nameMaxLength, atMost(EMPLOYER_LIMITS.nameMaxLength)),
  ),
  active: v.boolean(),
};

export const ReferenceItemSchema = v.object(referenceEntries);
export type ReferenceItemInput = v.InferInput<typeof ReferenceItemSchema>;
export type ReferenceItemValues = v.InferOutput<typeof ReferenceItemSchema>;

/** An employee heading a department or a branch, by id; null when nobody does. */
const HeadSchema = v.nullable(v.pipe(v.string(), v.nonEmpty('Choose an employee from the list.')));

/** §3 Department: code, name, head, active. */
export const DepartmentSchema = v.object({ ...referenceEntries, headId: HeadSchema });
export type DepartmentInput = v.InferInput<typeof DepartmentSchema>;
export type DepartmentValues = v.InferOutput<typeof DepartmentSchema>;

/** §3 Job position and Level: code, name, responsibilities, active. */
export const JobPositionSchema = v.object({
  ...referenceEntries,
  responsibilities: optionalText(EMPLOYER_LIMITS.responsibilitiesMaxLength),
});
export type JobPositionInput = v.InferInput<typeof JobPositionSchema>;
export type JobPositionValues = v.InferOutput<typeof JobPositionSchema>;

export const LevelSchema = JobPositionSchema;
export type LevelInput = JobPositionInput;
export type LevelValues = JobPositionValues;

/** A branch of the employer: where it is and who heads it. */
export const BranchSchema = v.object({
  ...referenceEntries,
  address: optionalText(EMPLOYER_LIMITS.addressMaxLength),
  headId: HeadSchema,
});
export type BranchInput = v.InferInput<typeof BranchSchema>;
export type BranchValues = v.InferOutput<typeof BranchSchema>;

/** A bank employees are paid through; the branch or sort code tells its branches apart. */
export const BankSchema = v.object({
  ...referenceEntries,
  branchOrSortCode: optionalText(EMPLOYER_LIMITS.sortCodeMaxLength),
});
export type BankInput = v.InferInput<typeof BankSchema>;
export type BankValues = v.InferOutput<typeof BankSchema>;

/** The logo: a PNG, JPEG or SVG image of at most 512 KB, kept as a data URL. */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

const logoDataUrl = /^data:(image\/png|image\/jpeg|image\/svg\+xml);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The bytes a logo data URL holds, or null when it is not a base64 PNG, JPEG or SVG data URL. */
export function logoByteSize(dataUrl: string): number | null {
  const base64 = logoDataUrl.exec(dataUrl)?.[2];
  if (base64 === undefined || base64.length % 4 !== 0) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

const LogoSchema = v.nullable(
  v.pipe(
    v.string(),
    v.check((dataUrl) => logoByteSize(dataUrl) !== null, 'Choose a PNG, JPEG or SVG image.'),
    v.check(
      (dataUrl) => (logoByteSize(dataUrl) ?? 0) <= LOGO_MAX_BYTES,
      'Choose an image of at most 512 KB.',
    ),
  ),
);

/** January is 1. */
export const FiscalYearStartMonthSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1, 'Choose a month.'),
  v.maxValue(12, 'Choose a month.'),
);

/** The largest upload an employer may allow, in whole MiB (issue 15): 10 until an administrator changes it. */
export const LARGEST_UPLOAD_MIB = { min: 1, max: 50, default: 10 } as const;
export const LARGEST_UPLOAD_PROBLEM = `Enter a whole number of MiB from ${LARGEST_UPLOAD_MIB.min} to ${LARGEST_UPLOAD_MIB.max}.`;

export const LargestUploadMiBSchema = v.pipe(
  v.number(LARGEST_UPLOAD_PROBLEM),
  v.integer(LARGEST_UPLOAD_PROBLEM),
  v.minValue(LARGEST_UPLOAD_MIB.min, LARGEST_UPLOAD_PROBLEM),
  v.maxValue(LARGEST_UPLOAD_MIB.max, LARGEST_UPLOAD_PROBLEM),
);

/** The employer's own details (the menu's "Information"). */
export const EmployerInformationSchema = v.object({
  legalName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Enter the employer’s legal name.'),
    v.maxLength(EMPLOYER_LIMITS.legalNameMaxLength, atMost(EMPLOYER_LIMITS.legalNameMaxLength)),
  ),
  registrationNumber: optionalText(EMPLOYER_LIMITS.registrationNumberMaxLength),
  taxNumber: optionalText(EMPLOYER_LIMITS.taxNumberMaxLength),
  address: optionalText(EMPLOYER_LIMITS.addressMaxLength),
  /** The country's name, as on the sign-up form; empty until chosen. */
  country: optionalText(EMPLOYER_LIMITS.countryMaxLength),
  /** An ISO 4217 code such as GHS. */
  baseCurrency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Choose the base currency.')),
  logo: LogoSchema,
  fiscalYearStartMonth: FiscalYearStartMonthSchema,
  defaultPayPeriod: v.picklist(PAY_PERIODS, 'Choose a pay period.'),
  largestUploadMiB: LargestUploadMiBSchema,
});
export type EmployerInformationInput = v.InferInput<typeof EmployerInformationSchema>;
export type EmployerInformationValues = v.InferOutput<typeof EmployerInformationSchema>;
