-- The attempt limiter (core/attempt-limiter.ts) counts several families of keys in login_attempts:
-- sign-in, two-factor codes, anonymous follow-up codes, contact messages, each with its own window.
-- Until now a reservation deleted every row older than its own window, so a family with a longer
-- window than sign-in's would have lost rows still inside it. Each row now says when it stops counting,
-- and pruning deletes only rows past that.
alter table login_attempts add column expires_at timestamptz;
update login_attempts set expires_at = attempted_at + interval '15 minutes';
alter table login_attempts alter column expires_at set not null;
create index login_attempts_expires_at_idx on login_attempts (expires_at);
drop index login_attempts_attempted_at_idx;
