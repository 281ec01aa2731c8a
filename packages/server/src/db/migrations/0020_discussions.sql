-- Discussions (issue 15, packages/server/src/team): topics every user of an employer starts and reads,
-- and their replies. Their files are attachments of owner types 'discussion-topic' and
-- 'discussion-reply' (0012); a reply's notice to the topic's author goes through the feed (0015).

create table discussion_topics (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  -- Plain text, trimmed, stored as typed: never markup.
  title varchar(200) not null check (btrim(title) <> ''),
  -- Markdown source, rendered without raw HTML (@hr/domain's formattedTextProblem); may be empty.
  content text not null default '',
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Locked by an administrator: no new replies and no changes by authors until unlocked.
  locked boolean not null default false,
  locked_at timestamptz,
  locked_by uuid,
  -- Kept by the reply operations in the transaction that adds or deletes a reply.
  reply_count integer not null default 0 check (reply_count >= 0),
  -- The topic's writing, then its newest reply's; a deleted reply does not move it back.
  last_activity_at timestamptz not null default now(),
  constraint discussion_topics_id_employer_key unique (id, employer_id),
  constraint discussion_topics_lock_check check (locked = (locked_at is not null and locked_by is not null)),
  constraint discussion_topics_created_by_fkey foreign key (created_by, employer_id) references users (id, employer_id),
  constraint discussion_topics_locked_by_fkey foreign key (locked_by, employer_id) references users (id, employer_id)
);
-- The paged list: latest activity first, then id.
create index discussion_topics_list_idx on discussion_topics (employer_id, last_activity_at desc, id desc);

create table discussion_replies (
  id uuid primary key default gen_random_uuid(),
  topic_id uuid not null,
  employer_id uuid not null,
  -- Markdown source as a topic's, but never empty.
  content text not null check (btrim(content) <> ''),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint discussion_replies_id_employer_key unique (id, employer_id),
  constraint discussion_replies_topic_fkey foreign key (topic_id, employer_id)
    references discussion_topics (id, employer_id) on delete cascade,
  constraint discussion_replies_created_by_fkey foreign key (created_by, employer_id) references users (id, employer_id)
);
-- A topic's replies, oldest first.
create index discussion_replies_topic_idx on discussion_replies (topic_id, created_at, id);
