import * as v from 'valibot';
import { ALLOWED_MEDIA_TYPES } from '../attachments/allowedTypes.ts';
import { LARGEST_UPLOAD_MIB } from '../schemas/employer.ts';
import { atMost, isIsoDate, requiredText } from '../schemas/fieldRules.ts';

/**
 * A document request's form (issue 31, Build item 1): HR asks chosen employees, a department or
 * everyone for a document by a due date. The server holds the same limits in the contract and checks
 * the due date against the employer's today. docs/documents.md, "The request".
 */

export const DOCUMENT_REQUEST_LIMITS = {
  titleMaxLength: 100,
  descriptionMaxLength: 2000,
  /** Employees chosen one by one; a larger group is a department or everyone. */
  employeesMax: 500,
  /** The largest file a request may ask for, in whole MiB: never above the store's ceiling. */
  minSizeMib: 1,
  maxSizeMib: LARGEST_UPLOAD_MIB.max,
  minRemindDaysBefore: 1,
  maxRemindDaysBefore: 365,
  /** A rejection's reason. */
  reasonMaxLength: 1000,
} as const;

export const DOCUMENT_AUDIENCES = ['employees', 'department', 'everyone'] as const;
export type DocumentAudience = (typeof DOCUMENT_AUDIENCES)[number];

export const DOCUMENT_REQUEST_MESSAGES = {
  title: 'Enter a title.',
  audience: 'Choose who is asked: chosen employees, a department or everyone.',
  noEmployee: 'Choose at least one employee.',
  tooManyEmployees: `Choose at most ${DOCUMENT_REQUEST_LIMITS.employeesMax} employees, or ask a department or everyone.`,
  department: 'Choose the department.',
  noFileType: 'Choose at least one file type.',
  fileType: 'Choose file types from the list.',
  size: `Enter whole MiB from ${DOCUMENT_REQUEST_LIMITS.minSizeMib} to ${DOCUMENT_REQUEST_LIMITS.maxSizeMib}.`,
  dueOn: 'Enter the due date.',
  dueInPast: 'The due date cannot be before today.',
  remindDays: `Enter whole days from ${DOCUMENT_REQUEST_LIMITS.minRemindDaysBefore} to ${DOCUMENT_REQUEST_LIMITS.maxRemindDaysBefore}.`,
  signOffPdfOnly:
    'A document signed off step by step must be a PDF, so its signed copy can carry the sign-off page: allow PDF only.',
} as const;

/** The one type a document signed off step by step takes: its signed copy is the PDF with a page added. */
export const SIGN_OFF_MEDIA_TYPE = 'application/pdf';

/** Whole numbers typed in a field ('12') or given as numbers, within `min`..`max`. */
function wholeNumber(min: number, max: number, message: string) {
  return v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((typed) => String(typed).trim()),
    v.check((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, message),
    v.transform(Number),
  );
}

/**
 * The form's schema on the employer's `today` (an ISO date): a due date before it is refused. The
 * values it gives are what the create operation sends.
 */
export function documentRequestFormSchema(today: string) {
  return v.pipe(
    v.object({
      title: requiredText(DOCUMENT_REQUEST_LIMITS.titleMaxLength, DOCUMENT_REQUEST_MESSAGES.title),
      description: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(
          DOCUMENT_REQUEST_LIMITS.descriptionMaxLength,
          atMost(DOCUMENT_REQUEST_LIMITS.descriptionMaxLength),
        ),
      ),
      audience: v.picklist(DOCUMENT_AUDIENCES, DOCUMENT_REQUEST_MESSAGES.audience),
      employeeIds: v.array(v.string()),
      departmentId: v.string(),
      allowedTypes: v.pipe(
        v.array(v.picklist(ALLOWED_MEDIA_TYPES as [string, ...string[]], DOCUMENT_REQUEST_MESSAGES.fileType)),
        v.minLength(1, DOCUMENT_REQUEST_MESSAGES.noFileType),
        v.transform((types) => ALLOWED_MEDIA_TYPES.filter((type) => types.includes(type))),
      ),
      maxSizeMib: wholeNumber(
        DOCUMENT_REQUEST_LIMITS.minSizeMib,
        DOCUMENT_REQUEST_LIMITS.maxSizeMib,
        DOCUMENT_REQUEST_MESSAGES.size,
      ),
      dueOn: v.pipe(
        v.string(),
        v.check(isIsoDate, DOCUMENT_REQUEST_MESSAGES.dueOn),
        v.check((day) => !isIsoDate(day) || day >= today, DOCUMENT_REQUEST_MESSAGES.dueInPast),
      ),
      expires: v.boolean(),
      remindDaysBefore: v.nullable(v.union([v.string(), v.number()])),
      /** The document workflow that signs each version off step by step; none (a single review) when empty. */
      signOffWorkflowId: v.optional(v.nullable(v.string()), null),
    }),
    v.forward(
      v.partialCheck(
        [['audience'], ['employeeIds']],
        ({ audience, employeeIds }) => audience !== 'employees' || employeeIds.length > 0,
        DOCUMENT_REQUEST_MESSAGES.noEmployee,
      ),
      ['employeeIds'],
    ),
    v.forward(
      v.partialCheck(
        [['audience'], ['employeeIds']],
        ({ audience, employeeIds }) =>
          audience !== 'employees' || new Set(employeeIds).size <= DOCUMENT_REQUEST_LIMITS.employeesMax,
        DOCUMENT_REQUEST_MESSAGES.tooManyEmployees,
      ),
      ['employeeIds'],
    ),
    v.forward(
      v.partialCheck(
        [['audience'], ['departmentId']],
        ({ audience, departmentId }) => audience !== 'department' || departmentId !== '',
        DOCUMENT_REQUEST_MESSAGES.department,
      ),
      ['departmentId'],
    ),
    v.forward(
      v.partialCheck(
        [['expires'], ['remindDaysBefore']],
        ({ expires, remindDaysBefore }) => !expires || isRemindDays(remindDaysBefore),
        DOCUMENT_REQUEST_MESSAGES.remindDays,
      ),
      ['remindDaysBefore'],
    ),
    v.forward(
      v.partialCheck(
        [['signOffWorkflowId'], ['allowedTypes']],
        ({ signOffWorkflowId, allowedTypes }) =>
          !signOffWorkflowId || (allowedTypes.length === 1 && allowedTypes[0] === SIGN_OFF_MEDIA_TYPE),
        DOCUMENT_REQUEST_MESSAGES.signOffPdfOnly,
      ),
      ['allowedTypes'],
    ),
    // Only what the audience and the expiry use is kept: a department's request names nobody.
    v.transform(
      ({ audience, employeeIds, departmentId, expires, remindDaysBefore, signOffWorkflowId, ...rest }) => ({
        ...rest,
        audience,
        employeeIds: audience === 'employees' ? [...new Set(employeeIds)] : [],
        departmentId: audience === 'department' ? departmentId : null,
        expires,
        remindDaysBefore: expires ? Number(String(remindDaysBefore).trim()) : null,
        signOffWorkflowId: signOffWorkflowId || null,
      }),
    ),
  );
}

function isRemindDays(typed: string | number | null): boolean {
  if (typed === null) return false;
  const text = String(typed).trim();
  const days = Number(text);
  return (
    /^\d+$/.test(text) &&
    days >= DOCUMENT_REQUEST_LIMITS.minRemindDaysBefore &&
    days <= DOCUMENT_REQUEST_LIMITS.maxRemindDaysBefore
  );
}

export type DocumentRequestFormSchema = ReturnType<typeof documentRequestFormSchema>;
export type DocumentRequestFormInput = v.InferInput<DocumentRequestFormSchema>;
export type DocumentRequestFormValues = v.InferOutput<DocumentRequestFormSchema>;

/** A new request: asked of chosen employees, a PDF of at most 5 MiB, not expiring. */
export const NEW_DOCUMENT_REQUEST: DocumentRequestFormInput = {
  title: '',
  description: '',
  audience: 'employees',
  employeeIds: [],
  departmentId: '',
  allowedTypes: ['application/pdf'],
  maxSizeMib: '5',
  dueOn: '',
  expires: false,
  remindDaysBefore: '',
  signOffWorkflowId: null,
};
