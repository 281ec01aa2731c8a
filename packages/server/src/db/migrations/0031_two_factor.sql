-- Two-factor sign-in (issue 28, items 5 and 6): a TOTP secret per account, its recovery codes, and the
-- short-lived challenge a right password earns when two-factor is on (not a session).

create table two_factor_credentials (
  user_id uuid primary key references users (id) on delete cascade,
  -- AES-256-GCM under a key derived from the server's signing secret (auth/two-factor-secrets.ts): a
  -- copy of the database alone does not let anyone generate the account's codes.
  secret_encrypted text not null,
  -- Null while enrolment waits for the first code from the app; two-factor is on once it is set.
  confirmed_at timestamptz,
  -- The 30-second step of the last accepted code: a code seen once is not accepted again (replay).
  last_used_step integer,
  created_at timestamptz not null default now()
);

create table two_factor_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- HMAC-SHA-256 of the code under the server's key, hex; each code works once (used_at).
  code_hash char(64) not null,
  used_at timestamptz
);
create index two_factor_recovery_codes_user_idx on two_factor_recovery_codes (user_id);

create table two_factor_challenges (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  -- SHA-256 of the challenge token, hex, as refresh tokens are kept.
  token_hash char(64) not null unique,
  expires_at timestamptz not null,
  -- What the session opened by the code records, carried from the password step.
  user_agent varchar(300),
  client_address varchar(100),
  created_at timestamptz not null default now()
);
create index two_factor_challenges_user_idx on two_factor_challenges (user_id);
