-- Expense Claim (issue 32, docs/expenses.md): the employer's categories, mileage and exchange rates, and
-- each employee's claims with their lines. Amounts are numeric, never floats; each line records the
-- rate it was converted or priced at, so a later change of a rate never changes a claim. Receipts are
-- attachments owned by their line ('expense-claim-line'). Every link to the employer's rows carries
-- employer_id in its foreign key, so nothing points at another employer's row.

create table expense_categories (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (btrim(code) <> ''),
  description varchar(50) not null check (btrim(description) <> ''),
  taxable boolean not null default false,
  limit_per_claim numeric(15, 3) check (limit_per_claim >= 0),
  limit_per_month numeric(15, 3) check (limit_per_month >= 0),
  -- A receipt is required on a line above this amount: 0 always, null never.
  receipt_required_above numeric(15, 3) check (receipt_required_above >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint expense_categories_id_employer_key unique (id, employer_id)
);
create unique index expense_categories_code_key on expense_categories (employer_id, lower(code));

create table mileage_rates (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  vehicle_type varchar(50) not null check (btrim(vehicle_type) <> ''),
  rate_per_km numeric(10, 4) not null check (rate_per_km >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mileage_rates_id_employer_key unique (id, employer_id)
);
create unique index mileage_rates_vehicle_type_key on mileage_rates (employer_id, lower(vehicle_type));

-- Units of the payroll currency for one unit of `currency`, kept by the employer (never fetched).
create table exchange_rates (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  currency char(3) not null check (currency ~ '^[A-Z]{3}$'),
  rate numeric(15, 6) not null check (rate > 0),
  effective_from date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint exchange_rates_id_employer_key unique (id, employer_id),
  constraint exchange_rates_currency_from_key unique (employer_id, currency, effective_from)
);

create table expense_claims (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  -- EC-0042, numbered per employer (a new claim takes the next number under the employer's lock).
  number integer not null check (number > 0),
  employee_id uuid not null,
  title varchar(100) not null check (btrim(title) <> ''),
  status varchar(10) not null default 'draft'
    check (status in ('draft', 'submitted', 'approved', 'rejected', 'paid')),
  -- The payroll currency when the claim was saved; every claimed and approved amount is in it.
  currency char(3) not null,
  total_claimed numeric(15, 3) not null default 0,
  total_approved numeric(15, 3),
  approval_id uuid,
  submitted_at timestamptz,
  decided_at timestamptz,
  paid_by_run_id uuid,
  paid_outside_reference varchar(100),
  paid_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint expense_claims_id_employer_key unique (id, employer_id),
  constraint expense_claims_employer_number_key unique (employer_id, number),
  constraint expense_claims_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint expense_claims_approval_fkey foreign key (approval_id, employer_id)
    references approval_requests (id, employer_id),
  constraint expense_claims_pay_run_fkey foreign key (paid_by_run_id, employer_id)
    references pay_runs (id, employer_id),
  -- Paid once, one way: by a run or outside payroll with a reference, and then on a date.
  constraint expense_claims_paid_once check (paid_by_run_id is null or paid_outside_reference is null),
  constraint expense_claims_paid_has_date check ((status = 'paid') = (paid_on is not null))
);
-- My claims, newest first; the report's and the pay run's reads by status.
create index expense_claims_employee_idx on expense_claims (employer_id, employee_id, created_at desc);
create index expense_claims_status_idx on expense_claims (employer_id, status, employee_id);

create table expense_claim_lines (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  claim_id uuid not null,
  position integer not null check (position > 0),
  date date not null,
  category_id uuid not null,
  description varchar(200) not null check (btrim(description) <> ''),
  kind varchar(8) not null check (kind in ('amount', 'mileage')),
  -- In the line's currency (a mileage line's distance × rate, in the payroll currency).
  amount numeric(15, 3) not null check (amount >= 0),
  currency char(3) not null,
  -- Null when the line is in the payroll currency; else the rate it was converted at, and where from.
  exchange_rate numeric(15, 6) check (exchange_rate > 0),
  rate_source varchar(7) check (rate_source in ('entered', 'table')),
  -- The table row a `table` rate came from (the rate itself is recorded above).
  exchange_rate_id uuid,
  distance_km numeric(7, 2) check (distance_km >= 0),
  mileage_rate_id uuid,
  rate_per_km numeric(10, 4),
  -- In the payroll currency, rounded once.
  claimed_amount numeric(15, 3) not null check (claimed_amount >= 0),
  approved_amount numeric(15, 3) check (approved_amount >= 0),
  approved_reason varchar(500),
  constraint expense_claim_lines_id_employer_key unique (id, employer_id),
  constraint expense_claim_lines_claim_position_key unique (claim_id, position),
  constraint expense_claim_lines_claim_fkey foreign key (claim_id, employer_id)
    references expense_claims (id, employer_id) on delete cascade,
  constraint expense_claim_lines_category_fkey foreign key (category_id, employer_id)
    references expense_categories (id, employer_id),
  constraint expense_claim_lines_mileage_rate_fkey foreign key (mileage_rate_id, employer_id)
    references mileage_rates (id, employer_id),
  constraint expense_claim_lines_exchange_rate_fkey foreign key (exchange_rate_id, employer_id)
    references exchange_rates (id, employer_id),
  constraint expense_claim_lines_rate_check check ((exchange_rate is null) = (rate_source is null)),
  constraint expense_claim_lines_table_rate_check check ((rate_source = 'table') = (exchange_rate_id is not null)),
  constraint expense_claim_lines_mileage_check check (
    (kind = 'mileage') = (distance_km is not null and mileage_rate_id is not null and rate_per_km is not null)
  )
);
create index expense_claim_lines_claim_idx on expense_claim_lines (employer_id, claim_id, position);
-- The per-month limit and the report: an employer's lines by category and date.
create index expense_claim_lines_category_date_idx on expense_claim_lines (employer_id, category_id, date);
create index expense_claim_lines_mileage_rate_idx on expense_claim_lines (mileage_rate_id) where mileage_rate_id is not null;
create index expense_claim_lines_exchange_rate_idx on expense_claim_lines (exchange_rate_id) where exchange_rate_id is not null;

-- Duplicate receipts: another line's receipt of the same content, within the employer.
create index attachments_expense_receipt_sha_idx on attachments (employer_id, sha256)
  where owner_type = 'expense-claim-line';
