-- Employment Terms (issue 28 item 2): an employee's contract as dated rows, like placement_history. The
-- row in effect on a day is the latest not after it; a change dated like an existing row corrects it.
create table employment_terms (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  effective_date date not null,
  contract_type text not null
    check (contract_type in ('Permanent', 'Fixed term', 'Probation', 'Casual', 'Intern')),
  start_date date not null,
  end_date date,
  probation_end_date date,
  confirmation_date date,
  notice_period integer check (notice_period between 0 and 999),
  notice_period_unit text check (notice_period_unit in ('days', 'weeks', 'months')),
  -- numeric, not a float: 37.5 hours stay 37.5.
  hours_per_week numeric(5, 2) check (hours_per_week > 0 and hours_per_week <= 168),
  work_week_id uuid,
  holiday_calendar_id uuid,
  leave_workflow_id uuid,
  pay_frequency text not null check (pay_frequency in ('Monthly', 'Weekly', 'Semi-Monthly', 'Bi-Weekly')),
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint employment_terms_employee_date_key unique (employer_id, employee_id, effective_date),
  constraint employment_terms_end_after_start check (end_date is null or end_date > start_date),
  constraint employment_terms_fixed_term_ends check (contract_type <> 'Fixed term' or end_date is not null),
  constraint employment_terms_notice_unit check ((notice_period is null) = (notice_period_unit is null)),
  constraint employment_terms_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint employment_terms_work_week_fkey foreign key (work_week_id, employer_id)
    references work_weeks (id, employer_id) on delete restrict,
  constraint employment_terms_holiday_calendar_fkey foreign key (holiday_calendar_id, employer_id)
    references holiday_calendars (id, employer_id) on delete restrict,
  constraint employment_terms_leave_workflow_fkey foreign key (leave_workflow_id, employer_id)
    references approval_workflows (id, employer_id) on delete restrict
);

-- The reminders find the terms ending on one day across every employer.
create index employment_terms_probation_end_idx on employment_terms (probation_end_date)
  where probation_end_date is not null;
create index employment_terms_end_idx on employment_terms (end_date) where contract_type = 'Fixed term';

-- The employee row's overlapping columns (end_of_probation, terms_effective_date, work_week_id,
-- holiday_calendar_id, leave_workflow_id, pay_period) are the cache of the terms in effect once an
-- employee has terms rows, so the form, leave and payroll keep reading them. The cache is right until
-- terms_until, the date of the next scheduled row (null: none); from that day it is stale and is
-- refreshed (employees/terms/terms-cache.ts).
alter table employees add column terms_until date;
create index employees_terms_until_idx on employees (terms_until, employer_id) where terms_until is not null;
