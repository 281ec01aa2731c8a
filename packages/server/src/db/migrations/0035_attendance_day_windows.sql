-- The instants between which a punch may belong to the day's shift (its start less the window before,
-- its end plus the window after), as the daily job saw the shift when it worked the day out. The job
-- looks for punches that arrived after a day was computed only inside these, so a morning's ordinary
-- punches are not taken for late ones of the evening before (docs/attendance.md › Speed). Null on rows
-- computed before this column: those are looked at from the day's eve to its morrow's end, as before.
alter table attendance_days add column window_from timestamptz;
alter table attendance_days add column window_to timestamptz;

-- The punches of a span of days for the whole employer (the job's search above, over the week before
-- yesterday), without reading every punch the employer ever had.
create index attendance_punches_employer_counted_idx on attendance_punches (employer_id, counted_at);

-- The Time Clock Report's lateness by week reads only the late days of the period (a fifth of them in
-- the bench), not every day row again after the summary has (docs/attendance.md › Speed).
create index attendance_days_late_idx on attendance_days (employer_id, date) include (employee_id, late_minutes)
  where late_minutes > 0;
