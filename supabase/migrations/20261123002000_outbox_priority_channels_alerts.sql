-- Outbox, second version: priorities, one lane per channel, slow retries for days, alerts.
--
-- * priority (from the kind): the business's quote e-mail and alerts first, then the sheet
--   row, then the visitor's copy, then article contact messages — a flood of contact messages
--   never delays a quote notification by more than one batch.
-- * channel (from the kind): 'email' or 'sheet'. Workers claim one channel at a time, so a
--   slow webhook never holds e-mails back and a dead SMTP server never holds sheet rows back.
-- * A failing job is retried with a capped backoff until a retry window (days) has passed,
--   then marked failed — still listed by `npm run leads -- undelivered`.
-- * enqueue_quote_alerts(): a quote whose e-mail has not gone out after a threshold gets an
--   alert job on the other channel (the sheet webhook).
-- Both columns are generated, so submit_quote and the email_queue trigger enqueue as before.

alter table public.outbox_jobs drop constraint outbox_jobs_kind_allowed;
alter table public.outbox_jobs add constraint outbox_jobs_kind_allowed
  check (kind in ('quote_email', 'quote_copy', 'quote_sheet', 'queued_email', 'quote_alert'));

alter table public.outbox_jobs
  add column channel text not null generated always as (
    case when kind in ('quote_sheet', 'quote_alert') then 'sheet' else 'email' end
  ) stored,
  add column priority smallint not null generated always as (
    case kind
      when 'quote_email' then 0
      when 'quote_alert' then 0
      when 'quote_sheet' then 1
      when 'quote_copy' then 2
      else 3
    end
  ) stored,
  -- Start of the retry window (reset by retry_failed_outbox_jobs); created_at stays the
  -- submission time the alerts and the CLI show.
  add column retry_from timestamptz not null default now();

drop index public.outbox_jobs_due_idx;
-- The claim: due pending jobs of one channel, most urgent kind first, then oldest.
create index outbox_jobs_claim_idx on public.outbox_jobs (channel, priority, next_attempt_at, id)
  where status = 'pending';
-- Alerts and `leads undelivered`: jobs not delivered yet, by kind and age.
create index outbox_jobs_undelivered_idx on public.outbox_jobs (kind, created_at) where status <> 'done';
-- Retention purge of a purged lead's alert.
create index outbox_jobs_alert_lead_idx on public.outbox_jobs ((payload ->> 'leadId'))
  where kind = 'quote_alert';

drop function public.claim_outbox_jobs(integer, integer);

-- Claims up to max_jobs due jobs of job_channel (every channel when null) by pushing their
-- next_attempt_at past the lease, under FOR UPDATE SKIP LOCKED: two workers never hold the
-- same job, and a worker that dies lets the lease expire (at-least-once). The caller's lease
-- must outlive its whole batch (see backend/README.md, "Timeouts and leases").
create function public.claim_outbox_jobs(
  max_jobs integer default 10, lease_seconds integer default 90, job_channel text default null
)
returns setof public.outbox_jobs
language sql
set search_path = ''
as $$
  update public.outbox_jobs as job
     set attempts = job.attempts + 1,
         next_attempt_at = now() + make_interval(secs => lease_seconds)
   where job.id in (
     select due.id
       from public.outbox_jobs as due
      where due.status = 'pending'
        and due.next_attempt_at <= now()
        and (job_channel is null or due.channel = job_channel)
      order by due.priority, due.next_attempt_at, due.id
      limit max_jobs
      for update skip locked
   )
  returning job.*
$$;

drop function public.fail_outbox_job(bigint, text, double precision, integer);

-- A failed delivery: retried after retry_in_seconds while the job is younger than
-- retry_for_seconds, then marked failed (never deleted: `leads undelivered` lists it).
create function public.fail_outbox_job(
  job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision
) returns text
language plpgsql
set search_path = ''
as $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = case
           when retry_from + make_interval(secs => retry_for_seconds)
                <= now() + make_interval(secs => retry_in_seconds) then 'failed'
           else 'pending'
         end,
         last_error = left(error, 2000),
         next_attempt_at = now() + make_interval(secs => retry_in_seconds)
   where id = job_id and status = 'pending'
  returning * into job;
  if job.kind = 'queued_email' then
    update public.email_queue
       set status = case when job.status = 'failed' then 'failed' else 'pending' end,
           attempts = job.attempts, last_error = job.last_error
     where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
  return job.status;
end
$$;

-- A quote whose e-mail to the business is still not delivered after_seconds after it was
-- submitted gets one alert row on the sheet webhook (the other channel), with the lead's
-- contact details and the e-mail's last error. Returns how many alerts were enqueued.
create function public.enqueue_quote_alerts(after_seconds integer) returns integer
language plpgsql
set search_path = ''
as $$
declare
  enqueued integer;
begin
  with overdue as (
    select job.payload, job.last_error, job.attempts, job.created_at
      from public.outbox_jobs as job
     where job.kind = 'quote_email'
       and job.status <> 'done'
       and job.created_at <= now() - make_interval(secs => after_seconds)
  ), inserted as (
    insert into public.outbox_jobs (kind, payload, dedupe_key)
    select 'quote_alert',
           jsonb_build_object(
             'id', 'alerte:' || (overdue.payload ->> 'id'),
             'leadId', overdue.payload ->> 'id',
             'alert', format(
               'ALERTE : l''e-mail de cette demande de devis n''est pas parti après %s min (%s essai(s)). Rappelez le client.',
               ceil(extract(epoch from now() - overdue.created_at) / 60), overdue.attempts),
             'lastError', coalesce(overdue.last_error, ''),
             'timestamp', overdue.payload -> 'created_at',
             'fullName', overdue.payload -> 'full_name',
             'email', overdue.payload -> 'email',
             'phone', overdue.payload -> 'phone',
             'postalCode', overdue.payload -> 'postal_code',
             'surface', overdue.payload -> 'surface',
             'message', coalesce(overdue.payload ->> 'message', '')
           ),
           'quote_alert:' || (overdue.payload ->> 'id')
      from overdue
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select count(*) into enqueued from inserted;
  return enqueued;
end
$$;

-- Everything not delivered yet, for `npm run leads -- undelivered`: one row per lead whose
-- business e-mail is not done (with the lead's details and every channel's state).
create function public.undelivered_leads()
returns table (
  lead_id uuid, created_at timestamptz, full_name text, phone text, email text,
  email_status text, email_attempts integer, email_error text, next_attempt_at timestamptz,
  sheet_status text, sheet_error text, alert_status text
)
language sql stable
set search_path = ''
as $$
  select (mail.payload ->> 'id')::uuid, mail.created_at, mail.payload ->> 'full_name',
         mail.payload ->> 'phone', mail.payload ->> 'email',
         mail.status, mail.attempts, mail.last_error, mail.next_attempt_at,
         sheet.status, sheet.last_error, alert.status
    from public.outbox_jobs as mail
    left join public.outbox_jobs as sheet on sheet.dedupe_key = 'quote_sheet:' || (mail.payload ->> 'id')
    left join public.outbox_jobs as alert on alert.dedupe_key = 'quote_alert:' || (mail.payload ->> 'id')
   where mail.kind = 'quote_email' and mail.status <> 'done'
   order by mail.created_at
$$;

-- A job marked failed goes back to pending, due now (after the cause was fixed).
create function public.retry_failed_outbox_jobs() returns integer
language sql
set search_path = ''
as $$
  with retried as (
    update public.outbox_jobs
       set status = 'pending', next_attempt_at = now(), retry_from = now()
     where status = 'failed'
    returning kind, payload
  ), messages as (
    update public.email_queue as message
       set status = 'pending'
      from retried
     where retried.kind = 'queued_email' and message.id = (retried.payload ->> 'emailQueueId')::uuid
  )
  select count(*)::integer from retried
$$;

-- Retention (privacy policy): leads three years after their last contact go, with the settled
-- jobs that copy them, now including alerts (a pending job stays until it is settled: with the
-- retry window of days, none is pending years later); contact messages likewise.
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
  ), quote_jobs as (
    delete from public.outbox_jobs as job
     using expired
     where job.kind in ('quote_email', 'quote_copy', 'quote_sheet')
       and job.payload ->> 'id' = expired.id::text
       and job.status <> 'pending'
  ), alert_jobs as (
    delete from public.outbox_jobs as job
     using expired
     where job.kind = 'quote_alert'
       and job.payload ->> 'leadId' = expired.id::text
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

-- Only send-form-notification called it; the function is gone (submit_quote enqueues).
drop function if exists public.enqueue_quote_notification(uuid);

revoke all on function public.claim_outbox_jobs(integer, integer, text) from public, anon, authenticated;
revoke all on function public.fail_outbox_job(bigint, text, double precision, double precision)
  from public, anon, authenticated;
revoke all on function public.enqueue_quote_alerts(integer) from public, anon, authenticated;
revoke all on function public.undelivered_leads() from public, anon, authenticated;
revoke all on function public.retry_failed_outbox_jobs() from public, anon, authenticated;
grant execute on function public.claim_outbox_jobs(integer, integer, text) to service_role;
grant execute on function public.fail_outbox_job(bigint, text, double precision, double precision) to service_role;
grant execute on function public.enqueue_quote_alerts(integer) to service_role;
grant execute on function public.undelivered_leads() to service_role;
grant execute on function public.retry_failed_outbox_jobs() to service_role;
