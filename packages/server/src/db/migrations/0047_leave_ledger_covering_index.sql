-- The Entitlement Report sums a leave year's ledger entries by employee and leave type. With the
-- amount and kind in the index, PostgreSQL reads the entries already grouped (an index-only scan in
-- the index's order) and aggregates them as they come, instead of sorting the year's entries, a sort
-- that spilled to disk past the default work_mem at 10,000 employees (160,000 entries). The keys are
-- those of leave_ledger_balance_idx, which this replaces, so the balances read it as before.
create index leave_ledger_balance_covering_idx on leave_ledger (employer_id, employee_id, leave_type_id, entry_date)
  include (kind, amount);
drop index leave_ledger_balance_idx;
