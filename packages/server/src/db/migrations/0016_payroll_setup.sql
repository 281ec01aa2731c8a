-- Contract 0.11: payroll set-up (issue 13). The employer's payroll settings, statutory tables with
-- their brackets, statutory contributions, earnings/deductions/bonuses, and what each employee is
-- assigned from them (the Salary section's groups) and the reliefs recorded on them. Money is numeric,
-- never a float; a % is numeric(7, 4). As elsewhere, every link carries employer_id in its foreign key,
-- so nothing can point at another employer's row. The Cumulative Tax column is derived by the pay
-- engine and never stored.

create table payroll_settings (
  employer_id uuid primary key references employers (id),
  currency char(3) not null,
  rounding varchar(9) not null check (rounding in ('Half Up', 'Half Even')),
  proration_method varchar(18) not null
    check (proration_method in ('Calendar Days', 'Working Days', 'Fixed 30-Day Month')),
  pay_day smallint not null check (pay_day between 1 and 31),
  payslip_footer varchar(500),
  updated_at timestamptz not null default now()
);

create table tax_tables (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  description varchar(50) not null check (description <> ''),
  is_active boolean not null default true,
  type varchar(8) not null check (type in ('PAYE Tax', 'Other')),
  basis varchar(7) not null check (basis in ('Monthly', 'Yearly')),
  relief_per_month numeric(15, 3) check (relief_per_month >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tax_tables_id_employer_key unique (id, employer_id),
  constraint tax_tables_relief_on_paye check (relief_per_month is null or type = 'PAYE Tax')
);
create unique index tax_tables_employer_code_key on tax_tables (employer_id, lower(code));

-- A table's brackets are replaced as a whole when it is saved, in position order (the first is 0).
create table tax_table_brackets (
  tax_table_id uuid not null,
  employer_id uuid not null,
  position smallint not null check (position >= 0),
  income_more_than numeric(15, 3) not null check (income_more_than >= 0),
  percentage numeric(7, 4) not null check (percentage between 0 and 100),
  primary key (tax_table_id, position),
  constraint tax_table_brackets_table_fkey foreign key (tax_table_id, employer_id)
    references tax_tables (id, employer_id) on delete cascade
);

create table statutory_contributions (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  description varchar(50) not null check (description <> ''),
  is_active boolean not null default true,
  employer_type varchar(15) not null
    check (employer_type in ('Not Applicable', 'Fixed Amount', 'Gross Income', 'Statutory Table')),
  employer_amount numeric(15, 4) check (employer_amount >= 0),
  employer_capped_amount numeric(15, 3) check (employer_capped_amount >= 0),
  employer_tax_table_id uuid,
  employee_type varchar(15) not null
    check (employee_type in ('Not Applicable', 'Fixed Amount', 'Gross Income', 'Statutory Table')),
  employee_amount numeric(15, 4) check (employee_amount >= 0),
  employee_capped_amount numeric(15, 3) check (employee_capped_amount >= 0),
  employee_tax_table_id uuid,
  employee_before_tax boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint statutory_contributions_id_employer_key unique (id, employer_id),
  -- A table a contribution uses cannot be deleted (the server says so first, with a 409).
  constraint statutory_contributions_employer_table_fkey foreign key (employer_tax_table_id, employer_id)
    references tax_tables (id, employer_id),
  constraint statutory_contributions_employee_table_fkey foreign key (employee_tax_table_id, employer_id)
    references tax_tables (id, employer_id)
);
create unique index statutory_contributions_employer_code_key
  on statutory_contributions (employer_id, lower(code));
create index statutory_contributions_employer_table_idx on statutory_contributions (employer_tax_table_id)
  where employer_tax_table_id is not null;
create index statutory_contributions_employee_table_idx on statutory_contributions (employee_tax_table_id)
  where employee_tax_table_id is not null;

-- Earnings, deductions and bonuses: one table, the kind fixed when the item is made. Codes are unique
-- per employer and kind.
create table pay_items (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  kind varchar(9) not null check (kind in ('Earning', 'Deduction', 'Bonus')),
  code varchar(20) not null check (code <> ''),
  description varchar(50) not null check (description <> ''),
  is_active boolean not null default true,
  amount numeric(15, 3) not null check (amount >= 0),
  quantity numeric(12, 4) not null check (quantity > 0),
  unit varchar(20) not null check (unit <> ''),
  tax boolean not null default true,
  other_statutory boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint pay_items_id_employer_key unique (id, employer_id)
);
create unique index pay_items_employer_kind_code_key on pay_items (employer_id, kind, lower(code));

-- What an employee is assigned from a Salary group: an earning, deduction or bonus (with an amount or
-- quantity of their own when it differs) or a statutory contribution, from the effective date up to
-- and including the end date when there is one.
create table employee_pay_items (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  employee_id uuid not null,
  pay_item_id uuid,
  statutory_contribution_id uuid,
  amount numeric(15, 3) check (amount >= 0),
  quantity numeric(12, 4) check (quantity > 0),
  effective_date date not null,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint employee_pay_items_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id) on delete cascade,
  constraint employee_pay_items_item_fkey foreign key (pay_item_id, employer_id)
    references pay_items (id, employer_id),
  constraint employee_pay_items_contribution_fkey foreign key (statutory_contribution_id, employer_id)
    references statutory_contributions (id, employer_id),
  constraint employee_pay_items_one_kind check ((pay_item_id is null) <> (statutory_contribution_id is null)),
  constraint employee_pay_items_contribution_no_amount
    check (statutory_contribution_id is null or (amount is null and quantity is null)),
  constraint employee_pay_items_dates check (end_date is null or end_date >= effective_date)
);
create index employee_pay_items_employee_idx on employee_pay_items (employee_id, effective_date);
create index employee_pay_items_item_idx on employee_pay_items (pay_item_id) where pay_item_id is not null;
create index employee_pay_items_contribution_idx on employee_pay_items (statutory_contribution_id)
  where statutory_contribution_id is not null;

create table employee_reliefs (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  employee_id uuid not null,
  description varchar(50) not null check (description <> ''),
  amount numeric(15, 3) not null check (amount >= 0),
  per varchar(6) not null check (per in ('Period', 'Year')),
  effective_date date not null,
  end_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint employee_reliefs_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id) on delete cascade,
  constraint employee_reliefs_dates check (end_date is null or end_date >= effective_date)
);
create index employee_reliefs_employee_idx on employee_reliefs (employee_id, effective_date);
