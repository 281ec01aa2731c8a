-- Issue 12 items 1, 4, 6: leave requests, the amount of each of their days as counted when booked,
-- and the balance ledger.
--
-- A request keeps its days' amounts: a holiday added to a calendar later changes no past request
-- and so no balance (an administrator may recount a request on purpose, and that is a ledger entry).
-- The ledger is append-only: a balance as of any date is the sum of its entries up to that date.

-- btree_gist lets an exclusion constraint compare employee ids with = beside ranges with &&.
create extension if not exists btree_gist;

create table leave_requests (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  leave_type_id uuid not null,
  from_date date not null,
  to_date date not null,
  from_part varchar(9) not null default 'whole' check (from_part in ('whole', 'morning', 'afternoon')),
  to_part varchar(9) not null default 'whole' check (to_part in ('whole', 'morning', 'afternoon')),
  from_hours numeric(5, 2) check (from_hours >= 0),
  to_hours numeric(5, 2) check (to_hours >= 0),
  reason varchar(500),
  -- The request's total in its leave type's unit, as counted when it was booked (leave_request_days).
  amount numeric(8, 2) not null check (amount >= 0),
  unit varchar(4) not null check (unit in ('Day', 'Hour')),
  status varchar(10) not null default 'pending'
    check (status in ('pending', 'approved', 'rejected', 'withdrawn', 'cancelled')),
  -- An employee's own submission is held to the leave type's policy; an administrator's is not (§6).
  submitted_as varchar(13) not null check (submitted_as in ('employee', 'administrator')),
  submitted_by uuid not null references users (id),
  submitted_on date not null,
  approval_id uuid references approval_requests (id),
  decided_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by uuid references users (id),
  -- The half days the request spans, numbered from the Julian day (day * 2, + 1 for an afternoon):
  -- two requests of one employee may not share a half day while both stand, so a morning and an
  -- afternoon on the same date coexist. Decided by the database, also for two requests at once.
  halves int4range not null,
  created_at timestamptz not null default now(),
  constraint leave_requests_id_employer_key unique (id, employer_id),
  constraint leave_requests_dates_check check (to_date >= from_date),
  constraint leave_requests_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint leave_requests_leave_type_fkey foreign key (leave_type_id, employer_id)
    references leave_types (id, employer_id) on delete restrict,
  constraint leave_requests_no_overlap exclude using gist (employee_id with =, halves with &&)
    where (status in ('pending', 'approved'))
);
create index leave_requests_employer_dates_idx on leave_requests (employer_id, from_date, to_date);
create index leave_requests_employee_idx on leave_requests (employee_id, from_date);
create index leave_requests_approval_idx on leave_requests (approval_id) where approval_id is not null;

create table leave_request_days (
  request_id uuid not null,
  employer_id uuid not null,
  day date not null,
  amount numeric(6, 2) not null check (amount >= 0),
  primary key (request_id, day),
  constraint leave_request_days_request_fkey foreign key (request_id, employer_id)
    references leave_requests (id, employer_id) on delete cascade
);

create table leave_ledger (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  leave_type_id uuid not null,
  -- What the entry is for ('taken:<request>:2026', 'earned:month:2026-03', 'adjusted:<uuid>'):
  -- unique per employee and leave type, so writing an entry twice is a no-op.
  entry_key varchar(200) not null,
  kind varchar(12) not null
    check (kind in ('earned', 'carried-over', 'expired', 'taken', 'returned', 'adjusted')),
  entry_date date not null,
  -- Signed: earned, carried over and returned add; taken and expired take away; adjusted either.
  amount numeric(8, 2) not null,
  reason varchar(500),
  request_id uuid,
  created_by uuid references users (id),
  created_at timestamptz not null default now(),
  constraint leave_ledger_key unique (employee_id, leave_type_id, entry_key),
  constraint leave_ledger_adjustment_has_reason check (kind <> 'adjusted' or (reason is not null and reason <> '')),
  constraint leave_ledger_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint leave_ledger_leave_type_fkey foreign key (leave_type_id, employer_id)
    references leave_types (id, employer_id) on delete restrict,
  constraint leave_ledger_request_fkey foreign key (request_id, employer_id)
    references leave_requests (id, employer_id)
);
create index leave_ledger_balance_idx on leave_ledger (employer_id, employee_id, leave_type_id, entry_date);
