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

-- Daily at 03:17 where pg_cron exists (hosted Supabase); the local server runs it itself.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()');
  end if;
exception
  -- Available but not preloaded (plain PostgreSQL): leave scheduling to the server.
  when feature_not_supported or object_not_in_prerequisite_state or undefined_file then
    raise notice 'pg_cron unusable here (%), purge_expired_leads not scheduled', sqlerrm;
end
$$;
