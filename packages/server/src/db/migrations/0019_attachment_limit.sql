-- Issue 15: the employer's largest upload, in whole MiB (the Information screen's "Largest upload
-- (MiB)"). Uploads above it are refused with a 413 naming it; the server's own ceiling
-- (ServiceDeps.attachments.maxUploadBytes, 50 MiB) stays the most any body may be.
alter table employers
  add column max_upload_mib smallint not null default 10
    check (max_upload_mib between 1 and 50);
