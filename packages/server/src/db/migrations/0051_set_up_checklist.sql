-- Issue 34 item 4: the set-up checklist on a new administrator's dashboard. Its items are ticked from
-- the employer's data, so only the choice to hide it is stored: once, for the employer, since the
-- checklist is about the employer's set-up rather than one person's (a second administrator joining a
-- set-up employer has nothing to tick).
alter table employers
  add column set_up_checklist_dismissed_at timestamptz,
  add column set_up_checklist_dismissed_by uuid references users (id);
