-- search-employees answers the employer's total on every page of an unfiltered list. Counting 100,000
-- rows per request cost most of the request, so each employer keeps its count, kept right by
-- statement-level triggers (one update per statement, however many rows it inserts or deletes, so
-- the demo seed's batches of thousands cost one update each).
alter table employers add column employee_count integer not null default 0;

update employers set employee_count = counted.n
from (select employer_id, count(*)::int as n from employees group by employer_id) as counted
where counted.employer_id = employers.id;

create function count_inserted_employees() returns trigger language plpgsql as $$
begin
  update employers set employee_count = employee_count + added.n
  from (select employer_id, count(*)::int as n from inserted group by employer_id) as added
  where added.employer_id = employers.id;
  return null;
end;
$$;

create function count_deleted_employees() returns trigger language plpgsql as $$
begin
  update employers set employee_count = employee_count - removed.n
  from (select employer_id, count(*)::int as n from deleted group by employer_id) as removed
  where removed.employer_id = employers.id;
  return null;
end;
$$;

create trigger employees_counted_on_insert after insert on employees
  referencing new table as inserted for each statement execute function count_inserted_employees();
create trigger employees_counted_on_delete after delete on employees
  referencing old table as deleted for each statement execute function count_deleted_employees();
