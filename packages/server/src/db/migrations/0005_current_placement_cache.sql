-- The placement in effect, kept on the employee row, so the list sorted by position and the dashboard's
-- departments read one row per employee instead of looking up placement_history for each.
--
-- The cache is right only between two dates: from the effective date of the placement it holds
-- ('-infinity' when it holds "no placement yet") until the effective date of the employee's next
-- placement (null: none dated later). Queries use it only on a day inside that range and look the
-- placement up otherwise, so a change dated ahead still takes effect by itself on its day, with no job
-- to run. placed_from null means "not computed": any write of placement_history sets it so (the
-- triggers below), and the services that write placements compute it again in the same transaction
-- with their clock's day (services/employee-history.ts, refreshCurrentPlacement).
alter table employees
  add column placed_job_position_id uuid,
  -- The job position's name, for the sort by position; follows a rename (trigger below).
  add column placed_position_name varchar(50),
  add column placed_department_id uuid,
  add column placed_from date,
  add column placed_until date;

-- The sort by position reads this index in order (both directions), as the sorts by number, name and
-- e-mail read theirs. It is partial (a query reading the cache asks placed_from <= today, which implies
-- it) so that nothing else can choose it: without statistics (PGlite has no autovacuum) the planner
-- took a new index led by employer_id for the foreign key checks of employees by (id, employer_id),
-- reading every employee of the employer for each check. (The dashboard's count by department reads
-- the table: neither engine chose a covering index for it over the scan.)
create index employees_employer_placed_position_idx
  on employees (employer_id, placed_position_name, employee_no) where placed_from is not null;
-- The few rows whose cache is not right today: never computed, or outside its range (the dates lead,
-- for the same reason as above).
create index employees_placed_from_idx on employees (placed_from, employer_id);
create index employees_placed_until_idx on employees (placed_until, employer_id) where placed_until is not null;
-- A job position's rename finds the employees whose cached name it changes.
create index employees_placed_job_position_idx on employees (placed_job_position_id, employer_id)
  where placed_job_position_id is not null;

-- Any write of placement_history, by any path (a service, the demo seed, a test, a person with psql),
-- marks the employees whose cache it makes wrong as not computed, so no query can read a stale cache.
-- Without knowing "today", that is exact: a row written with a date inside the cached range (other
-- than the cached row written again with the same job position and department) changes the range, and
-- a removed row matters only when it is the cached one. The rest (rows before the range, or after its
-- end) change nothing the cache claims. Each statement is planned on each call (EXECUTE): a plan cached
-- while employees was small (a seeding session's first insert) would scan every employee each time.
create function employees_placement_cache_stale() returns trigger
language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    execute 'update employees e set placed_from = null
      from written w
      where e.id = w.employee_id and e.placed_from is not null
        and w.effective_date >= e.placed_from
        and (e.placed_until is null or w.effective_date < e.placed_until)
        and not (w.effective_date = e.placed_from
          and w.job_position_id is not distinct from e.placed_job_position_id
          and w.department_id is not distinct from e.placed_department_id)';
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute 'update employees e set placed_from = null
      from removed r
      where e.id = r.employee_id and e.placed_from = r.effective_date';
  end if;
  return null;
end
$$;
create trigger placement_history_inserted after insert on placement_history
  referencing new table as written
  for each statement execute function employees_placement_cache_stale();
create trigger placement_history_updated after update on placement_history
  referencing old table as removed new table as written
  for each statement execute function employees_placement_cache_stale();
create trigger placement_history_deleted after delete on placement_history
  referencing old table as removed
  for each statement execute function employees_placement_cache_stale();

-- A renamed job position renames the cache of the employees placed in it.
create function employees_follow_job_position_name() returns trigger
language plpgsql as $$
begin
  update employees set placed_position_name = new.name
  where placed_job_position_id = new.id and employer_id = new.employer_id;
  return null;
end
$$;
create trigger job_positions_renamed after update of name on job_positions
  for each row when (old.name is distinct from new.name)
  execute function employees_follow_job_position_name();

-- Existing employees, as of today (UTC). The same statement as refreshCurrentPlacement's.
update employees e
set (placed_job_position_id, placed_position_name, placed_department_id, placed_from) = (
    select ph.job_position_id, jp.name, ph.department_id, coalesce(ph.effective_date, '-infinity'::date)
    from (select 1) as one
    left join lateral (
      select p.job_position_id, p.department_id, p.effective_date
      from placement_history p
      where p.employer_id = e.employer_id and p.employee_id = e.id
        and p.effective_date <= (now() at time zone 'UTC')::date
      order by p.effective_date desc
      limit 1
    ) ph on true
    left join job_positions jp on jp.id = ph.job_position_id and jp.employer_id = e.employer_id
  ),
  placed_until = (
    select min(p.effective_date)
    from placement_history p
    where p.employer_id = e.employer_id and p.employee_id = e.id
      and p.effective_date > (now() at time zone 'UTC')::date
  );
