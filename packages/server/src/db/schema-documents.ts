import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/* Document WorkFlow (migration 0040, issue 31): see documents/. */

export type DocumentAudienceColumn = 'employees' | 'department' | 'everyone';
export type DocumentItemStateColumn = 'requested' | 'submitted' | 'approved' | 'rejected' | 'expired';

export interface DocumentRequestsTable {
  id: Generated<string>;
  employer_id: string;
  title: string;
  description: Generated<string>;
  audience: DocumentAudienceColumn;
  department_id: OptionalOnInsert<string | null>;
  allowed_types: string[];
  max_size_mib: number;
  due_on: string;
  expires: boolean;
  remind_days_before: OptionalOnInsert<number | null>;
  /** The document workflow that signs each version off step by step (migration 0042); null: one review. */
  sign_off_workflow_id: OptionalOnInsert<string | null>;
  created_by: string;
  created_at: CreatedAt;
}

export interface DocumentItemsTable {
  id: Generated<string>;
  employer_id: string;
  request_id: string;
  employee_id: string;
  state: Generated<DocumentItemStateColumn>;
  decided_version: OptionalOnInsert<number | null>;
  submitted_at: OptionalOnInsert<Date | null>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /**
   * Who uploaded the latest version (migration 0054): written by a trigger on document_versions, never
   * by the application; the reviewer's queue leaves out what the reviewer uploaded.
   */
  latest_uploaded_by: ColumnType<string | null, never, never>;
}

export interface DocumentVersionsTable {
  /** The approval's subject id ('document-version'), migration 0042. */
  id: Generated<string>;
  item_id: string;
  employer_id: string;
  number: number;
  attachment_id: string;
  expires_on: OptionalOnInsert<string | null>;
  uploaded_at: ColumnType<Date, Date | undefined, never>;
  /** The approval signing this version off, on a request with a sign-off workflow. */
  approval_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DocumentReviewsTable {
  id: Generated<string>;
  item_id: string;
  employer_id: string;
  version: number;
  decision: 'approved' | 'rejected';
  reason: string | null;
  reviewed_by: string;
  reviewed_at: ColumnType<Date, Date | undefined, never>;
}
