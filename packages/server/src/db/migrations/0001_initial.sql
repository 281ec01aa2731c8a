-- The first schema: employers and their users and employees, the session tables, and the
-- server's own secrets. Lengths mirror openapi.yaml's limits, so the database refuses what the
-- contract refuses even if a caller slips past the request validator.

-- Trigram indexes make "contains" search on 100,000 employees an index scan instead of a
-- sequential one. pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it.
create extension if not exists pg_trgm;

create table employers (
  id uuid primary key default gen_random_uuid(),
  name varchar(200) not null,
  country varchar(100) not null,
  created_at timestamptz not null default now()
);

create table users (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  first_name varchar(50) not null,
  last_name varchar(50) not null,
  email varchar(254) not null,
  password_hash text not null,
  role text not null check (role in ('admin', 'employee')),
  created_at timestamptz not null default now()
);
-- One account per address whatever its case: Ada@Example.com and ada@example.com are one person.
create unique index users_email_key on users (lower(email));
create index users_employer_id_idx on users (employer_id);

create table employees (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  employee_no varchar(20) not null,
  first_name varchar(50) not null,
  last_name varchar(50) not null,
  email varchar(254) not null,
  phone_number varchar(30),
  department varchar(50),
  position varchar(50),
  passport varchar(30),
  nin_id varchar(30) not null,
  country varchar(100) not null,
  dob date not null,
  start_date date,
  created_at timestamptz not null default now(),
  -- Also the index behind the default sort (employee number) of every list and search page.
  constraint employees_employer_no_key unique (employer_id, employee_no)
);
create unique index employees_employer_email_key on employees (employer_id, lower(email));
-- The other sort columns of search-employees, each with the employee-number tiebreaker, so a page
-- deep in a large list is read in index order rather than sorted from scratch.
create index employees_employer_name_idx on employees (employer_id, (first_name || ' ' || last_name), employee_no);
create index employees_employer_email_sort_idx on employees (employer_id, email, employee_no);
create index employees_employer_position_idx on employees (employer_id, position, employee_no);
-- Case-insensitive contains-search (ILIKE '%term%') on the three searched columns.
create index employees_no_trgm_idx on employees using gin (employee_no gin_trgm_ops);
create index employees_name_trgm_idx on employees using gin ((first_name || ' ' || last_name) gin_trgm_ops);
create index employees_email_trgm_idx on employees using gin (email gin_trgm_ops);

create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- Every token rotated from one sign-in shares the family, so reuse of any revokes them all.
  family_id uuid not null,
  -- SHA-256 of the token, hex: a copy of the database does not hand out live sessions.
  token_hash char(64) not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  constraint refresh_tokens_token_hash_key unique (token_hash)
);
create index refresh_tokens_family_id_idx on refresh_tokens (family_id);
create index refresh_tokens_user_id_idx on refresh_tokens (user_id);

-- Sign-in attempts not known to have succeeded, kept in the database (not in memory) so the limits
-- hold across every instance behind a load balancer. Rows older than the window are deleted.
create table login_attempts (
  id uuid primary key default gen_random_uuid(),
  account varchar(254) not null,
  client_address varchar(100) not null,
  attempted_at timestamptz not null default clock_timestamp()
);
create index login_attempts_account_idx on login_attempts (account, attempted_at);
create index login_attempts_client_address_idx on login_attempts (client_address, attempted_at);
create index login_attempts_attempted_at_idx on login_attempts (attempted_at);

-- Secrets the server generates for itself (the JWT signing key when JWT_SECRET is not set), shared
-- by every instance and kept across restarts.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
