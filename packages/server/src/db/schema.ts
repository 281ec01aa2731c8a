import type { ColumnType, Generated } from 'kysely';
import type { ModuleId, PayPeriod } from '../contract-types.ts';

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
}

type CreatedAt = ColumnType<Date, never, never>;
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
  department: string | null;
  position: string | null;
  passport: string | null;
  nin_id: string;
  country: string;
  dob: string;
  start_date: string | null;
  department_id: OptionalOnInsert<string | null>;
  job_position_id: OptionalOnInsert<string | null>;
  level_id: OptionalOnInsert<string | null>;
  branch_id: OptionalOnInsert<string | null>;
  bank_id: OptionalOnInsert<string | null>;
  created_at: CreatedAt;
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
