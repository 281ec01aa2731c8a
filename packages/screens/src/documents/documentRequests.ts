import type { BadgeVariant } from '@hr/ui';
import type { PersonRef } from '../incident/incidentCase.ts';

/**
 * Document WorkFlow as the screens have it (issue 31): a request HR made, each employee's item to
 * fulfil, and the versions uploaded for an item. Plain data (ids, ISO days and times, names); the app
 * maps the contract onto it.
 */

/** Where one employee's item stands: asked for, a version waiting for review, approved, rejected, expired. */
export type DocumentItemState = 'requested' | 'submitted' | 'approved' | 'rejected' | 'expired';

export const DOCUMENT_ITEM_STATES: readonly DocumentItemState[] = [
  'requested',
  'submitted',
  'approved',
  'rejected',
  'expired',
];

export const DOCUMENT_ITEM_STATE_LABELS: Record<DocumentItemState, string> = {
  requested: 'Requested',
  submitted: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const DOCUMENT_ITEM_STATE_BADGES: Record<DocumentItemState, BadgeVariant> = {
  requested: 'neutral',
  submitted: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
};

/** One row of Management's list: a request HR made and how far its employees are with it. */
export interface DocumentRequestRow {
  id: string;
  title: string;
  /** ISO day. */
  dueDate: string;
  /** How many items are approved. */
  doneCount: number;
  /** How many employees were asked. */
  itemCount: number;
  /** How many items are past their due day and not approved. */
  overdueCount: number;
}

/** One employee's item of a request, as the request's page lists it. */
export interface DocumentRequestItem {
  id: string;
  employee: PersonRef;
  state: DocumentItemState;
  /** ISO day. */
  dueDate: string;
  /** Past its due day and not approved (the app knows today; the screens have no clock). */
  isOverdue: boolean;
}

/**
 * A request in full: what was asked. Its employees' items come a page at a time beside it, overdue
 * first as the server lists them (the domain's overdueFirst); the screen shows them in the order given.
 */
export interface DocumentRequestDetail extends DocumentRequestRow {
  description: string;
}

/** How much of a SHA-256 shows: enough to tell versions apart at a glance; the whole is in the tooltip. */
export const SHORT_HASH_LENGTH = 12;

/** One immutable upload of an item. */
export interface DocumentVersion {
  /** 1 for the first upload, counting up. */
  number: number;
  fileName: string;
  /** In bytes. */
  size: number;
  /** The type the server read from the content. */
  mediaType: string;
  /** The uploader's name: the employee, or someone who uploads for them. */
  uploadedBy: string;
  /** ISO date and time. */
  uploadedAt: string;
  /** The content's SHA-256, hex. */
  hash: string;
  /** The stored file's id: the app downloads it with the reader's session (no address opens it alone). */
  fileId: string;
}

/**
 * One step of a document's sign-off (issue 31 item 4), as the approvals engine keeps it: who may sign
 * it now, and once decided who did, when, and the SHA-256 of the version they signed.
 */
export interface DocumentSignOffStep {
  /** 1 for the first step. */
  position: number;
  /** Whom the step names now (may be empty once decided). */
  approvers: readonly string[];
  decision: 'signed' | 'rejected' | null;
  decidedBy: string | null;
  /** ISO date and time of the decision. */
  decidedAt: string | null;
  /** The SHA-256 (hex) of the version the step signed; null until decided. */
  hash: string | null;
  /** A rejection's reason. */
  comment: string | null;
}

/** Where an item's sign-off stands: for its latest version, step by step. */
export interface DocumentSignOff {
  /** The version being signed off (the latest uploaded); null before any upload. */
  version: number | null;
  /** Null before any upload. */
  status: 'waiting' | 'signed' | 'rejected' | null;
  /** Every step of the workflow, in order. */
  steps: readonly DocumentSignOffStep[];
}

/** "Signed 1 of 2" (so far, or every step), "Rejected at step 2 of 2", or "2 steps to sign" before any upload. */
export function signOffSummary(signOff: DocumentSignOff): string {
  const count = signOff.steps.length;
  const rejected = signOff.steps.find((step) => step.decision === 'rejected');
  if (rejected) return `Rejected at step ${rejected.position} of ${count}`;
  if (signOff.status === null) return `${count} ${count === 1 ? 'step' : 'steps'} to sign`;
  return `Signed ${signOff.steps.filter((step) => step.decision === 'signed').length} of ${count}`;
}

/** One item in the reviewer's queue. */
export interface DocumentReviewItem {
  id: string;
  employee: PersonRef;
  request: { id: string; title: string };
  state: DocumentItemState;
  /** ISO date and time the latest version came: the queue runs oldest first. */
  submittedAt: string;
  /** Every version, the latest last. */
  versions: readonly DocumentVersion[];
  /**
   * The latest version's bytes as an address the page may show inline (an object URL the app made),
   * for a type that is previewed; null until the app has it, or when the type is not previewed.
   */
  previewUrl: string | null;
  /** The steps it is signed off by; null when a single review decides it. */
  signOff: DocumentSignOff | null;
}

/** One of the reader's own items to fulfil. */
export interface MyDocumentItem {
  id: string;
  title: string;
  description: string;
  /** ISO day. */
  dueDate: string;
  state: DocumentItemState;
  isOverdue: boolean;
  /** Why the reviewer rejected the latest version; null unless rejected. */
  rejectionReason: string | null;
  /** The media types the request takes, for the file chooser. */
  acceptedTypes: readonly string[];
  /** The largest file the request takes, in bytes. */
  maxSize: number;
  /** The name of the latest version uploaded; null before the first. */
  latestFileName: string | null;
  /** Whether the request's documents expire: each upload then gives its document's expiry day. */
  expires: boolean;
  /** The steps it is signed off by; null when a single review decides it. */
  signOff: DocumentSignOff | null;
}

/** One document of an employee, as their record's Documents tab lists it. */
export interface EmployeeDocumentItem {
  id: string;
  title: string;
  state: DocumentItemState;
  /** ISO day. */
  dueDate: string;
  isOverdue: boolean;
  /** The approved version's expiry day (ISO); null when the document does not expire or none is approved. */
  expiresOn: string | null;
  /** The latest version uploaded; null before the first. */
  latest: DocumentVersion | null;
}

/**
 * The types shown inline, neither able to run script: raster images in an `<img>`, and PDFs as their
 * first pages drawn to canvases by PDF.js (`PdfPreview`: no PDF JavaScript, links or form fields). SVG
 * may carry script and is downloaded; so is any other type.
 */
export type PreviewKind = 'image' | 'pdf' | null;

const PREVIEWED_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export function previewKindOf(mediaType: string): PreviewKind {
  if (PREVIEWED_IMAGES.has(mediaType)) return 'image';
  return mediaType === 'application/pdf' ? 'pdf' : null;
}
