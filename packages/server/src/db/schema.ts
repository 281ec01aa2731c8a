import type { ApprovalRoute, ApproverKind } from '@hr/domain';
import type { ColumnType, Generated } from 'kysely';
import type {
  AccrualRounding,
  BloodGroup,
  DayPart,
  EmploymentType,
  JobStatus,
  LeaveDayCount,
  LeaveUnit,
  MaritalStatus,
  ModuleId,
  PaymentMethod,
  PayPeriod,
  PlacementType,
  WorkedPart,
} from '../contract-types.ts';

/**
 * The tables as Kysely sees them. Mirrors db/migrations; a column added there is added here.
 * `date` columns are read as 'YYYY-MM-DD' strings (see date-parsing.ts), never as Date objects,
 * so a birthday cannot shift by a day in a server's time zone.
 */
export interface Database {
  employers: EmployersTable;
  users: UsersTable;
  employees: EmployeesTable;
  refresh_tokens: RefreshTokensTable;
  login_attempts: LoginAttemptsTable;
  server_secrets: ServerSecretsTable;
  password_reset_tokens: PasswordResetTokensTable;
  password_reset_requests: PasswordResetRequestsTable;
  mail_outbox: MailOutboxTable;
  departments: DepartmentsTable;
  job_positions: JobPositionsTable;
  levels: LevelsTable;
  branches: BranchesTable;
  banks: BanksTable;
  employer_modules: EmployerModulesTable;
  placement_history: PlacementHistoryTable;
  salary_history: SalaryHistoryTable;
  employee_health: EmployeeHealthTable;
  invitations: InvitationsTable;
  jobs: JobsTable;
  approval_workflows: ApprovalWorkflowsTable;
  approval_workflow_steps: ApprovalWorkflowStepsTable;
  approval_requests: ApprovalRequestsTable;
  approval_decisions: ApprovalDecisionsTable;
  approval_delegations: ApprovalDelegationsTable;
  attachments: AttachmentsTable;
  attachment_blobs: AttachmentBlobsTable;
  leave_types: LeaveTypesTable;
  work_weeks: WorkWeeksTable;
  holiday_calendars: HolidayCalendarsTable;
  holidays: HolidaysTable;
  leave_settings: LeaveSettingsTable;
  leave_requests: LeaveRequestsTable;
  leave_request_days: LeaveRequestDaysTable;
  leave_ledger: LeaveLedgerTable;
  earning_policies: EarningPoliciesTable;
  earning_policy_targets: EarningPolicyTargetsTable;
  notifications: NotificationsTable;
}

type CreatedAt = ColumnType<Date, never, never>;
/** When a history row was recorded: set again when a correction replaces the row. */
type RecordedAt = ColumnType<Date, never, Date>;
/** A column with a default (or null): inserts may leave it out. */
type OptionalOnInsert<T> = ColumnType<T, T | undefined, T>;

/** `name` is the legal name and `country` the country of the employer's information. */
export interface EmployersTable {
  id: Generated<string>;
  name: string;
  country: string;
  registration_number: Generated<string>;
  tax_number: Generated<string>;
  address: Generated<string>;
  base_currency: OptionalOnInsert<string | null>;
  logo: OptionalOnInsert<string | null>;
  fiscal_year_start_month: Generated<number>;
  /** Kept by triggers on employees (migration 0006): the unfiltered list's total without counting. */
  employee_count: Generated<number>;
  /** Raised by every change of what search-employees reads (migration 0007): a term's count is reusable while it stands. */
  employees_version: Generated<string>;
  default_pay_period: Generated<PayPeriod>;
  created_at: CreatedAt;
}

export type Role = 'admin' | 'employee';

export interface UsersTable {
  id: Generated<string>;
  employer_id: string;
  first_name: string;
  last_name: string;
  other_names: OptionalOnInsert<string | null>;
  email: string;
  password_hash: string;
  role: Role;
  /** The employee record an employee's account is tied to (through an invitation); null for admins. */
  employee_id: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
}

export interface EmployeesTable {
  id: Generated<string>;
  employer_id: string;
  employee_no: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  passport: string | null;
  nin_id: string;
  country: string;
  dob: string;
  start_date: string | null;
  branch_id: OptionalOnInsert<string | null>;
  bank_id: OptionalOnInsert<string | null>;
  date_joined: OptionalOnInsert<string | null>;
  end_of_probation: OptionalOnInsert<string | null>;
  terms_effective_date: OptionalOnInsert<string | null>;
  placement_type: OptionalOnInsert<PlacementType | null>;
  job_status: OptionalOnInsert<JobStatus | null>;
  job_title: OptionalOnInsert<string | null>;
  employment_type: OptionalOnInsert<EmploymentType | null>;
  work_location: OptionalOnInsert<string | null>;
  bank_account: OptionalOnInsert<string | null>;
  pay_period: Generated<PayPeriod>;
  payment_method: Generated<PaymentMethod>;
  marital_status: Generated<MaritalStatus>;
  spouse_working: Generated<boolean>;
  spouse_first_name: OptionalOnInsert<string | null>;
  spouse_middle_name: OptionalOnInsert<string | null>;
  spouse_last_name: OptionalOnInsert<string | null>;
  spouse_birth_date: OptionalOnInsert<string | null>;
  spouse_nationality: OptionalOnInsert<string | null>;
  spouse_national_id: OptionalOnInsert<string | null>;
  spouse_passport: OptionalOnInsert<string | null>;
  spouse_ethnicity: OptionalOnInsert<string | null>;
  spouse_religion: OptionalOnInsert<string | null>;
  number_of_children: Generated<number>;
  contact_phone: OptionalOnInsert<string | null>;
  personal_email: OptionalOnInsert<string | null>;
  address: OptionalOnInsert<string | null>;
  emergency_contact_name: OptionalOnInsert<string | null>;
  emergency_contact_relationship: OptionalOnInsert<string | null>;
  emergency_contact_phone: OptionalOnInsert<string | null>;
  directory_extension: OptionalOnInsert<string | null>;
  directory_office: OptionalOnInsert<string | null>;
  shown_in_directory: Generated<boolean>;
  notes: OptionalOnInsert<string | null>;
  employment_end_date: OptionalOnInsert<string | null>;
  employment_end_reason: OptionalOnInsert<string | null>;
  /**
   * The placement in effect, cached (migration 0005): right on the days from `placed_from` (null: not
   * computed; '-infinity' when it caches "no placement yet") until the day before `placed_until` (null:
   * no later placement). Read it only through employee-history.ts's `currentPlacementCached`.
   */
  placed_job_position_id: OptionalOnInsert<string | null>;
  placed_position_name: OptionalOnInsert<string | null>;
  placed_department_id: OptionalOnInsert<string | null>;
  placed_from: OptionalOnInsert<string | null>;
  placed_until: OptionalOnInsert<string | null>;
  /** Employment terms' leave workflow (migration 0009); null: the employer's default. */
  leave_workflow_id: OptionalOnInsert<string | null>;
  /** The Employment terms' WorkDay and Holiday (migration 0011). */
  work_week_id: OptionalOnInsert<string | null>;
  holiday_calendar_id: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
}

/** One effective-dated placement of an employee (migration 0004). */
export interface PlacementHistoryTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  effective_date: string;
  job_position_id: string | null;
  department_id: string | null;
  level_id: string | null;
  line_manager_id: string | null;
  created_at: RecordedAt;
  created_by: string | null;
}

/** One effective-dated salary of an employee; `basic_salary` is numeric, read as text. */
export interface SalaryHistoryTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  effective_date: string;
  basic_salary: string | null;
  currency: string | null;
  next_review_date: string | null;
  created_at: RecordedAt;
  created_by: string | null;
}

export interface EmployeeHealthTable {
  employee_id: string;
  employer_id: string;
  blood_group: BloodGroup | null;
  allergies: string | null;
  conditions: string | null;
  updated_at: ColumnType<Date, never, Date>;
}

export interface InvitationsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  token_hash: string;
  email: string;
  invited_by: string | null;
  invited_at: Date;
  expires_at: Date;
  used_at: ColumnType<Date | null, never, Date | null>;
  revoked_at: ColumnType<Date | null, never, Date | null>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  account: string;
  client_address: string;
  attempted_at: ColumnType<Date, never, never>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, never, Date | null>;
  revoked_at: ColumnType<Date | null, never, Date | null>;
  created_at: CreatedAt;
}

export interface PasswordResetRequestsTable {
  id: Generated<string>;
  client_address: string;
  requested_at: ColumnType<Date, never, never>;
}

export type MailChannel = 'smtp' | 'log';

export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  text_body: string;
  created_at: CreatedAt;
  next_attempt_at: ColumnType<Date, never, Date>;
  attempts: ColumnType<number, never, number>;
  last_error: ColumnType<string | null, never, string | null>;
  sent_at: ColumnType<Date | null, never, Date | null>;
  delivered_via: ColumnType<MailChannel | null, never, MailChannel>;
}

/** The columns every reference table (departments, job positions, levels, branches, banks) has. */
export interface ReferenceColumns {
  id: Generated<string>;
  employer_id: string;
  code: string;
  name: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, never, Date>;
}

export interface DepartmentsTable extends ReferenceColumns {
  head_employee_id: OptionalOnInsert<string | null>;
}

export interface JobPositionsTable extends ReferenceColumns {
  responsibilities: OptionalOnInsert<string>;
}

export interface LevelsTable extends ReferenceColumns {
  responsibilities: OptionalOnInsert<string>;
}

export interface BranchesTable extends ReferenceColumns {
  address: OptionalOnInsert<string>;
  head_employee_id: OptionalOnInsert<string | null>;
}

export interface BanksTable extends ReferenceColumns {
  branch_or_sort_code: OptionalOnInsert<string>;
}

export interface EmployerModulesTable {
  employer_id: string;
  module_id: ModuleId;
  enabled: boolean;
  updated_at: ColumnType<Date, never, Date>;
}

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
  uploaded_by: string;
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
