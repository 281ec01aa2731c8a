-- Employee Management › Request (issue 28 item 4): what an employee asks HR for through the approval
-- module. A change of details keeps the values asked for in `proposed` and changes the employee record
-- only once approved, so payroll and every screen read the record as it was until then. A letter keeps,
-- once approved, the template filled with the employee's facts of that day, the approver's name and the
-- day: the PDF is drawn from them on each download, the same every time.
create table employee_requests (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_id uuid not null,
  kind text not null check (kind in ('Change of details', 'Letter')),
  -- The detail changed ('Bank account', 'Name', 'Marital status') or the letter asked for.
  subject text not null check (subject in
    ('Bank account', 'Name', 'Marital status', 'Employment confirmation', 'Salary certificate')),
  proposed jsonb,
  reason text check (char_length(reason) <= 500),
  status text not null default 'Pending' check (status in ('Pending', 'Approved', 'Rejected', 'Withdrawn')),
  approval_id uuid references approval_requests (id),
  submitted_on date not null,
  submitted_by uuid not null references users (id),
  decided_on date,
  decided_by_name text,
  rejection_reason text,
  letter_text text,
  created_at timestamptz not null default now(),
  constraint employee_requests_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id),
  constraint employee_requests_change_has_values check (kind <> 'Change of details' or proposed is not null)
);

-- An employee's requests, newest first; a request in scope by its employee.
create index employee_requests_employee_idx on employee_requests (employer_id, employee_id, created_at desc);
-- One change of each detail waits at a time: a second would apply over the first without anyone
-- having seen the two together.
create unique index employee_requests_one_pending_change_key on employee_requests (employer_id, employee_id, subject)
  where status = 'Pending' and kind = 'Change of details';

-- The employer's letter templates (formatted text with placeholders); a kind without a row uses the
-- default template of @hr/domain.
create table letter_templates (
  employer_id uuid not null references employers (id),
  kind text not null check (kind in ('Employment confirmation', 'Salary certificate')),
  body text not null,
  updated_at timestamptz not null default now(),
  updated_by uuid references users (id),
  primary key (employer_id, kind)
);
