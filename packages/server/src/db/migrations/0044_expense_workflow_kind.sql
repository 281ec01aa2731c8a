-- Expense claims (issue 32, docs/expenses.md): an approval workflow may decide expense claims, edited on
-- the same Approval WorkFlow page as leave's and documents'. Its own default lives beside theirs (the
-- per-kind unique index of 0041); a workflow's kind still never changes.

alter table approval_workflows drop constraint approval_workflows_kind_check;
alter table approval_workflows
  add constraint approval_workflows_kind_check check (kind in ('leave', 'document', 'expense'));
