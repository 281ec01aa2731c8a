-- One store for the files users upload (packages/server/src/attachments): leave requests first, then
-- announcements, discussions, documents and incidents. `attachments` describes each file and what it
-- belongs to; the bytes are kept apart, by key, in `attachment_blobs`, so the one-command set-up needs
-- no other service and a database backup holds every file. Another store (S3) would keep the bytes
-- under the same keys instead; the descriptions stay here.

-- Lets a row name "a user of this employer" in one foreign key, as (x_id, employer_id) does for the
-- employer's other tables. An index rather than a constraint, and only if absent, so a later migration
-- that wants the same key does not collide with this one.
create unique index if not exists users_id_employer_key on users (id, employer_id);

create table attachment_blobs (
  key varchar(200) primary key,
  bytes bytea not null,
  created_at timestamptz not null default now()
);

create table attachments (
  -- Chosen by the server before the bytes are stored, since the storage key is made from it.
  id uuid primary key,
  employer_id uuid not null references employers (id),
  uploaded_by uuid not null,
  -- The name as uploaded, cleaned: no folders, no control characters, at most 200 characters.
  original_name varchar(200) not null,
  -- The key the bytes are stored under (attachment_blobs.key, or an object key elsewhere).
  stored_name varchar(200) not null unique,
  -- Found in the content on upload, never taken from the name or the browser.
  media_type varchar(100) not null,
  size_bytes integer not null check (size_bytes > 0),
  sha256 char(64) not null,
  -- What the file belongs to ('leave-request' and its id); both null until an area attaches it.
  owner_type varchar(50),
  owner_id uuid,
  attached_at timestamptz,
  created_at timestamptz not null default now(),
  constraint attachments_uploader_fkey foreign key (uploaded_by, employer_id) references users (id, employer_id),
  constraint attachments_owner_check check (
    (owner_type is null and owner_id is null and attached_at is null)
    or (owner_type is not null and owner_id is not null and attached_at is not null)
  )
);
-- A record's files, read with the record.
create index attachments_owner_idx on attachments (employer_id, owner_type, owner_id) where owner_type is not null;
-- Uploads never attached, purged after a day.
create index attachments_unattached_idx on attachments (created_at) where owner_type is null;
