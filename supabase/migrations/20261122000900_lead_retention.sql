-- Leads are personal data, kept three years after the last contact (privacy policy).
-- The purge also removes the settled jobs and messages that copy them; pending ones stay
-- so nothing undelivered disappears silently.

create or replace function public.purge_expired_leads() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - interval '3 years';
  purged integer;
begin
  with expired as (
    delete from public.form_submissions where last_contact_at < cutoff returning id
  ), settled_jobs as (
    delete from public.outbox_jobs as job
     using expired
     where job.kind in ('quote_email', 'quote_copy', 'quote_sheet')
       and job.payload ->> 'id' = expired.id::text
       and job.status <> 'pending'
  )
  select count(*) into purged from expired;

  delete from public.outbox_jobs
   where kind = 'queued_email' and status <> 'pending' and created_at < cutoff;
  delete from public.email_queue
   where status <> 'pending' and created_at < cutoff;

  return purged;
end
$$;

revoke all on function public.purge_expired_leads() from public, anon, authenticated;
grant execute on function public.purge_expired_leads() to service_role;

-- Daily at 03:17 where pg_cron is usable in this database (hosted Supabase); elsewhere the
-- server runs it itself. Usable means: already created here, or available, preloaded
-- (shared_preload_libraries) and pointed at this database (cron.database_name). Anything else
-- (not installed, installed but not preloaded, preloaded for another database) is skipped
-- before touching the extension, so no error is left to catch.
do $$
declare
  -- Read through pg_settings, which leaves out what the role may not see (an owner that is not
  -- superuser): current_setting() raised there (see docs/adr-backend.md, plain owner role).
  preloaded text[] := string_to_array(regexp_replace(coalesce(
    (select setting from pg_catalog.pg_settings where name = 'shared_preload_libraries'), ''), '[\s"'']', '', 'g'), ',');
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     or (exists (select 1 from pg_available_extensions where name = 'pg_cron')
         and 'pg_cron' = any (preloaded)
         and coalesce(nullif((select setting from pg_catalog.pg_settings where name = 'cron.database_name'), ''),
                      'postgres') = current_database()) then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()');
  else
    raise notice 'pg_cron not usable in this database: purge_expired_leads is run by the server';
  end if;
end
$$;
