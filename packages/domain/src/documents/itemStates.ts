/**
 * One employee's part of a document request, and its versions (issue 31, Build items 1 and 2).
 * Every upload is a new version, kept for good; the item's state says where the latest one stands.
 * docs/documents.md, "The item", says why each state is there. Dates are ISO date strings.
 */

export const DOCUMENT_ITEM_STATES = ['requested', 'submitted', 'approved', 'rejected', 'expired'] as const;
export type DocumentItemState = (typeof DOCUMENT_ITEM_STATES)[number];

export const DOCUMENT_ITEM_STATE_LABELS: Record<DocumentItemState, string> = {
  requested: 'Requested',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** What the employee still owes: nothing uploaded yet, or the last upload turned down or run out. */
const OUTSTANDING: ReadonlySet<DocumentItemState> = new Set(['requested', 'rejected', 'expired']);

export const OUTSTANDING_ITEM_STATES: readonly DocumentItemState[] = DOCUMENT_ITEM_STATES.filter((state) =>
  OUTSTANDING.has(state),
);

export function isOutstanding(state: DocumentItemState): boolean {
  return OUTSTANDING.has(state);
}

export interface DocumentVersion {
  /** 1 for the first upload, one more for each after it. */
  number: number;
  /** The account that uploaded it: the employee, or someone whose documents permission reaches them. */
  uploadedBy: string;
  /** The day the document itself stops being valid, when the request's documents expire. */
  expiresOn: string | null;
}

export interface DocumentItem {
  state: DocumentItemState;
  /** The employee the document is asked of. */
  employeeId: string;
  dueOn: string;
  /** Whether the request's documents expire (an ID card does; a signed policy does not). */
  expires: boolean;
  /** Oldest first; never shortened. */
  versions: readonly DocumentVersion[];
  /** The version the last decision named: approved while the state is Approved or Expired. */
  decidedVersion: number | null;
}

/** An item as a request creates it: nothing uploaded, nothing decided. */
export function requestedItem(parts: Pick<DocumentItem, 'employeeId' | 'dueOn' | 'expires'>): DocumentItem {
  return { state: 'requested', ...parts, versions: [], decidedVersion: null };
}

export function latestVersion(item: Pick<DocumentItem, 'versions'>): DocumentVersion | null {
  return item.versions.at(-1) ?? null;
}
