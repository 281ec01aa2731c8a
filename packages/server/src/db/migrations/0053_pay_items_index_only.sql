-- A pay run reads each chunk's pay item and contribution assignments through this index
-- (engine-inputs-bulk.ts): 6,000 rows for 1,000 employees, which the heap keeps on about 4,300
-- different pages when each item was assigned to everyone at once. With the columns the run reads
-- included, PostgreSQL answers from the index alone once vacuum has marked the pages all-visible:
-- at 100,000 employees a chunk's read took 14-51 ms against 58-138 ms through the heap. The key is
-- unchanged (employee_id first, as deleting an employee's assignments needs).
drop index employee_pay_items_employee_idx;
create index employee_pay_items_employee_idx on employee_pay_items (employee_id, effective_date)
  include (employer_id, end_date, pay_item_id, statutory_contribution_id, amount, quantity);
