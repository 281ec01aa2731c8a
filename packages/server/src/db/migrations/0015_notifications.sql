-- One notification feed for the whole product (packages/server/src/notifications): leave's approvals
-- first, then documents, incidents, payroll and announcements add rows the same way. A row is one
-- thing one user is told, inside the employer; the top bar's bell lists a user's own rows, newest first.

create table notifications (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  recipient_user_id uuid not null,
  -- What happened, as the area names it: 'approval-waiting', 'approval-ended', ...
  kind varchar(50) not null,
  title varchar(200) not null,
  -- Where opening it leads: a path of the app ('/leave/review'), never a full address.
  link varchar(300) not null check (link like '/%'),
  -- What it is about, as approvals and attachments name their subjects ('leave-request', id).
  subject_type varchar(50) not null,
  subject_id uuid not null,
  -- One event notifies a user once, however often the change that reports it is saved or retried.
  dedupe_key varchar(200) not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_recipient_fkey foreign key (recipient_user_id, employer_id)
    references users (id, employer_id) on delete cascade,
  constraint notifications_dedupe_key unique (recipient_user_id, dedupe_key)
);

-- The bell: a user's feed newest first, and their unread count.
create index notifications_feed_idx on notifications (recipient_user_id, created_at desc, id desc);
create index notifications_unread_idx on notifications (recipient_user_id) where read_at is null;
