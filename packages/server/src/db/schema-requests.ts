import type { ColumnType, Generated } from 'kysely';
import type { RecordedAt } from './schema-columns.ts';

/** What an employee asked HR for (migration 0029): a change of their details, or a letter. */
export interface EmployeeRequestsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  kind: 'Change of details' | 'Letter';
  subject: string;
  /** The values asked for, as the employee form's section takes them; null for a letter. */
  proposed: ColumnType<Record<string, unknown> | null, string | null, never>;
  reason: string | null;
  status: Generated<'Pending' | 'Approved' | 'Rejected' | 'Withdrawn'>;
  approval_id: string | null;
  submitted_on: string;
  submitted_by: string;
  decided_on: string | null;
  decided_by_name: string | null;
  rejection_reason: string | null;
  /** An approved letter: its template filled with the facts of the day it was approved. */
  letter_text: string | null;
  created_at: RecordedAt;
}

export interface LetterTemplatesTable {
  employer_id: string;
  kind: string;
  body: string;
  updated_at: Generated<Date>;
  updated_by: string | null;
}
