-- The marketing page's contact form (issue 33, §2.11): messages from anyone, for the operator who runs
-- the server, so tied to no employer. Each is kept whether or not it was mailed: mailed_to is the
-- operator's address it was queued to (CONTACT_TO), null when none was set. The sending limits live
-- in login_attempts, under keys of their own (contact/contact-messages.ts).
create table contact_messages (
  id uuid primary key default gen_random_uuid(),
  full_name varchar(100) not null,
  email varchar(254) not null,
  message text not null check (char_length(message) <= 5000),
  mailed_to varchar(254),
  received_at timestamptz not null default now()
);
create index contact_messages_received_at_idx on contact_messages (received_at);

-- A mail may say where replies go (a contact message: to its sender, not to the no-reply From).
alter table mail_outbox add column reply_to varchar(254);
