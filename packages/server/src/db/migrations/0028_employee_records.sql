-- Education, Experience and Training (issue 28 item 3). Education and experience are the employee's
-- own entries, added by them or by HR; verified_by/verified_at mark one HR has checked, which locks it
-- to the employee (employees/records/). Certificate files are attachments owned by an education
-- entry or a training attendee (owner types 'education-entry', 'training-attendee').
create table education_entries (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  institution text not null,
  qualification text not null,
  field_of_study text,
  start_date date,
  end_date date,
  grade text,
  verified_by uuid references users (id),
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint education_entries_period check (start_date is null or end_date is null or end_date >= start_date),
  constraint education_entries_verified check ((verified_by is null) = (verified_at is null)),
  constraint education_entries_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
create index education_entries_employee_idx on education_entries (employer_id, employee_id);

create table experience_entries (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  employer_name text not null,
  job_title text not null,
  start_date date,
  end_date date,
  reason_for_leaving text,
  referee_name text,
  referee_contact text,
  verified_by uuid references users (id),
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint experience_entries_period check (start_date is null or end_date is null or end_date >= start_date),
  constraint experience_entries_verified check ((verified_by is null) = (verified_at is null)),
  constraint experience_entries_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
create index experience_entries_employee_idx on experience_entries (employer_id, employee_id);

-- Money is numeric, never a float, with its currency, as salary_history keeps it.
create table training_courses (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  title text not null,
  provider text,
  start_date date not null,
  end_date date,
  cost numeric(15, 3) check (cost >= 0),
  currency char(3),
  created_at timestamptz not null default now(),
  created_by uuid references users (id),
  constraint training_courses_period check (end_date is null or end_date >= start_date),
  constraint training_courses_cost_currency check ((cost is null) = (currency is null)),
  constraint training_courses_id_employer_key unique (id, employer_id)
);

create table training_attendees (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  training_id uuid not null,
  employee_id uuid not null,
  completed boolean not null default false,
  completed_on date,
  certificate_expiry_date date,
  constraint training_attendees_once unique (training_id, employee_id),
  constraint training_attendees_completed_on check (completed or completed_on is null),
  constraint training_attendees_training_fkey foreign key (training_id, employer_id)
    references training_courses (id, employer_id) on delete cascade,
  constraint training_attendees_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
create index training_attendees_employee_idx on training_attendees (employer_id, employee_id);
-- The reminders find the certificates expiring soon across every employer.
create index training_attendees_expiry_idx on training_attendees (certificate_expiry_date)
  where certificate_expiry_date is not null;
