-- Document sign-off (issue 31, Build item 4, docs/documents.md): a request may name a document
-- workflow that signs each handed-in version off step by step through the approvals engine. Each
-- version gets an id of its own, the approval's subject ('document-version'), and the approval that
-- signs it off, so a sign-off is tied to exactly one file and its SHA-256.

alter table approval_workflows
  add constraint approval_workflows_id_employer_kind_key unique (id, employer_id, kind);

alter table document_requests
  add column sign_off_workflow_id uuid,
  -- Only a document workflow of the same employer signs a request off.
  add column sign_off_kind text generated always as (case when sign_off_workflow_id is null then null else 'document' end) stored,
  add constraint document_requests_sign_off_workflow_fkey foreign key (sign_off_workflow_id, employer_id, sign_off_kind)
    references approval_workflows (id, employer_id, kind);

alter table document_versions
  add column id uuid not null default gen_random_uuid(),
  add column approval_id uuid references approval_requests (id),
  add constraint document_versions_id_key unique (id);
