import type { PermissionGrid } from '@hr/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './schema-columns.ts';

/* Custom roles, who holds them, and the audit trail (migration 0023, issue 27): see roles/ and audit/. */

export interface RolesTable {
  id: Generated<string>;
  employer_id: string;
  name: string;
  description: string | null;
  grid: JSONColumnType<PermissionGrid, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
  employer_id: string;
  granted_by: string | null;
  granted_at: ColumnType<Date, Date | undefined, never>;
}

/** Append-only: the database refuses UPDATE and DELETE (migration 0023's trigger). */
export interface AuditEventsTable {
  id: Generated<string>;
  employer_id: string;
  at: ColumnType<Date, Date | undefined, never>;
  actor_user_id: string | null;
  actor_name: string | null;
  address: string | null;
  operation: string;
  area: string;
  record_type: string | null;
  record_id: string | null;
  before: JSONColumnType<Record<string, unknown> | null, string | null, never>;
  after: JSONColumnType<Record<string, unknown> | null, string | null, never>;
}
