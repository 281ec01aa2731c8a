import type { IncidentDecisionKind, IncidentSeverity } from '@hr/domain';
import type { Generated } from 'kysely';
import type { OptionalOnInsert } from './schema-columns.ts';

/** Incident set-up (migration 0036; docs/incidents.md). */
export interface IncidentCategoriesTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string;
  is_active: OptionalOnInsert<boolean>;
  color: OptionalOnInsert<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IncidentTypesTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string;
  category_id: string;
  rule: string;
  default_severity: IncidentSeverity;
  is_active: OptionalOnInsert<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IncidentDecisionsTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string;
  kind: IncidentDecisionKind;
  has_period: boolean;
  warning_live_months: number | null;
  is_active: OptionalOnInsert<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
