-- The placement register (issue 28 item 1): each placement says what kind of move it was and why, and
-- carries the branch, so a transfer to another branch is dated like one to another department.
--
-- The branch was a column of the employee row, overwritten. From here the placement's branch is the
-- truth, and employees.branch_id is what placed_department_id is for the department: the branch of the
-- placement in effect, cached on the row (migration 0005), right on the days from placed_from until
-- the day before placed_until and looked up in placement_history on any other day. Keeping the column
-- (rather than adding placed_branch_id) keeps its foreign key, its index (employees_branch_id_idx,
-- which the branch scope reads as the department scope reads employees_placed_department_idx) and the
-- readers that select a day's people by it (pay runs by branch, the leave planner).
alter table placement_history
  add column branch_id uuid,
  -- Null for the rows written before the register: they show as they are, a move of no stated kind.
  add column kind text check (kind in ('Hire', 'Transfer', 'Promotion', 'Demotion', 'Acting', 'Secondment')),
  add column reason varchar(200),
  -- Restrict, as for the other references: a branch someone was ever placed in is deactivated.
  add constraint placement_history_branch_fkey foreign key (branch_id, employer_id)
    references branches (id, employer_id) on delete restrict;
create index placement_history_branch_idx on placement_history (branch_id, employer_id)
  where branch_id is not null;
-- The register lists an employer's moves newest first; a page walks this index and stops.
create index placement_history_register_idx on placement_history (employer_id, effective_date desc, id);

-- The placement in effect on a day, branch included, stays one descent of the index (the org chart of a
-- day reads every employee's that way).
drop index placement_history_employee_date_key;
create unique index placement_history_employee_date_key
  on placement_history (employer_id, employee_id, effective_date)
  include (job_position_id, department_id, level_id, line_manager_id, branch_id);

-- Every placement of an employee takes the branch of their row: the only branch anyone had.
update placement_history ph set branch_id = e.branch_id
from employees e
where e.id = ph.employee_id and e.employer_id = ph.employer_id and e.branch_id is not null;

-- An employee with a branch and no placement gets a first one, holding the branch, from their start.
insert into placement_history (employer_id, employee_id, effective_date, branch_id)
select e.employer_id, e.id, coalesce(e.start_date, (e.created_at at time zone 'UTC')::date), e.branch_id
from employees e
where e.branch_id is not null
  and not exists (select 1 from placement_history ph where ph.employer_id = e.employer_id and ph.employee_id = e.id);

-- The cache's staleness (migration 0005) now counts the branch among what the cached row holds.
create or replace function employees_placement_cache_stale() returns trigger
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
          and w.department_id is not distinct from e.placed_department_id
          and w.branch_id is not distinct from e.branch_id)';
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    execute 'update employees e set placed_from = null
      from removed r
      where e.id = r.employee_id and e.placed_from = r.effective_date';
  end if;
  return null;
end
$$;

-- Existing employees, as of today (UTC): refreshCurrentPlacement's statement, with the branch.
update employees e
set (placed_job_position_id, placed_position_name, placed_department_id, branch_id, placed_from) = (
    select ph.job_position_id, jp.name, ph.department_id, ph.branch_id, coalesce(ph.effective_date, '-infinity'::date)
    from (select 1) as one
    left join lateral (
      select p.job_position_id, p.department_id, p.branch_id, p.effective_date
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
