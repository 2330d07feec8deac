-- ONIX files uploaded in the back office (issue 45): the page "Import ONIX" sends a file, the API keeps it and queues
-- its run, and the jobs runner (the worker, or the API on the embedded database) imports it, so the run goes on
-- whichever API node took the upload and whatever happens to the staff member's browser.
--
-- A queued run is a catalogue_imports row not started yet (started_at null); the command's runs start at once, as
-- before. Only new columns and tables: every run of 036 keeps its start.

alter table catalogue_imports
  alter column started_at drop not null,
  alter column started_at drop default,
  -- The staff member who uploaded the file (null for the command's runs).
  add column uploaded_by integer references users (id) on delete set null,
  add column queued_at timestamptz,
  -- The file's size and how much of it the run has read (for the page's progress bar; gzip files count compressed).
  add column byte_size bigint check (byte_size >= 0),
  add column bytes_read bigint not null default 0 check (bytes_read >= 0),
  -- How many times the run was started: a run whose process ended is started again (at most 3 times, see
  -- services/catalogue-import-uploads.ts); its counts are then those of the last start.
  add column attempts smallint not null default 0 check (attempts >= 0),
  add constraint catalogue_imports_started check (started_at is not null or (queued_at is not null and finished_at is null));

-- The uploaded file, in parts of at most 1 MiB, read back one part at a time by the run. Kept until the run ended
-- (completed, unreadable file, failed); a run whose process ended keeps them, so it can be started again.
create table catalogue_import_file_parts (
  import_id integer not null references catalogue_imports (id) on delete cascade,
  position integer not null check (position >= 0),
  bytes bytea not null,
  primary key (import_id, position)
);

create index catalogue_imports_queued_idx on catalogue_imports (queued_at) where finished_at is null and queued_at is not null;
