-- The reviewer's list of flagged punches (attendance/flagged-punches.ts) takes the oldest 500 waiting,
-- by when they count. The partial index of those punches held only the employer, and PostgreSQL cannot
-- tell how few punches are flagged (it takes a third of them), so it walked every punch of the employer
-- in counted_at order and threw away all but the flagged ones: at 431,200 punches 450 ms a list, and
-- more with every month kept. Ordered like the list, the partial index gives the 500 directly (16 ms).
drop index attendance_punches_flagged_idx;
create index attendance_punches_flagged_idx on attendance_punches (employer_id, counted_at, id)
  where cardinality(flags) > 0 and review is null;
