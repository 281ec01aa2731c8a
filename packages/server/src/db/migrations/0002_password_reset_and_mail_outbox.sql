-- Contract 0.3: the sign-up form's other names, password-reset links, the mail outbox that carries
-- them, and the indexes behind the dashboard's figures.

alter table users add column other_names varchar(100);

create table password_reset_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- SHA-256 of the token, hex: a copy of the database does not hand out password changes.
  token_hash char(64) not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  -- Set when a newer link, a reset or a password change makes this one stop working.
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  constraint password_reset_tokens_token_hash_key unique (token_hash)
);
-- Counting an account's recent links (at most 3 mails per 15 minutes) and voiding its earlier ones.
create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id, created_at);

-- Reset requests per client address, kept in the database so the limit holds across instances, as
-- login_attempts does for sign-in. Rows older than the window are deleted.
create table password_reset_requests (
  id uuid primary key default gen_random_uuid(),
  client_address varchar(100) not null,
  requested_at timestamptz not null default clock_timestamp()
);
create index password_reset_requests_client_address_idx on password_reset_requests (client_address, requested_at);
create index password_reset_requests_requested_at_idx on password_reset_requests (requested_at);

-- Mail is written here in the transaction of the change it reports, and delivered after the commit,
-- so a rolled-back change sends nothing and a crash after the commit loses nothing.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  recipient varchar(254) not null,
  subject varchar(200) not null,
  text_body text not null,
  created_at timestamptz not null default now(),
  -- When an instance may next claim it: now for new mail, a lease while one is sending it, later
  -- after a failure. Claims use FOR UPDATE SKIP LOCKED, so two instances never take the same row.
  next_attempt_at timestamptz not null default now(),
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  -- 'smtp', or 'log' when no SMTP_URL is set and the mail was written to the server log instead.
  delivered_via text check (delivered_via in ('smtp', 'log'))
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where sent_at is null;

-- The dashboard counts an employer's employees by start month and by department; with these the
-- counts read the index alone instead of the table's rows.
create index employees_employer_start_date_idx on employees (employer_id, start_date);
create index employees_employer_department_idx on employees (employer_id, department);
