import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/* Announcements and who has read them (migration 0018, issue 15): see team/. */

export interface AnnouncementsTable {
  id: Generated<string>;
  employer_id: string;
  title: string;
  effective_date: string;
  published: Generated<boolean>;
  notify_employees: Generated<boolean>;
  content: Generated<string>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  updated_by: string;
  notified_at: OptionalOnInsert<Date | null>;
}

export interface AnnouncementReadsTable {
  announcement_id: string;
  employer_id: string;
  user_id: string;
  read_at: ColumnType<Date, Date | undefined, never>;
}
