-- Document sign-off (issue 31, Build item 4): an approval workflow decides leave (and the employee's own
-- requests) or signs off a document request's versions step by step. A workflow's kind never changes;
-- each kind has its own default, so the leave default and a document default live side by side.

alter table approval_workflows
  add column kind text not null default 'leave' check (kind in ('leave', 'document'));

drop index approval_workflows_one_default_key;
create unique index approval_workflows_one_default_key on approval_workflows (employer_id, kind) where is_default;
