-- Announcements (issue 15, packages/server/src/team): what an employer tells all its staff. Their files
-- are attachments of owner type 'announcement' (0012); their bell items and mails go through the
-- notification feed (0015), queued by the 'team.announcement-notices' job (0010).

create table announcements (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  -- Plain text, trimmed, stored as typed: never markup.
  title varchar(200) not null check (btrim(title) <> ''),
  -- Employees see it from this day (the employer's today), once published.
  effective_date date not null,
  published boolean not null default false,
  notify_employees boolean not null default false,
  -- Markdown source, rendered without raw HTML; at most 5000 characters as the reader sees them
  -- (checked by @hr/domain's formattedTextProblem, the same rule the editor applies).
  content text not null default '',
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid not null,
  -- When the employees' notices were queued: set once, so saving again never tells anyone twice.
  notified_at timestamptz,
  constraint announcements_id_employer_key unique (id, employer_id),
  constraint announcements_created_by_fkey foreign key (created_by, employer_id) references users (id, employer_id),
  constraint announcements_updated_by_fkey foreign key (updated_by, employer_id) references users (id, employer_id)
);
-- The list, newest effective date first; employees read the published ones up to today.
create index announcements_list_idx on announcements (employer_id, effective_date desc, created_at desc, id desc);
create index announcements_published_idx on announcements (employer_id, effective_date desc, created_at desc, id desc)
  where published;

-- Who has read what: the first read is kept (a second mark changes nothing).
create table announcement_reads (
  announcement_id uuid not null,
  employer_id uuid not null,
  user_id uuid not null,
  read_at timestamptz not null default now(),
  primary key (announcement_id, user_id),
  constraint announcement_reads_announcement_fkey foreign key (announcement_id, employer_id)
    references announcements (id, employer_id) on delete cascade,
  constraint announcement_reads_user_fkey foreign key (user_id, employer_id)
    references users (id, employer_id) on delete cascade
);
