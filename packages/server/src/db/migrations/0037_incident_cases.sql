-- Incident cases (issue 30, Build items 2 and 4; docs/incidents.md "The case"): a case and the people
-- on it. The process is the domain's (packages/domain/src/incidents); these columns hold what its
-- IncidentCase holds, each section null until the move that fills it. Every link to the employer's
-- rows carries employer_id in its foreign key, so nothing points at another employer's row.

create table incident_cases (
  id uuid primary key default gen_random_uuid(),
  employer_id uuid not null references employers (id),
  -- INC-0001, numbered per employer (the report takes the next number under the employer's lock).
  number integer not null check (number > 0),
  code varchar(20) not null,
  type_id uuid not null,
  occurred_from date not null,
  occurred_to date not null,
  summary varchar(500) not null check (summary <> ''),
  -- Markdown source with Team's rules, stored as typed; rendered without raw HTML.
  story text not null default '',
  state varchar(30) not null check (state in ('reported', 'under-investigation', 'explanation-requested',
    'explanation-received', 'hearing-scheduled', 'decided', 'appealed', 'closed')),
  reporter_kind varchar(10) not null check (reporter_kind in ('named', 'anonymous')),
  -- The named reporter's employee id, or an administrator account's user id (it has no employee record);
  -- so no foreign key. Null for an anonymous report: nothing of who reported is stored.
  reporter_id uuid,
  -- sha-256 (hex) of an anonymous report's follow-up code; the code itself is shown once and never kept.
  reporter_code_hash char(64) unique,
  investigator_id uuid,
  explain_by date,
  explanation_text text,
  explanation_received_on date,
  dismissal_reasons varchar(2000),
  hearing_date date,
  hearing_place varchar(200),
  outcome_id uuid,
  decision_from date,
  decision_to date,
  decision_reasons varchar(2000),
  decided_on date,
  appeal_by date,
  appeal_grounds varchar(2000),
  appeal_lodged_on date,
  appeal_hearing_date date,
  appeal_hearing_place varchar(200),
  appeal_result varchar(12) check (appeal_result in ('upheld', 'varied', 'overturned')),
  appeal_reasons varchar(2000),
  varied_outcome_id uuid,
  varied_from date,
  varied_to date,
  closure varchar(20) check (closure in ('withdrawn', 'no-case-to-answer', 'decision-stands', 'appeal-decided')),
  remarks varchar(2000) not null default '',
  reported_on date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint incident_cases_id_employer_key unique (id, employer_id),
  constraint incident_cases_employer_code_key unique (employer_id, code),
  constraint incident_cases_employer_number_key unique (employer_id, number),
  constraint incident_cases_occurred_check check (occurred_from <= occurred_to),
  constraint incident_cases_reporter_check check (
    (reporter_kind = 'named' and reporter_id is not null and reporter_code_hash is null)
    or (reporter_kind = 'anonymous' and reporter_id is null and reporter_code_hash is not null)
  ),
  constraint incident_cases_closed_check check ((state = 'closed') = (closure is not null)),
  -- A type or decision a case refers to is not deleted (the set-up's delete answers 409); deactivate it.
  constraint incident_cases_type_fkey foreign key (type_id, employer_id)
    references incident_types (id, employer_id) on delete restrict,
  constraint incident_cases_investigator_fkey foreign key (investigator_id, employer_id)
    references employees (id, employer_id),
  constraint incident_cases_outcome_fkey foreign key (outcome_id, employer_id)
    references incident_decisions (id, employer_id) on delete restrict,
  constraint incident_cases_varied_outcome_fkey foreign key (varied_outcome_id, employer_id)
    references incident_decisions (id, employer_id) on delete restrict
);
-- The case list: newest reported first.
create index incident_cases_employer_reported_idx on incident_cases (employer_id, reported_on desc, number desc);
-- "Cases I investigate" and "cases I reported", for the list's relation condition.
create index incident_cases_investigator_idx on incident_cases (employer_id, investigator_id) where investigator_id is not null;
create index incident_cases_reporter_idx on incident_cases (employer_id, reporter_id) where reporter_id is not null;
-- The cause list: hearings and appeal hearings by date.
create index incident_cases_hearing_idx on incident_cases (employer_id, hearing_date) where hearing_date is not null;
create index incident_cases_appeal_hearing_idx on incident_cases (employer_id, appeal_hearing_date) where appeal_hearing_date is not null;
create index incident_cases_outcome_idx on incident_cases (outcome_id) where outcome_id is not null;
create index incident_cases_type_idx on incident_cases (type_id);

-- The subjects, witnesses and panels of a case.
create table incident_case_people (
  case_id uuid not null,
  employer_id uuid not null,
  employee_id uuid not null,
  role varchar(15) not null check (role in ('subject', 'witness', 'hearing-panel', 'appeal-panel')),
  primary key (case_id, role, employee_id),
  constraint incident_case_people_case_fkey foreign key (case_id, employer_id)
    references incident_cases (id, employer_id) on delete cascade,
  constraint incident_case_people_employee_fkey foreign key (employee_id, employer_id)
    references employees (id, employer_id)
);
-- "Cases where I am X": the list's and the cause list's relation condition, and a manager's scope on subjects.
create index incident_case_people_employee_idx on incident_case_people (employer_id, employee_id, role);

-- An anonymous report's files keep no uploader: the attachment row would otherwise name who reported.
alter table attachments alter column uploaded_by drop not null;
