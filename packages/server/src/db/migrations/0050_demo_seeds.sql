-- The demo (issue 34): an employer the demo seed has filled, with the number of employees it was asked
-- for, so a second seed of the same employer changes nothing and one of another size is refused.
-- finished_at stays null while the seed is running, and after one that stopped half-way: a seed is not
-- run again over what it half-wrote.
create table demo_seeds (
  employer_id uuid primary key references employers (id) on delete cascade,
  employee_count integer not null check (employee_count >= 0),
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
