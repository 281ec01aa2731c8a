import type { DocumentCategory, DocumentScope } from '@hr/domain';
import type { EmployeeChoice } from '../employer/referenceData.ts';
import type { StoredFile, UploadResult } from '../files/index.ts';
import type { FormSubmitResult } from '../forms/index.ts';
import type { SharedDocumentValues } from './sharedDocumentSchema.ts';

/** The roles of the selected employee a document can also be shown to (Share With). */
export interface ShareWith {
  lineManager: boolean;
  headOfDepartment: boolean;
  headOfBranch: boolean;
}

/**
 * A shared document as the screens take it: the wire shape of issue 15 (timestamps ISO date-times,
 * the content Markdown source), written here so screens need no api types.
 */
export interface SharedDocument {
  id: string;
  title: string;
  category: DocumentCategory;
  /** Markdown source, shown through FormattedText; may be ''. */
  content: string;
  attachments: readonly StoredFile[];
  scope: DocumentScope;
  /** The selected employee (scope 'selected-employee'), else null. */
  employeeId: string | null;
  employeeName: string | null;
  shareWith: ShareWith;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  /** When the reader acknowledged it; null until then (and always for administrators). */
  acknowledgedAt: string | null;
  /** How many of its recipients have acknowledged it (administrators' lists). */
  acknowledgedCount: number;
  recipientCount: number;
}

/** Why a recipient sees a document. */
export type AcknowledgementReason =
  | 'everyone'
  | 'employee'
  | 'line-manager'
  | 'head-of-department'
  | 'head-of-branch';

export interface DocumentAcknowledgement {
  userId: string;
  /** The employee record the account is tied to. */
  employeeId: string | null;
  name: string;
  reason: AcknowledgementReason;
  acknowledgedAt: string | null;
}

/** Who a document is shared with and who of them has acknowledged it, not yet acknowledged first. */
export interface DocumentAcknowledgements {
  items: readonly DocumentAcknowledgement[];
  acknowledgedCount: number;
  recipientCount: number;
}

export const SCOPE_LABELS: Record<DocumentScope, string> = {
  'all-employees': 'All Employees',
  employer: 'Employer',
  'selected-employee': 'Selected Employee',
};

export const REASON_LABELS: Record<AcknowledgementReason, string> = {
  everyone: 'Everyone',
  employee: 'Employee',
  'line-manager': 'Line Manager',
  'head-of-department': 'Head of Department',
  'head-of-branch': 'Head of Branch',
};

export const SHARE_WITH_LABELS: Record<keyof ShareWith, string> = {
  lineManager: 'Line Manager',
  headOfDepartment: 'Head of Department',
  headOfBranch: 'Head of Branch',
};

/** "All Employees", "Employer", "Selected Employee: Ama Mensah". */
export function scopeText({ scope, employeeName }: Pick<SharedDocument, 'scope' | 'employeeName'>): string {
  return scope === 'selected-employee' && employeeName
    ? `${SCOPE_LABELS[scope]}: ${employeeName}`
    : SCOPE_LABELS[scope];
}

/** "Line Manager, Head of Department", or "—" when shared with none of them. */
export function sharedWithText({ shareWith }: Pick<SharedDocument, 'shareWith'>): string {
  const roles = (Object.keys(SHARE_WITH_LABELS) as (keyof ShareWith)[]).filter((role) => shareWith[role]);
  return roles.length > 0 ? roles.map((role) => SHARE_WITH_LABELS[role]).join(', ') : '—';
}

/** "3 of 4" acknowledged; "—" for an Employer document, which nobody acknowledges. */
export function acknowledgedText(
  document: Pick<SharedDocument, 'scope' | 'acknowledgedCount' | 'recipientCount'>,
): string {
  return document.scope === 'employer' ? '—' : `${document.acknowledgedCount} of ${document.recipientCount}`;
}

/** The fields a refusal of a save can name and have shown on the field itself. */
export type SharedDocumentField = 'title' | 'category' | 'content' | 'scope' | 'employeeId';

/** Every SharedDocumentField: a refusal naming one of these shows on it. */
export const SHARED_DOCUMENT_FIELDS: readonly SharedDocumentField[] = [
  'title',
  'category',
  'content',
  'scope',
  'employeeId',
];

/** What a save sends: the form's values, the files newly attached and those taken off. */
export type SharedDocumentSave = SharedDocumentValues & {
  /** Files uploaded in this dialog, to attach. */
  attachmentIds: string[];
  /** Files the document had that were taken off (always empty for a new one). */
  removeAttachmentIds: string[];
};

/** What the document dialog needs besides its opening and closing. */
export interface SharedDocumentDialogData {
  /** The employees offered first (the server's first page); `onEmployeeSearch` asks for others. */
  employees: readonly EmployeeChoice[];
  /** Asks for the employees a typed name matches (see EmployeeComboBox). */
  onEmployeeSearch?: (text: string) => void;
  /** Stores one chosen file; it belongs to the document once the document is saved. */
  onUpload: (file: File) => Promise<UploadResult>;
  /**
   * Creates (`document` null) or updates a document. Answer the server's refusal as `{ message }`,
   * naming one of SharedDocumentField to have it shown there, with everything typed kept.
   */
  onSave: (
    save: SharedDocumentSave,
    document: SharedDocument | null,
  ) => Promise<FormSubmitResult<SharedDocumentField>>;
}
