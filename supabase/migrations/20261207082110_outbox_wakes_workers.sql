-- A job that becomes due wakes the workers at once: the database notifies channel
-- `outbox_jobs` (at commit, once per transaction) when a job is enqueued due now or made due
-- again (a lead's photos arrived, a delivery resent or handed back). The local server listens
-- on it, on PGlite as on PostgreSQL, so any writer — a request, a trigger, a command-line tool,
-- another server on the same database — wakes every worker; its interval stays as the fallback
-- for jobs that fall due with time. Hosted, nobody listens: pg_cron runs the worker
-- (docs/adr-lead-delivery.md).
create function private.notify_outbox_due() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('outbox_jobs', '');
  return null;
end
$$;

revoke all on function private.notify_outbox_due() from public, anon, authenticated;

-- A claim or a lease renewal moves next_attempt_at into the future: no notification.
create trigger outbox_jobs_notify_due
after insert or update of next_attempt_at, status on public.outbox_jobs
for each row
when (new.status = 'pending' and new.next_attempt_at <= now())
execute function private.notify_outbox_due();
