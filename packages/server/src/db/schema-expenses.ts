import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/*
 * Expense Claim (migration 0043, issue 32): see expenses/. numeric columns are read as text, so no
 * amount ever passes through a JavaScript number.
 */

type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type ExpenseClaimStatusColumn = 'draft' | 'submitted' | 'approved' | 'rejected' | 'paid';

export interface ExpenseCategoriesTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string;
  taxable: Generated<boolean>;
  limit_per_claim: OptionalOnInsert<string | null>;
  limit_per_month: OptionalOnInsert<string | null>;
  receipt_required_above: OptionalOnInsert<string | null>;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface MileageRatesTable {
  id: Generated<string>;
  employer_id: string;
  vehicle_type: string;
  rate_per_km: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ExchangeRatesTable {
  id: Generated<string>;
  employer_id: string;
  currency: string;
  rate: string;
  effective_from: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ExpenseClaimsTable {
  id: Generated<string>;
  employer_id: string;
  number: number;
  employee_id: string;
  title: string;
  status: Generated<ExpenseClaimStatusColumn>;
  currency: string;
  total_claimed: Generated<string>;
  total_approved: OptionalOnInsert<string | null>;
  approval_id: OptionalOnInsert<string | null>;
  submitted_at: OptionalOnInsert<Date | null>;
  decided_at: OptionalOnInsert<Date | null>;
  paid_by_run_id: OptionalOnInsert<string | null>;
  paid_outside_reference: OptionalOnInsert<string | null>;
  paid_on: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ExpenseClaimLinesTable {
  id: Generated<string>;
  employer_id: string;
  claim_id: string;
  position: number;
  date: string;
  category_id: string;
  description: string;
  kind: 'amount' | 'mileage';
  amount: string;
  currency: string;
  exchange_rate: OptionalOnInsert<string | null>;
  rate_source: OptionalOnInsert<'entered' | 'table' | null>;
  exchange_rate_id: OptionalOnInsert<string | null>;
  distance_km: OptionalOnInsert<string | null>;
  mileage_rate_id: OptionalOnInsert<string | null>;
  rate_per_km: OptionalOnInsert<string | null>;
  claimed_amount: string;
  approved_amount: OptionalOnInsert<string | null>;
  approved_reason: OptionalOnInsert<string | null>;
}
