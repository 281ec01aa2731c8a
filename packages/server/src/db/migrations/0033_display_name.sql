-- My profile's name (issue 28 item 6): the name a person chooses to be shown by (shell, My profile),
-- beside the legal name on the account and the employee record, which they cannot change themselves.
-- Null: they go by their first and last name. The photo needs no column: it is the attachment whose
-- owner is the account (owner type 'profile-photo').
alter table users add column display_name varchar(50);
