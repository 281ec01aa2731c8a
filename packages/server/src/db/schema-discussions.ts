import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/* Discussion topics and their replies (migration 0020, issue 15): see team/discussions.ts. */

export interface DiscussionTopicsTable {
  id: Generated<string>;
  employer_id: string;
  title: string;
  content: Generated<string>;
  created_by: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  locked: Generated<boolean>;
  locked_at: OptionalOnInsert<Date | null>;
  locked_by: OptionalOnInsert<string | null>;
  reply_count: Generated<number>;
  last_activity_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DiscussionRepliesTable {
  id: Generated<string>;
  topic_id: string;
  employer_id: string;
  content: string;
  created_by: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
