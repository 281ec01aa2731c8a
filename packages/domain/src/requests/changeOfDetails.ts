/**
 * The details an employee may ask to change on their own record (issue 28, item 4): each applies only
 * once approved, through the employee form's own update.
 */
export const CHANGEABLE_DETAILS = ['Bank account', 'Name', 'Marital status'] as const;
export type ChangeableDetail = (typeof CHANGEABLE_DETAILS)[number];

export const REQUEST_KINDS = ['Change of details', 'Letter'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The note the employee record shows on a field whose change waits for approval. */
export const PENDING_APPROVAL = 'Pending approval';
