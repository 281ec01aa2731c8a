-- Incident set-up (issue 30, §2.10, §3; docs/incidents.md): the employer's categories, types and
-- decisions. Every link carries employer_id in its foreign key, so nothing points at another
-- employer's row; codes are unique within an employer whatever their case, decided by the database so
-- two simultaneous saves cannot both win (the services answer a 409 on `code`).

create table incident_categories (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  description varchar(50) not null check (description <> ''),
  is_active boolean not null default true,
  color char(7) not null default '#F50000' check (color ~ '^#[0-9A-F]{6}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint incident_categories_id_employer_key unique (id, employer_id)
);
create unique index incident_categories_employer_code_key on incident_categories (employer_id, lower(code));

create table incident_types (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  description varchar(50) not null check (description <> ''),
  category_id uuid not null,
  -- The rule or policy the type concerns: the case dialog's read-only Rule.
  rule varchar(200) not null check (rule <> ''),
  default_severity varchar(8) not null check (default_severity in ('Minor', 'Major', 'Gross')),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint incident_types_id_employer_key unique (id, employer_id),
  -- A category in use by a type is not deleted (the service names the types first).
  constraint incident_types_category_fkey foreign key (category_id, employer_id)
    references incident_categories (id, employer_id) on delete restrict
);
create unique index incident_types_employer_code_key on incident_types (employer_id, lower(code));
create index incident_types_category_idx on incident_types (category_id);

-- The outcomes. `kind` is what pay, sign-in and the employee's record follow, so it never changes
-- once the row exists; the employer renames the row and sets its period and live months.
create table incident_decisions (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  description varchar(50) not null check (description <> ''),
  kind varchar(20) not null
    check (kind in ('warning', 'suspension-paid', 'suspension-unpaid', 'demotion', 'dismissal', 'no-case')),
  has_period boolean not null,
  -- How long a warning stays live on the employee's record; only a warning has it.
  warning_live_months smallint check (warning_live_months between 1 and 60),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint incident_decisions_id_employer_key unique (id, employer_id),
  constraint incident_decisions_live_months_check check ((kind = 'warning') = (warning_live_months is not null)),
  constraint incident_decisions_period_check check (kind not like 'suspension-%' or has_period)
);
create unique index incident_decisions_employer_code_key on incident_decisions (employer_id, lower(code));

-- The standard outcomes for the employers that exist now; sign-up seeds new employers from
-- @hr/domain's STANDARD_INCIDENT_DECISIONS, which these rows repeat (a test holds them together).
insert into incident_decisions (employer_id, code, description, kind, has_period, warning_live_months)
select employers.id, standard.code, standard.description, standard.kind, standard.has_period, standard.months
from employers
cross join (values
  ('VW', 'Verbal warning', 'warning', false, 6),
  ('WW', 'Written warning', 'warning', false, 12),
  ('FW', 'Final warning', 'warning', false, 12),
  ('SWP', 'Suspension with pay', 'suspension-paid', true, null),
  ('SWOP', 'Suspension without pay', 'suspension-unpaid', true, null),
  ('DEM', 'Demotion', 'demotion', false, null),
  ('DIS', 'Dismissal', 'dismissal', false, null),
  ('NCA', 'No case to answer', 'no-case', false, null)
) as standard (code, description, kind, has_period, months);
