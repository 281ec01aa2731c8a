-- Employees imported from a spreadsheet (issue 34): the columns an employer mapped at its last import,
-- offered at the next one. One row per employer: each header (as written) and the field it filled.
create table employee_import_mappings (
  employer_id uuid primary key references employers (id),
  mapping jsonb not null check (jsonb_typeof(mapping) = 'object'),
  updated_at timestamptz not null default now()
);
