-- Which notices come by e-mail as well as the bell (issue 28 item 6, My profile). A row is a choice a
-- person made for one kind of notice (the kinds and their defaults: packages/domain notices); a kind
-- without a row follows its default, so nobody's mail changes until they choose. The bell is not a
-- choice: every notice reaches it.
create table notice_email_preferences (
  user_id uuid not null,
  employer_id uuid not null,
  kind varchar(50) not null,
  by_email boolean not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind),
  constraint notice_email_preferences_user_fkey foreign key (user_id, employer_id)
    references users (id, employer_id) on delete cascade
);
