-- Issue 12 item 5: one approval module for every area that asks for a decision (leave first, then
-- document workflow, incidents, pay runs). Workflows of ordered steps, the requests routed through
-- them (with the route resolved at submission kept as it was), their decisions (append-only) and
-- delegations. packages/domain/src/approvals holds the routing rules; this holds their facts.
--
-- A "person" is who decides: an employee by their employee id, an administrator by their user id
-- (by their employee id when their account is tied to a record, so nobody escapes "never your own
-- request" by deciding as the other one). Every link carries employer_id in its foreign key.

-- The target of the delegations' composite foreign key to administrators.
alter table users add constraint users_id_employer_key unique (id, employer_id);

create table approval_workflows (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  code varchar(20) not null check (code <> ''),
  name varchar(50) not null check (name <> ''),
  -- Calendar days a step may wait before the administrators may decide it too; null: never.
  escalate_after_days integer check (escalate_after_days between 1 and 365),
  is_default boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint approval_workflows_id_employer_key unique (id, employer_id),
  -- The workflow of everyone without one of their own is one that can still be chosen.
  constraint approval_workflows_default_is_active check (active or not is_default)
);
-- As for reference data: FIN and fin are one code; the service turns a violation into the 409 on code.
create unique index approval_workflows_employer_code_key on approval_workflows (employer_id, lower(code));
-- At most one default per employer, decided by the database even for two simultaneous writes.
create unique index approval_workflows_one_default_key on approval_workflows (employer_id) where is_default;

create table approval_workflow_steps (
  workflow_id uuid not null,
  employer_id uuid not null,
  position integer not null check (position >= 0),
  approver varchar(30) not null
    check (approver in ('line-manager', 'head-of-department', 'head-of-branch', 'named-employee', 'administrator')),
  employee_id uuid,
  primary key (workflow_id, position),
  constraint approval_workflow_steps_workflow_fkey foreign key (workflow_id, employer_id)
    references approval_workflows (id, employer_id) on delete cascade,
  -- Restrict, as heads are: an employee a workflow names is replaced in the workflow first.
  constraint approval_workflow_steps_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id) on delete restrict,
  constraint approval_workflow_steps_named_employee check ((approver = 'named-employee') = (employee_id is not null))
);
create index approval_workflow_steps_employee_idx on approval_workflow_steps (employee_id) where employee_id is not null;

-- Employment terms' leave workflow (the Employee form's field); null: the employer's default.
alter table employees
  add column leave_workflow_id uuid,
  add constraint employees_leave_workflow_fkey foreign key (leave_workflow_id, employer_id)
    references approval_workflows (id, employer_id) on delete restrict;
-- Partial and led by the workflow (not by employer_id): see docs/server.md on indexes of employees.
create index employees_leave_workflow_idx on employees (leave_workflow_id) where leave_workflow_id is not null;

create table approval_requests (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  -- What is being approved, named by the area that asked: ('leave-request', its id).
  subject_type varchar(50) not null check (subject_type <> ''),
  subject_id uuid not null,
  requester_employee_id uuid not null,
  -- The workflow it was routed by (null: none, the administrators decided; or deleted since) and
  -- what of it the request keeps: a later change of the workflow does not reroute it.
  workflow_id uuid,
  workflow_name varchar(50),
  escalate_after_days integer check (escalate_after_days between 1 and 365),
  -- The resolved route at submission (domain ApprovalRoute: steps with their approvers, skipped steps
  -- with their reasons), and the position in route.steps of the step waiting for a decision.
  route jsonb not null,
  current_step integer not null default 0 check (current_step >= 0),
  status varchar(10) not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  submitted_on date not null,
  -- The day the current step started waiting; the escalation delay counts from it.
  waiting_since date,
  -- The current step's approvers (route.steps[current_step].approverIds), so a queue finds its
  -- candidates by index; who may decide is then worked out by the domain's decidersOf.
  waiting_for uuid[] not null default '{}',
  ended_on date,
  created_at timestamptz not null default now(),
  constraint approval_requests_id_employer_key unique (id, employer_id),
  constraint approval_requests_requester_fkey foreign key (requester_employee_id, employer_id)
    references employees (id, employer_id),
  constraint approval_requests_workflow_fkey foreign key (workflow_id, employer_id)
    references approval_workflows (id, employer_id) on delete set null (workflow_id),
  constraint approval_requests_waiting check ((status = 'pending') = (waiting_since is not null and ended_on is null))
);
-- One live request per subject: a subject asks again only once its request has ended.
create unique index approval_requests_live_subject_key on approval_requests (employer_id, subject_type, subject_id)
  where status = 'pending';
create index approval_requests_waiting_for_idx on approval_requests using gin (waiting_for) where status = 'pending';
create index approval_requests_escalation_idx on approval_requests (employer_id, waiting_since)
  where status = 'pending' and escalate_after_days is not null;
create index approval_requests_requester_idx on approval_requests (requester_employee_id, employer_id);
create index approval_requests_workflow_idx on approval_requests (workflow_id) where status = 'pending';

-- Append-only: a decision is never changed or removed (trigger below).
create table approval_decisions (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  approval_id uuid not null,
  -- The workflow step decided (route.steps[].stepIndex; the administrators' fallback is steps.length).
  step_index integer not null check (step_index >= 0),
  decided_by uuid not null,
  decided_by_user_id uuid not null,
  capacity varchar(13) not null check (capacity in ('approver', 'delegate', 'administrator')),
  decision varchar(7) not null check (decision in ('approve', 'reject')),
  comment varchar(1000),
  decided_on date not null,
  decided_at timestamptz not null default now(),
  constraint approval_decisions_request_fkey foreign key (approval_id, employer_id)
    references approval_requests (id, employer_id),
  constraint approval_decisions_user_fkey foreign key (decided_by_user_id, employer_id)
    references users (id, employer_id)
);
create index approval_decisions_request_idx on approval_decisions (approval_id, decided_at);

create function refuse_approval_decision_change() returns trigger language plpgsql as $$
begin
  raise exception 'approval decisions are append-only';
end;
$$;
create trigger approval_decisions_append_only before update or delete on approval_decisions
  for each row execute function refuse_approval_decision_change();

-- An approver hands their approvals to a delegate from one day to another, both included. The
-- approver is an employee or an administrator without a record: exactly one of the two is set.
create table approval_delegations (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  approver_employee_id uuid,
  approver_user_id uuid,
  delegate_employee_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  constraint approval_delegations_approver_employee_fkey foreign key (approver_employee_id, employer_id)
    references employees (id, employer_id),
  constraint approval_delegations_approver_user_fkey foreign key (approver_user_id, employer_id)
    references users (id, employer_id),
  constraint approval_delegations_delegate_fkey foreign key (delegate_employee_id, employer_id)
    references employees (id, employer_id),
  constraint approval_delegations_created_by_fkey foreign key (created_by, employer_id)
    references users (id, employer_id),
  constraint approval_delegations_one_approver check ((approver_employee_id is null) <> (approver_user_id is null)),
  constraint approval_delegations_not_to_self check (approver_employee_id is distinct from delegate_employee_id),
  constraint approval_delegations_span check (starts_on <= ends_on)
);
create index approval_delegations_employer_idx on approval_delegations (employer_id, ends_on);
