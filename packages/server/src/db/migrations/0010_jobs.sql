-- Background work that any server instance can pick up (packages/server/src/jobs): accruals, pay
-- runs, notification fan-out. A job is a row; an instance claims a due one with FOR UPDATE SKIP LOCKED
-- and a lease, as the mail outbox does, so instances sharing the database never run the same job at
-- once, and a job whose instance died is taken again when its lease ends.
create table jobs (
  id uuid primary key default gen_random_uuid(),
  kind varchar(100) not null,
  -- At most one job per key, ever: 'leave-accrual:<employer>:2026-11' is queued once however many
  -- instances (or retries of one request) ask for it. Null for jobs that may repeat.
  unique_key varchar(300) unique,
  employer_id uuid references employers (id),
  payload jsonb not null default '{}',
  state varchar(10) not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  -- When an instance may next claim it: now for a new job, the lease's end while one runs it, later
  -- after a failure.
  run_at timestamptz not null default now(),
  attempts integer not null default 0,
  max_attempts integer not null default 5 check (max_attempts >= 1),
  -- What the job has done of its work, for a screen that shows its progress.
  progress_done integer not null default 0,
  progress_total integer,
  last_error text,
  result jsonb,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index jobs_due_idx on jobs (run_at) where state in ('queued', 'running');
create index jobs_employer_kind_idx on jobs (employer_id, kind, created_at);
