import type { ColumnType, Generated } from 'kysely';
import type {
  AccrualRounding,
  DayPart,
  LeaveDayCount,
  LeaveUnit,
  PlacementType,
  WorkedPart,
} from '../contract-types.ts';
import type { CreatedAt, OptionalOnInsert } from './schema-columns.ts';

/* The tables of Leave Management (migrations 0008, 0011, 0013, 0014). */

/**
 * A leave type (migration 0008). Rule 0 has no numbers; rules 1 and 2 keep theirs while disabled, and
 * need both (1 to 365) while enabled.
 */
export interface LeaveTypesTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  description: string | null;
  is_active: boolean;
  leave_unit: LeaveUnit;
  day_count: LeaveDayCount;
  color: string;
  is_paid_leave: boolean;
  allow_negative_balance: boolean;
  require_reason: boolean;
  require_attachment: boolean;
  notice_day_count: LeaveDayCount;
  rule_0_enabled: boolean;
  rule_1_enabled: boolean;
  rule_1_min_days: number | null;
  rule_1_advance_workdays: number | null;
  rule_2_enabled: boolean;
  rule_2_min_days: number | null;
  rule_2_advance_workdays: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

/** A work week (migration 0011): what each weekday works; `hours_per_day` is numeric, read as text. */
export interface WorkWeeksTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  name: string;
  is_default: boolean;
  monday: WorkedPart;
  tuesday: WorkedPart;
  wednesday: WorkedPart;
  thursday: WorkedPart;
  friday: WorkedPart;
  saturday: WorkedPart;
  sunday: WorkedPart;
  hours_per_day: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

export interface HolidayCalendarsTable {
  id: Generated<string>;
  employer_id: string;
  code: string;
  name: string;
  is_default: boolean;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

/** One holiday of a calendar; replaced with the others whenever the calendar is saved. */
export interface HolidaysTable {
  id: Generated<string>;
  employer_id: string;
  holiday_calendar_id: string;
  name: string;
  date: string;
  part: DayPart;
  repeats_yearly: boolean;
}

/** The employer's leave settings, once saved (the domain's defaults until then). */
export interface LeaveSettingsTable {
  employer_id: string;
  leave_year_start_month: number;
  accrual_rounding: AccrualRounding;
  employees_see_planner: boolean;
  email_notifications: boolean;
  updated_at: ColumnType<Date, never, Date>;
}

/** Leave requests (migration 0013): each day's amount as counted when booked is in leave_request_days. */
export interface LeaveRequestsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  leave_type_id: string;
  from_date: string;
  to_date: string;
  from_part: DayPart;
  to_part: DayPart;
  /** numeric, read as text. */
  from_hours: string | null;
  to_hours: string | null;
  reason: string | null;
  amount: string;
  unit: LeaveUnit;
  status: Generated<'pending' | 'approved' | 'rejected' | 'withdrawn' | 'cancelled'>;
  submitted_as: 'employee' | 'administrator';
  submitted_by: string;
  submitted_on: string;
  approval_id: OptionalOnInsert<string | null>;
  decided_at: OptionalOnInsert<Date | null>;
  cancelled_at: OptionalOnInsert<Date | null>;
  cancelled_by: OptionalOnInsert<string | null>;
  /** int4range literal of the half days spanned (request-halves.ts). */
  halves: string;
  created_at: CreatedAt;
}

export interface LeaveRequestDaysTable {
  request_id: string;
  employer_id: string;
  day: string;
  amount: string;
}

/** The balance ledger (migration 0013): append-only, signed amounts (numeric, read as text). */
export interface LeaveLedgerTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  leave_type_id: string;
  entry_key: string;
  kind: 'earned' | 'carried-over' | 'expired' | 'taken' | 'returned' | 'adjusted';
  entry_date: string;
  amount: string;
  reason: string | null;
  request_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

/** Earning policies (migration 0014); amounts are numeric, read as text. */
export interface EarningPoliciesTable {
  id: Generated<string>;
  employer_id: string;
  name: string;
  leave_type_id: string;
  entitlement: string;
  frequency: 'Yearly' | 'Monthly';
  rounding: AccrualRounding;
  waiting_period_months: Generated<number>;
  carry_over_cap: string | null;
  carry_over_expires_after_months: number | null;
  applies_to: 'everyone' | 'level' | 'department' | 'jobPosition' | 'placementType';
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

/** Whom an earning policy applies to: exactly one of the four per row (migration 0014). */
export interface EarningPolicyTargetsTable {
  id: Generated<string>;
  policy_id: string;
  employer_id: string;
  level_id: string | null;
  department_id: string | null;
  job_position_id: string | null;
  placement_type: PlacementType | null;
}
