-- Issue 27: custom roles, who holds them, and the audit trail.
--
-- A role is a grid of permissions (area × action → scope, @hr/domain's permissions) kept as JSON: the
-- grid is read whole on every request and never queried cell by cell, and the server checks its shape
-- (gridProblems) before it is stored. The built-in roles (Administrator, Employee, and the implicit
-- Line Manager, Head of Department, Head of Branch) are code, not rows, so no employer can lose them.

create table roles (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  name varchar(50) not null,
  description varchar(200),
  grid jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Two roles of one employer never share a name, whatever its case.
create unique index roles_employer_name_key on roles (employer_id, lower(name));

-- Several roles per account add up (cell by cell, as sets of scopes).
create table user_roles (
  user_id uuid not null references users (id),
  role_id uuid not null references roles (id),
  employer_id uuid not null references employers (id),
  granted_by uuid references users (id),
  granted_at timestamptz not null default now(),
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (role_id);

-- The audit trail: one row per change, sign-in, failed sign-in, role change and export. Append-only:
-- the triggers below refuse any UPDATE or DELETE whoever asks, so history cannot be rewritten through
-- the application or by a mistaken statement. (TRUNCATE is an owner's operation the application never
-- issues; the test harness uses it to reset its database between files.)
create table audit_events (
  id bigint generated always as identity primary key,
  employer_id uuid not null,
  at timestamptz not null default now(),
  -- Who: null for a failed sign-in with an unknown address and for the server's own jobs.
  actor_user_id uuid,
  actor_name varchar(200),
  address varchar(100),
  operation varchar(100) not null,
  area varchar(20) not null,
  record_type varchar(50),
  record_id varchar(100),
  -- The record's fields before and after the change (secrets and password hashes never among them).
  before jsonb,
  after jsonb
);
-- "This record's history" and "this person's actions", newest first; and the Audit page's dates.
create index audit_events_record_idx on audit_events (employer_id, record_type, record_id, at desc);
create index audit_events_actor_idx on audit_events (employer_id, actor_user_id, at desc);
create index audit_events_at_idx on audit_events (employer_id, at desc);

create function audit_events_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'The audit trail is append-only: its rows cannot be changed or deleted.'
    using errcode = 'insufficient_privilege';
end
$$;

create trigger audit_events_no_update before update or delete on audit_events
  for each row execute function audit_events_append_only();
