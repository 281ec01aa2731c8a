-- Employer › Setting (issue 28 item 5). One value per employer, so the settings are columns of the
-- employer with the defaults every employer had before the page existed: UTC, 'D MMM YYYY' (the
-- PDFs' "1 Nov 2026"), each person's browser's locale, Monday, 8 characters without the breached list, 30-day sessions. The default
-- currency is not here: it is employers.base_currency, which payroll's settings already start from.
-- The bounds are the contract's (EmployerSettings); the idle timeout never outlasts the session.
alter table employers
  add column time_zone varchar(64) not null default 'UTC',
  add column locale varchar(16) not null default 'browser',
  add column date_format varchar(10) not null default 'D MMM YYYY'
    check (date_format in ('DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'D MMM YYYY')),
  add column first_day_of_week char(3) not null default 'mon'
    check (first_day_of_week in ('mon', 'sun', 'sat')),
  add column password_min_length smallint not null default 8
    check (password_min_length between 8 and 64),
  add column refuse_breached_passwords boolean not null default false,
  add column session_lifetime_minutes integer not null default 43200
    check (session_lifetime_minutes between 60 and 129600),
  add column idle_timeout_minutes integer not null default 43200
    check (idle_timeout_minutes >= 15),
  -- Read by the two-factor sign-in step (twoFactorRequiredForAdmins in employer/employer-settings.ts).
  add column two_factor_required_for_admins boolean not null default false,
  add constraint employers_idle_within_session check (idle_timeout_minutes <= session_lifetime_minutes);
