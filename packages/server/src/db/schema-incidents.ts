import type {
  AppealResult,
  CaseClosure,
  CaseState,
  IncidentDecisionKind,
  IncidentSeverity,
} from '@hr/domain';
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

/** Incident cases (migration 0037): the columns of the domain's IncidentCase, each section null until its move. */
export interface IncidentCasesTable {
  id: Generated<string>;
  employer_id: string;
  number: number;
  code: string;
  type_id: string;
  occurred_from: string;
  occurred_to: string;
  summary: string;
  story: OptionalOnInsert<string>;
  state: CaseState;
  reporter_kind: 'named' | 'anonymous';
  reporter_id: string | null;
  reporter_code_hash: string | null;
  investigator_id: OptionalOnInsert<string | null>;
  explain_by: OptionalOnInsert<string | null>;
  explanation_text: OptionalOnInsert<string | null>;
  explanation_received_on: OptionalOnInsert<string | null>;
  dismissal_reasons: OptionalOnInsert<string | null>;
  hearing_date: OptionalOnInsert<string | null>;
  hearing_place: OptionalOnInsert<string | null>;
  outcome_id: OptionalOnInsert<string | null>;
  decision_from: OptionalOnInsert<string | null>;
  decision_to: OptionalOnInsert<string | null>;
  decision_reasons: OptionalOnInsert<string | null>;
  decided_on: OptionalOnInsert<string | null>;
  appeal_by: OptionalOnInsert<string | null>;
  appeal_grounds: OptionalOnInsert<string | null>;
  appeal_lodged_on: OptionalOnInsert<string | null>;
  appeal_hearing_date: OptionalOnInsert<string | null>;
  appeal_hearing_place: OptionalOnInsert<string | null>;
  appeal_result: OptionalOnInsert<AppealResult | null>;
  appeal_reasons: OptionalOnInsert<string | null>;
  varied_outcome_id: OptionalOnInsert<string | null>;
  varied_from: OptionalOnInsert<string | null>;
  varied_to: OptionalOnInsert<string | null>;
  closure: OptionalOnInsert<CaseClosure | null>;
  remarks: OptionalOnInsert<string>;
  reported_on: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export const CASE_PERSON_ROLES = ['subject', 'witness', 'hearing-panel', 'appeal-panel'] as const;
export type CasePersonRole = (typeof CASE_PERSON_ROLES)[number];

export interface IncidentCasePeopleTable {
  case_id: string;
  employer_id: string;
  employee_id: string;
  role: CasePersonRole;
  /** The final run that paid back a subject's overturned suspension without pay (migration 0039). */
  overturn_settled_by_run_id: OptionalOnInsert<string | null>;
}
