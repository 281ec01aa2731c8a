import type { ColumnType, Generated } from 'kysely';
import type {
  BloodGroup,
  DateFormat,
  EmploymentType,
  FirstDayOfWeek,
  JobStatus,
  MaritalStatus,
  ModuleId,
  PaymentMethod,
  PayPeriod,
  PlacementType,
} from '../contract-types.ts';
import type { AnnouncementReadsTable, AnnouncementsTable } from './schema-announcements.ts';
import type {
  AttendanceDaysTable,
  AttendancePunchesTable,
  AttendanceRequestsTable,
  AttendanceSettingsTable,
  AttendanceSitesTable,
  ShiftAssignmentsTable,
  ShiftTypesTable,
} from './schema-attendance.ts';
import type { CreatedAt, OptionalOnInsert, RecordedAt } from './schema-columns.ts';
import type { DiscussionRepliesTable, DiscussionTopicsTable } from './schema-discussions.ts';
import type {
  DocumentItemsTable,
  DocumentRequestsTable,
  DocumentReviewsTable,
  DocumentVersionsTable,
} from './schema-documents.ts';
import type {
  EducationEntriesTable,
  ExperienceEntriesTable,
  TrainingAttendeesTable,
  TrainingCoursesTable,
} from './schema-employee-records.ts';
import type {
  ExchangeRatesTable,
  ExpenseCategoriesTable,
  ExpenseClaimLinesTable,
  ExpenseClaimsTable,
  MileageRatesTable,
} from './schema-expenses.ts';
import type {
  IncidentCasePeopleTable,
  IncidentCasesTable,
  IncidentCategoriesTable,
  IncidentDecisionsTable,
  IncidentTypesTable,
} from './schema-incidents.ts';
import type {
  EarningPoliciesTable,
  EarningPolicyTargetsTable,
  HolidayCalendarsTable,
  HolidaysTable,
  LeaveLedgerTable,
  LeaveRequestDaysTable,
  LeaveRequestsTable,
  LeaveSettingsTable,
  LeaveTypesTable,
  WorkWeeksTable,
} from './schema-leave.ts';
import type {
  PayRunsTable,
  PayslipsTable,
  SalaryAdjustmentItemsTable,
  SalaryAdjustmentsTable,
  StagedPayslipsTable,
} from './schema-pay-runs.ts';
import type {
  EmployeePayItemsTable,
  EmployeeReliefsTable,
  PayItemsTable,
  PayrollSettingsTable,
  StatutoryContributionsTable,
  TaxTableBracketsTable,
  TaxTablesTable,
} from './schema-payroll.ts';
import type { EmployeeRequestsTable, LetterTemplatesTable } from './schema-requests.ts';
import type { AuditEventsTable, RolesTable, UserRolesTable } from './schema-roles.ts';
import type {
  ApprovalDecisionsTable,
  ApprovalDelegationsTable,
  ApprovalRequestsTable,
  ApprovalWorkflowStepsTable,
  ApprovalWorkflowsTable,
  AttachmentBlobsTable,
  AttachmentsTable,
  JobsTable,
  NoticeEmailPreferencesTable,
  NotificationsTable,
} from './schema-shared.ts';
import type { SharedDocumentAcknowledgementsTable, SharedDocumentsTable } from './schema-shared-documents.ts';
import type {
  TwoFactorChallengesTable,
  TwoFactorCredentialsTable,
  TwoFactorRecoveryCodesTable,
} from './schema-two-factor.ts';

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
  contact_messages: ContactMessagesTable;
  employee_import_mappings: EmployeeImportMappingsTable;
  demo_seeds: DemoSeedsTable;
  departments: DepartmentsTable;
  job_positions: JobPositionsTable;
  levels: LevelsTable;
  branches: BranchesTable;
  banks: BanksTable;
  employer_modules: EmployerModulesTable;
  placement_history: PlacementHistoryTable;
  salary_history: SalaryHistoryTable;
  employment_terms: EmploymentTermsTable;
  education_entries: EducationEntriesTable;
  experience_entries: ExperienceEntriesTable;
  training_courses: TrainingCoursesTable;
  training_attendees: TrainingAttendeesTable;
  employee_requests: EmployeeRequestsTable;
  letter_templates: LetterTemplatesTable;
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
  notice_email_preferences: NoticeEmailPreferencesTable;
  payroll_settings: PayrollSettingsTable;
  tax_tables: TaxTablesTable;
  tax_table_brackets: TaxTableBracketsTable;
  statutory_contributions: StatutoryContributionsTable;
  pay_items: PayItemsTable;
  employee_pay_items: EmployeePayItemsTable;
  employee_reliefs: EmployeeReliefsTable;
  pay_runs: PayRunsTable;
  payslips: PayslipsTable;
  staged_payslips: StagedPayslipsTable;
  salary_adjustments: SalaryAdjustmentsTable;
  salary_adjustment_items: SalaryAdjustmentItemsTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  attendance_settings: AttendanceSettingsTable;
  shift_types: ShiftTypesTable;
  incident_categories: IncidentCategoriesTable;
  incident_types: IncidentTypesTable;
  incident_decisions: IncidentDecisionsTable;
  incident_cases: IncidentCasesTable;
  incident_case_people: IncidentCasePeopleTable;
  shift_assignments: ShiftAssignmentsTable;
  attendance_sites: AttendanceSitesTable;
  attendance_punches: AttendancePunchesTable;
  attendance_days: AttendanceDaysTable;
  attendance_requests: AttendanceRequestsTable;
  discussion_topics: DiscussionTopicsTable;
  discussion_replies: DiscussionRepliesTable;
  shared_documents: SharedDocumentsTable;
  shared_document_acknowledgements: SharedDocumentAcknowledgementsTable;
  document_requests: DocumentRequestsTable;
  document_items: DocumentItemsTable;
  document_versions: DocumentVersionsTable;
  document_reviews: DocumentReviewsTable;
  expense_categories: ExpenseCategoriesTable;
  mileage_rates: MileageRatesTable;
  exchange_rates: ExchangeRatesTable;
  expense_claims: ExpenseClaimsTable;
  expense_claim_lines: ExpenseClaimLinesTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  audit_events: AuditEventsTable;
  two_factor_credentials: TwoFactorCredentialsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
}

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
  /** The largest upload the employer allows, in MiB, 1 to 50 (migration 0019). */
  max_upload_mib: Generated<number>;
  /** Employer › Setting (migration 0030): see employer/employer-settings.ts. */
  time_zone: Generated<string>;
  locale: Generated<string>;
  date_format: Generated<DateFormat>;
  first_day_of_week: Generated<FirstDayOfWeek>;
  password_min_length: Generated<number>;
  refuse_breached_passwords: Generated<boolean>;
  session_lifetime_minutes: Generated<number>;
  idle_timeout_minutes: Generated<number>;
  two_factor_required_for_admins: Generated<boolean>;
  suspension_blocks_sign_in: Generated<boolean>;
  /** When an administrator hid the set-up checklist (migration 0051): see employer/set-up-checklist.ts. */
  set_up_checklist_dismissed_at: OptionalOnInsert<Date | null>;
  set_up_checklist_dismissed_by: OptionalOnInsert<string | null>;
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
  /** The name the person chose to be shown by (My profile); null: their first and last name. */
  display_name: OptionalOnInsert<string | null>;
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
  /** IANA zone attendance counts this person's days in (migration 0034); null: the branch's, else the employer's. */
  time_zone: OptionalOnInsert<string | null>;
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
  /**
   * The date of the employee's next scheduled employment terms (migration 0026): the overlapping columns
   * cache the terms in effect and are stale from that day (employees/terms/terms-cache.ts).
   */
  terms_until: OptionalOnInsert<string | null>;
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
  /** Migration 0025: the branch is dated with the rest; kind and reason are null on earlier rows. */
  branch_id: OptionalOnInsert<string | null>;
  kind: OptionalOnInsert<'Hire' | 'Transfer' | 'Promotion' | 'Demotion' | 'Acting' | 'Secondment' | null>;
  reason: OptionalOnInsert<string | null>;
  created_at: RecordedAt;
  created_by: string | null;
}

/** One effective-dated set of an employee's employment terms; `hours_per_week` is numeric, read as text. */
export interface EmploymentTermsTable {
  id: Generated<string>;
  employer_id: string;
  employee_id: string;
  effective_date: string;
  contract_type: string;
  start_date: string;
  end_date: string | null;
  probation_end_date: string | null;
  confirmation_date: string | null;
  notice_period: number | null;
  notice_period_unit: string | null;
  hours_per_week: string | null;
  work_week_id: string | null;
  holiday_calendar_id: string | null;
  leave_workflow_id: string | null;
  pay_frequency: string;
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
  /** When the token was issued, by the injected clock: a session's idle time is counted from it (0030). */
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The browser the session signed in with, as it named itself (migration 0027). */
  user_agent: string | null;
  /** The address the session signed in from. */
  client_address: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<string>;
  account: string;
  client_address: string;
  attempted_at: ColumnType<Date, never, never>;
  /** When the attempt stops counting: its window's end (migration 0052). */
  expires_at: ColumnType<Date, Date, never>;
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
  reply_to: ColumnType<string | null, string | null | undefined, never>;
}

/** The marketing page's contact form's messages (0045): the operator's, no employer's. */
export interface ContactMessagesTable {
  id: Generated<string>;
  full_name: string;
  email: string;
  message: string;
  mailed_to: ColumnType<string | null, string | null, never>;
  received_at: CreatedAt;
}

/** The columns an employer mapped at its last spreadsheet import (0049): header to field. */
export interface EmployeeImportMappingsTable {
  employer_id: string;
  mapping: ColumnType<Record<string, string>, string, string>;
  updated_at: OptionalOnInsert<Date>;
}

/** An employer the demo seed filled (migration 0050). */
export interface DemoSeedsTable {
  employer_id: string;
  employee_count: number;
  started_at: CreatedAt;
  finished_at: Date | null;
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
  /** IANA zone of the branch's people (migration 0034); null: the employer's. */
  time_zone: OptionalOnInsert<string | null>;
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

export * from './schema-announcements.ts';
export * from './schema-columns.ts';
export * from './schema-discussions.ts';
export * from './schema-documents.ts';
export * from './schema-leave.ts';
export * from './schema-pay-runs.ts';
export * from './schema-payroll.ts';
export * from './schema-shared.ts';
export * from './schema-shared-documents.ts';
