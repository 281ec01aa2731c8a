-- An overturned suspension without pay is paid back (issue 30 item 5; docs/incidents.md "What a
-- decision does to pay"): the arrears of salary adjustments (docs/payroll.md) also recompute the
-- finalised periods a subject's overturned suspension touched. Which final run settled that, per
-- subject, as salary_adjustments.settled_by_run_id does for an adjustment; null until one has.
alter table incident_case_people add column overturn_settled_by_run_id uuid;
alter table incident_case_people add constraint incident_case_people_overturn_run_fkey
  foreign key (overturn_settled_by_run_id, employer_id) references pay_runs (id, employer_id);
-- The arrears' "still to settle" look-up, a few rows per run's employees.
create index incident_case_people_overturn_unsettled_idx on incident_case_people (employer_id, employee_id)
  where role = 'subject' and overturn_settled_by_run_id is null;
