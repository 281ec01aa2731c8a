-- Document WorkFlow (issue 31, docs/documents.md): requests for documents, each employee's item, every
-- version handed in, and every decision on one. The rules are the domain's
-- (packages/domain/src/documents); an item's state is the one its versions and decisions leave, and the
-- history (versions, reviews) is rows, never overwritten. Every link to the employer's rows carries
-- employer_id in its foreign key, so nothing points at another employer's row.

create table document_requests (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  title varchar(100) not null check (title <> ''),
  description varchar(2000) not null default '',
  audience varchar(12) not null check (audience in ('employees', 'department', 'everyone')),
  department_id uuid,
  -- A subset of the attachment store's types (packages/domain ALLOWED_TYPES), in its order.
  allowed_types text[] not null check (cardinality(allowed_types) between 1 and 10),
  max_size_mib integer not null check (max_size_mib between 1 and 50),
  due_on date not null,
  expires boolean not null,
  remind_days_before integer check (remind_days_before between 1 and 365),
  created_by uuid not null,
  created_at timestamptz not null default now(),
  constraint document_requests_id_employer_key unique (id, employer_id),
  constraint document_requests_remind_check check (expires = (remind_days_before is not null)),
  constraint document_requests_department_fkey foreign key (department_id, employer_id)
    references departments (id, employer_id),
  constraint document_requests_creator_fkey foreign key (created_by, employer_id) references users (id, employer_id)
);
create index document_requests_employer_created_idx on document_requests (employer_id, created_at desc, id);

create table document_items (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null,
  request_id uuid not null,
  employee_id uuid not null,
  state varchar(10) not null default 'requested'
    check (state in ('requested', 'submitted', 'approved', 'rejected', 'expired')),
  -- The version the last decision named (approved while Approved or Expired); null after an upload.
  decided_version integer,
  -- When the latest version was uploaded: the reviewer's queue is oldest first.
  submitted_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint document_items_id_employer_key unique (id, employer_id),
  constraint document_items_request_employee_key unique (request_id, employee_id),
  constraint document_items_request_fkey foreign key (request_id, employer_id)
    references document_requests (id, employer_id),
  constraint document_items_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
-- A request's items, my items, and the reviewer's queue.
create index document_items_employee_idx on document_items (employer_id, employee_id);
create index document_items_submitted_idx on document_items (employer_id, submitted_at, id) where state = 'submitted';

create table document_versions (
  item_id uuid not null,
  employer_id uuid not null,
  number integer not null check (number > 0),
  -- The file, attached to the item (owner type 'document-item'): its type, size, hash and uploader.
  attachment_id uuid not null unique references attachments (id),
  expires_on date,
  uploaded_at timestamptz not null default now(),
  primary key (item_id, number),
  constraint document_versions_item_fkey foreign key (item_id, employer_id)
    references document_items (id, employer_id)
);

create table document_reviews (
  id uuid primary key default gen_random_uuid(),
  item_id uuid not null,
  employer_id uuid not null,
  version integer not null,
  decision varchar(8) not null check (decision in ('approved', 'rejected')),
  reason varchar(1000) check ((decision = 'rejected') = (reason is not null)),
  reviewed_by uuid not null,
  reviewed_at timestamptz not null default now(),
  constraint document_reviews_version_fkey foreign key (item_id, version)
    references document_versions (item_id, number),
  constraint document_reviews_item_fkey foreign key (item_id, employer_id)
    references document_items (id, employer_id),
  constraint document_reviews_reviewer_fkey foreign key (reviewed_by, employer_id) references users (id, employer_id)
);
create index document_reviews_item_idx on document_reviews (item_id, reviewed_at desc);
