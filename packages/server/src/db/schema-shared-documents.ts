import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './schema-columns.ts';

/* Document & Form Sharing and its acknowledgements (migration 0021, issue 15): see team/. */

export type SharedDocumentCategory = 'HR' | 'Finance' | 'Engineering';
export type SharedDocumentScope = 'all-employees' | 'employer' | 'selected-employee';

export interface SharedDocumentsTable {
  id: Generated<string>;
  employer_id: string;
  title: string;
  category: SharedDocumentCategory;
  content: Generated<string>;
  scope: SharedDocumentScope;
  employee_id: string | null;
  share_line_manager: Generated<boolean>;
  share_head_of_department: Generated<boolean>;
  share_head_of_branch: Generated<boolean>;
  created_by: string;
  created_at: CreatedAt;
  updated_by: string;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SharedDocumentAcknowledgementsTable {
  document_id: string;
  employer_id: string;
  user_id: string;
  acknowledged_at: ColumnType<Date, Date | undefined, never>;
}
