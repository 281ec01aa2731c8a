-- The department scope of issue 27 (roles/scope.ts) reads the department cached on the employee row
-- (migration 0005) whenever the cache is right on the day: this index finds a department's people
-- among the employer's, so the total of a list scoped to a department of 10,000 of 100,000 is one
-- bitmap scan instead of a pass over every employee (npm run bench:permissions). The department
-- leads, as in the other indexes of a reference on employees, so that no query keyed by employer
-- alone (the foreign key checks of employees by (id, employer_id)) can choose it; see migration 0005.
-- The branch scope reads employees_branch_id_idx (migration 0003), and the reports scopes
-- placement_history_line_manager_idx (migration 0004), which exist.
create index employees_placed_department_idx on employees (placed_department_id, employer_id)
  where placed_department_id is not null;
