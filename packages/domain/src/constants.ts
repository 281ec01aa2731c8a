/**
 * Constants fixed by the specification (hr-payroll-spec.md §9 and §4). Each lives here once;
 * every other package imports it from @hr/domain.
 */

/** §9: layout breakpoints in CSS pixels (min-width of each band). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** §4, §9: toast notifications disappear after this many milliseconds. */
export const TOAST_DURATION_MS = 3000;

/** §9: request timeouts of the two request helpers and the session restore. */
export const UNAUTHENTICATED_TIMEOUT_MS = 60_000;
export const AUTHENTICATED_TIMEOUT_MS = 600_000;
export const SESSION_RESTORE_TIMEOUT_MS = 5000;

/** §5, §9: text limits. */
export const CODE_MAX_LENGTH = 20;
export const DESCRIPTION_MAX_LENGTH = 50;
export const CONTENT_MAX_LENGTH = 5000;

/** §5, §9: number of children on the family form. */
export const CHILDREN_MIN = 0;
export const CHILDREN_MAX = 30;

/** §9: option lists. */
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const PAY_PERIODS = ['Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly'] as const;
export const PAYMENT_METHODS = ['Cash', 'Cheque', 'Bank'] as const;

/** §3, §9: default colours of a new leave type and a new incident category. */
export const LEAVE_TYPE_DEFAULT_COLOR = '#008000';
export const INCIDENT_CATEGORY_DEFAULT_COLOR = '#F50000';

/** §9: the categories a shared document is filed under, and who it is shared with (the wire's codes). */
export const DOCUMENT_CATEGORIES = ['HR', 'Finance', 'Engineering'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_SCOPES = ['all-employees', 'employer', 'selected-employee'] as const;
export type DocumentScope = (typeof DOCUMENT_SCOPES)[number];
