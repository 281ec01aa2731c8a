import type { ApprovalRoute, ApproverKind } from '@hr/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert, RecordedAt } from './schema-columns.ts';

/* The tables of the machinery every area shares: jobs, approvals, attachments, notifications. */

export type WorkflowKindColumn = 'leave' | 'document' | 'expense';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  unique_key: string | null;
  employer_id: string | null;
  /** Written as JSON text (both engines cast it), read back parsed. */
  payload: ColumnType<unknown, string | undefined, string>;
  state: Generated<JobState>;
  run_at: Generated<Date>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  progress_done: Generated<number>;
  progress_total: number | null;
  last_error: string | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
  finished_at: Date | null;
}

/** Approvals (migration 0009): see approvals/ and packages/domain/src/approvals. */
export interface ApprovalWorkflowsTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  name: string;
  /** What the workflow decides (migration 0041; `expense`: migration 0044, issue 32); it never changes. */
  kind: ColumnType<WorkflowKindColumn, WorkflowKindColumn | undefined, never>;
  escalate_after_days: OptionalOnInsert<number | null>;
  is_default: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

export interface ApprovalWorkflowStepsTable {
  workflow_id: string;
  employer_id: string;
  position: number;
  approver: ApproverKind;
  employee_id: string | null;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export interface ApprovalRequestsTable {
  id: Generated<string>;
  employer_id: string;
  subject_type: string;
  subject_id: string;
  requester_employee_id: string;
  workflow_id: string | null;
  workflow_name: string | null;
  escalate_after_days: number | null;
  /** The domain's ApprovalRoute as resolved at submission, stored as JSON. */
  route: ColumnType<ApprovalRoute, string, string>;
  current_step: Generated<number>;
  status: Generated<ApprovalStatus>;
  submitted_on: string;
  waiting_since: string | null;
  waiting_for: ColumnType<string[], string[], string[]>;
  ended_on: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
}

export type DecisionCapacity = 'approver' | 'delegate' | 'administrator';
export type ApprovalDecision = 'approve' | 'reject';

export interface ApprovalDecisionsTable {
  id: Generated<string>;
  employer_id: string;
  approval_id: string;
  step_index: number;
  decided_by: string;
  decided_by_user_id: string;
  capacity: DecisionCapacity;
  decision: ApprovalDecision;
  comment: string | null;
  decided_on: string;
  decided_at: CreatedAt;
}

export interface ApprovalDelegationsTable {
  id: Generated<string>;
  employer_id: string;
  approver_employee_id: string | null;
  approver_user_id: string | null;
  delegate_employee_id: string;
  starts_on: string;
  ends_on: string;
  created_by: string;
  created_at: CreatedAt;
}

/** An uploaded file's description (migration 0012); its bytes are kept by an AttachmentStorage under `stored_name`. */
export interface AttachmentsTable {
  id: string;
  employer_id: string;
  /** Null only for a file of an anonymous incident report (migration 0037): nothing names who reported. */
  uploaded_by: ColumnType<string | null, string, string | null>;
  original_name: string;
  stored_name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  /** Null until an area attaches the file to one of its records. */
  owner_type: OptionalOnInsert<string | null>;
  owner_id: OptionalOnInsert<string | null>;
  attached_at: OptionalOnInsert<Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The bytes of the database's AttachmentStorage (attachments/database-storage.ts). */
export interface AttachmentBlobsTable {
  key: string;
  bytes: Uint8Array;
  created_at: CreatedAt;
}

/** One thing one user is told (migration 0015): the bell's feed; `dedupe_key` is unique per recipient. */
export interface NotificationsTable {
  id: Generated<string>;
  employer_id: string;
  recipient_user_id: string;
  kind: string;
  title: string;
  /** A path of the app, never a full address. */
  link: string;
  subject_type: string;
  subject_id: string;
  dedupe_key: string;
  created_at: CreatedAt;
  read_at: ColumnType<Date | null, never, Date | null>;
}

/** A person's choice of whether one kind of notice also comes by e-mail (migration 0032). */
export interface NoticeEmailPreferencesTable {
  user_id: string;
  employer_id: string;
  kind: string;
  by_email: boolean;
  updated_at: RecordedAt;
}
