-- Country templates for payroll set-up (issue 34): a statutory tax table or contribution made from a
-- template keeps the template's source (the Act or the authority's table, shown beside the row) and
-- the date it is in force from. A pay run whose period ends before that date leaves the row out; a
-- row typed by hand has neither, and is in force whatever the period, as before.
alter table tax_tables
  add column source text check (char_length(source) between 1 and 1000),
  add column effective_from date;
alter table statutory_contributions
  add column source text check (char_length(source) between 1 and 1000),
  add column effective_from date;
