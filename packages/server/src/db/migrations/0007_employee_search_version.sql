-- A term's total costs a count of every match (about 40 ms at 100,000 employees for a common term),
-- while the page itself costs under 1 ms. Each employer gets a version of what a search reads (numbers,
-- names, e-mails, and which employees exist), raised by the same statement that changes it, so a
-- server may reuse a term's count for as long as the version it was counted at is current.
alter table employers add column employees_version bigint not null default 0;

create or replace function count_inserted_employees() returns trigger language plpgsql as $$
begin
  update employers
  set employee_count = employee_count + added.n, employees_version = employees_version + 1
  from (select employer_id, count(*)::int as n from inserted group by employer_id) as added
  where added.employer_id = employers.id;
  return null;
end;
$$;

create or replace function count_deleted_employees() returns trigger language plpgsql as $$
begin
  update employers
  set employee_count = employee_count - removed.n, employees_version = employees_version + 1
  from (select employer_id, count(*)::int as n from deleted group by employer_id) as removed
  where removed.employer_id = employers.id;
  return null;
end;
$$;

-- Per row, and only when a searched column really changes: a transition table cannot go with a list
-- of columns, and the placement cache's frequent updates of other columns must not raise it.
create function version_searched_employees() returns trigger language plpgsql as $$
begin
  update employers set employees_version = employees_version + 1 where id = new.employer_id;
  return null;
end;
$$;

create trigger employees_search_versioned after update of employee_no, first_name, last_name, email
  on employees for each row
  when (old.employee_no is distinct from new.employee_no or old.first_name is distinct from new.first_name
    or old.last_name is distinct from new.last_name or old.email is distinct from new.email)
  execute function version_searched_employees();
