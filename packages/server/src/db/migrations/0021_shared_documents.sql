-- Document & Form Sharing (issue 15, packages/server/src/team): documents and forms an employer shares
-- with all its employees, with its administrators only, or with one employee (and, when switched on,
-- that employee's line manager, head of department and head of branch on the day). Their files are
-- attachments of owner type 'shared-document' (0012). Who sees one is decided live, in one place
-- (team/shared-document-views.ts), from these columns and today's placement.

create table shared_documents (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  -- Plain text, trimmed, stored as typed: never markup.
  title varchar(200) not null check (btrim(title) <> ''),
  category text not null check (category in ('HR', 'Finance', 'Engineering')),
  -- Markdown source, rendered without raw HTML (checked by @hr/domain's formattedTextProblem).
  content text not null default '',
  scope text not null check (scope in ('all-employees', 'employer', 'selected-employee')),
  employee_id uuid,
  -- Only meaningful for a Selected Employee document: stored false for the other scopes.
  share_line_manager boolean not null default false,
  share_head_of_department boolean not null default false,
  share_head_of_branch boolean not null default false,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_by uuid not null,
  updated_at timestamptz not null default now(),
  constraint shared_documents_id_employer_key unique (id, employer_id),
  constraint shared_documents_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id) on delete cascade,
  constraint shared_documents_created_by_fkey foreign key (created_by, employer_id) references users (id, employer_id),
  constraint shared_documents_updated_by_fkey foreign key (updated_by, employer_id) references users (id, employer_id),
  constraint shared_documents_selected_employee_check check ((scope = 'selected-employee') = (employee_id is not null)),
  constraint shared_documents_share_with_check check (
    scope = 'selected-employee' or not (share_line_manager or share_head_of_department or share_head_of_branch)
  )
);
-- The list, newest first.
create index shared_documents_list_idx on shared_documents (employer_id, created_at desc, id desc);
-- An employee's own Selected Employee documents (and the cascade from employees).
create index shared_documents_employee_idx on shared_documents (employee_id) where employee_id is not null;

-- Who has acknowledged what ("Read and understood"): the first acknowledgement is kept.
create table shared_document_acknowledgements (
  document_id uuid not null,
  employer_id uuid not null,
  user_id uuid not null,
  acknowledged_at timestamptz not null default now(),
  primary key (document_id, user_id),
  constraint shared_document_acknowledgements_document_fkey foreign key (document_id, employer_id)
    references shared_documents (id, employer_id) on delete cascade,
  constraint shared_document_acknowledgements_user_fkey foreign key (user_id, employer_id)
    references users (id, employer_id) on delete cascade
);
