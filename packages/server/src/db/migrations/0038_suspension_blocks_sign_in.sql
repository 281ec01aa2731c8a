-- Employer › Setting (issue 30, Build item 5): whether an employee under a suspension decided on an
-- incident case may sign in during it. Off by default: a suspension during which the employee is still
-- paid is often meant to keep them reachable, and the employer chooses.
alter table employers add column suspension_blocks_sign_in boolean not null default false;
