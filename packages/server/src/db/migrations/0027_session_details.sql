-- My profile's list of signed-in sessions (issue 28): what a person needs to recognise a session of
-- theirs (the browser and the address it signed in from), kept on each refresh token and carried
-- from token to token as a session rotates. The session's sign-in time and last activity are its
-- tokens' first and last created_at; nothing else is added.
alter table refresh_tokens
  add column user_agent varchar(300),
  add column client_address varchar(100);
