-- Attendance (issue 29; docs/attendance.md). Time is kept as OrangeHRM keeps it and Frappe HRMS did not:
-- each punch stores the UTC instant of the server's clock, the zone it was made in and its wall time
-- there; the attendance date is the day the shift starts in the employee's zone. Every link carries
-- employer_id in its foreign key, so nothing points at another employer's row.

-- Whose clock a person's day is counted on: the person's own zone, else their branch's, else the
-- employer's (employer_settings.time_zone). Null: not set here, the next one applies.
alter table branches add column time_zone varchar(64);
alter table employees add column time_zone varchar(64);

-- The employer's attendance settings; an employer without a row has the defaults of @hr/domain.
create table attendance_settings (
  employer_id uuid primary key references employers (id),
  location_required boolean not null default true,
  -- Outside every site: refused, or (when true) accepted with a reason and flagged for review.
  allow_outside_with_reason boolean not null default false,
  -- Worked time is rounded down to a multiple of this many minutes (1: not rounded).
  rounding_minutes integer not null default 1 check (rounding_minutes in (1, 5, 10, 15, 30)),
  -- A location whose accuracy radius is wider than this cannot prove where the punch was made.
  max_accuracy_metres integer not null default 100 check (max_accuracy_metres between 10 and 5000),
  -- Who reviews flagged punches and approves overtime beyond the workflow: null = the administrators.
  reviewer_employee_id uuid,
  -- The shift of a person without an assignment: their work week's days at these times.
  default_start varchar(5) not null default '09:00',
  default_end varchar(5) not null default '17:00',
  default_break_minutes integer not null default 60 check (default_break_minutes between 0 and 720),
  late_entry_grace_minutes integer not null default 10 check (late_entry_grace_minutes between 0 and 240),
  early_exit_grace_minutes integer not null default 10 check (early_exit_grace_minutes between 0 and 240),
  half_day_below_minutes integer not null default 240 check (half_day_below_minutes between 0 and 1440),
  absent_below_minutes integer not null default 60 check (absent_below_minutes between 0 and 1440),
  updated_at timestamptz not null default now(),
  updated_by uuid references users (id),
  constraint attendance_settings_reviewer_fkey foreign key (reviewer_employee_id, employer_id)
    references employees (id, employer_id) on delete set null (reviewer_employee_id),
  constraint attendance_settings_thresholds_check check (absent_below_minutes <= half_day_below_minutes)
);

create table shift_types (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  name varchar(50) not null check (name <> ''),
  -- Wall times HH:MM in the employee's zone; an end at or before the start runs into the next day.
  start_time varchar(5) not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time varchar(5) not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  break_minutes integer not null check (break_minutes between 0 and 720),
  late_entry_grace_minutes integer not null check (late_entry_grace_minutes between 0 and 240),
  early_exit_grace_minutes integer not null check (early_exit_grace_minutes between 0 and 240),
  half_day_below_minutes integer not null check (half_day_below_minutes between 0 and 1440),
  absent_below_minutes integer not null check (absent_below_minutes between 0 and 1440),
  window_before_start_minutes integer not null check (window_before_start_minutes between 0 and 720),
  window_after_end_minutes integer not null check (window_after_end_minutes between 0 and 720),
  -- Weekday names as @hr/domain's WEEKDAYS ('Monday'…'Sunday').
  days text[] not null check (cardinality(days) between 1 and 7),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint shift_types_id_employer_key unique (id, employer_id),
  constraint shift_types_thresholds_check check (absent_below_minutes <= half_day_below_minutes)
);
create unique index shift_types_employer_name_key on shift_types (employer_id, lower(name));

-- Who works which shift, from a day to a day (null: open-ended). A person's assignments never overlap:
-- the server refuses one that would (409), deciding under a lock on the employee's row.
create table shift_assignments (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  shift_type_id uuid not null,
  from_date date not null,
  to_date date,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint shift_assignments_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint shift_assignments_shift_fkey foreign key (shift_type_id, employer_id)
    references shift_types (id, employer_id) on delete restrict,
  constraint shift_assignments_dates_check check (to_date is null or to_date >= from_date)
);
create index shift_assignments_employee_idx on shift_assignments (employer_id, employee_id, from_date);

-- Where punches may be made: a point and a radius, for everyone (no branch, no person), a branch's
-- people or one person.
create table attendance_sites (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  name varchar(50) not null check (name <> ''),
  -- Degrees to 7 places (about a centimetre): exact decimals, never a float.
  latitude numeric(9, 7) not null check (latitude between -90 and 90),
  longitude numeric(10, 7) not null check (longitude between -180 and 180),
  radius_metres integer not null check (radius_metres between 10 and 10000),
  branch_id uuid,
  employee_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint attendance_sites_id_employer_key unique (id, employer_id),
  constraint attendance_sites_branch_fkey foreign key (branch_id, employer_id)
    references branches (id, employer_id) on delete cascade,
  constraint attendance_sites_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id) on delete cascade,
  constraint attendance_sites_one_scope_check check (branch_id is null or employee_id is null)
);
create unique index attendance_sites_employer_name_key on attendance_sites (employer_id, lower(name));

create table attendance_punches (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  -- The device's key for this punch: a retry or a resend of a queued punch carries the same key and
  -- is answered with the punch already stored, never a second one.
  device_key varchar(64) not null check (device_key <> ''),
  direction varchar(7) not null check (direction in ('in', 'out', 'unknown')),
  -- The server's clock when the punch arrived.
  received_at timestamptz not null,
  -- The device's clock when the person punched (an offline punch is sent later); null: not given.
  device_at timestamptz,
  offline boolean not null default false,
  -- The instant attendance counts: the device's time for an offline punch (not after receipt), else
  -- the server's; the zone and the wall time there, as the person saw their clock.
  counted_at timestamptz not null,
  time_zone varchar(64) not null,
  -- 'YYYY-MM-DDTHH:MM:SS' as text: a timestamp without zone would be read back in the server's zone.
  wall_time varchar(19) not null check (wall_time ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$'),
  latitude numeric(9, 7),
  longitude numeric(10, 7),
  accuracy_metres integer,
  site_id uuid,
  outside_reason varchar(200),
  -- Why the punch waits for review ('outside-site', 'device-time'); empty: nothing to review.
  flags text[] not null default '{}',
  review varchar(8) check (review in ('accepted', 'rejected')),
  reviewed_by uuid references users (id),
  reviewed_at timestamptz,
  -- A punch added by an approved attendance request, not by the person's device.
  request_id uuid,
  created_by uuid references users (id),
  constraint attendance_punches_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint attendance_punches_site_fkey foreign key (site_id, employer_id)
    references attendance_sites (id, employer_id) on delete set null (site_id)
);
create unique index attendance_punches_device_key on attendance_punches (employer_id, employee_id, device_key);
create index attendance_punches_employee_counted_idx on attendance_punches (employer_id, employee_id, counted_at);
create index attendance_punches_flagged_idx on attendance_punches (employer_id) where cardinality(flags) > 0 and review is null;

-- What a day's punches came to, one row per person and attendance date, written by the daily job and
-- again when an approved request or a review changes the day's punches.
create table attendance_days (
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  date date not null,
  status varchar(10) not null check (status in ('Present', 'Half Day', 'Absent', 'On Leave', 'Holiday', 'Weekly Off')),
  shift_type_id uuid,
  worked_minutes integer not null check (worked_minutes >= 0),
  late_minutes integer not null check (late_minutes >= 0),
  early_exit_minutes integer not null check (early_exit_minutes >= 0),
  overtime_minutes integer not null check (overtime_minutes >= 0),
  -- Overtime counts for pay only once approved: how many of the minutes, by whom.
  overtime_approved_minutes integer check (overtime_approved_minutes between 0 and overtime_minutes),
  overtime_approved_by uuid references users (id),
  first_in timestamptz,
  last_out timestamptz,
  computed_at timestamptz not null default now(),
  primary key (employer_id, employee_id, date),
  constraint attendance_days_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
create index attendance_days_employer_date_idx on attendance_days (employer_id, date);

-- Corrections asked through the approval module (subject 'attendance-request'): an approved request
-- adds its punches (request_id set) and the day is worked out again; the audit trail keeps what was.
create table attendance_requests (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  date date not null,
  kind varchar(20) not null check (kind in ('Forgot to punch', 'Work from home', 'On duty')),
  -- Wall times HH:MM on `date` in the employee's zone; an out at or before the in is the next day.
  check_in varchar(5) check (check_in ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  check_out varchar(5) check (check_out ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  reason varchar(500) not null check (reason <> ''),
  status varchar(10) not null default 'Pending' check (status in ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
  approval_id uuid references approval_requests (id),
  submitted_on date not null,
  submitted_by uuid not null references users (id),
  decided_on date,
  decided_by_name text,
  rejection_reason text,
  created_at timestamptz not null default now(),
  constraint attendance_requests_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint attendance_requests_times_check check (check_in is not null or check_out is not null)
);
create index attendance_requests_employee_idx on attendance_requests (employer_id, employee_id, date desc);
-- One request per person and day waits at a time.
create unique index attendance_requests_one_pending_key on attendance_requests (employer_id, employee_id, date)
  where status = 'Pending';

-- What payroll takes from attendance (issue 29 item 6), both off until an administrator turns them on:
-- approved overtime as a pay line (a multiple of the hourly rate derived from the salary, or an amount
-- an hour), and unexcused absence (Absent days, half of Half Day ones) as unpaid days in proration.
alter table payroll_settings
  add column overtime_pay boolean not null default false,
  add column overtime_rate_kind varchar(30) not null default 'Multiplier of the hourly rate'
    check (overtime_rate_kind in ('Multiplier of the hourly rate', 'Amount per hour')),
  add column overtime_rate numeric(15, 3) not null default 1.5 check (overtime_rate > 0),
  add column absence_unpaid boolean not null default false;
