-- What the outbox worker (edge function outbox-worker, service role only) calls.
-- A job is claimed by pushing its next_attempt_at past a lease, under FOR UPDATE SKIP LOCKED,
-- so two workers never hold the same job; once done it is never claimed again. A worker that
-- dies mid-delivery lets the lease expire and the job is retried (at-least-once delivery).

create or replace function public.claim_outbox_jobs(max_jobs integer default 10, lease_seconds integer default 120)
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
      where due.status = 'pending' and due.next_attempt_at <= now()
      order by due.next_attempt_at, due.id
      limit max_jobs
      for update skip locked
   )
  returning job.*
$$;

create or replace function public.complete_outbox_job(job_id bigint) returns void
language plpgsql
set search_path = ''
as $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = 'done', done_at = now(), last_error = null
   where id = job_id and status = 'pending'
  returning * into job;
  if job.kind = 'queued_email' then
    update public.email_queue
       set status = 'sent', sent_at = now(), attempts = job.attempts, last_error = null
     where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
end
$$;

-- A failed delivery: retried after retry_in_seconds, or given up after max_attempts.
create or replace function public.fail_outbox_job(
  job_id bigint, error text, retry_in_seconds double precision, max_attempts integer
) returns void
language plpgsql
set search_path = ''
as $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = case when attempts >= max_attempts then 'failed' else 'pending' end,
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
end
$$;

-- Not an attempt: the delivery channel is not configured yet; the job waits, with the reason.
create or replace function public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision)
returns void
language sql
set search_path = ''
as $$
  update public.outbox_jobs
     set attempts = greatest(attempts - 1, 0),
         last_error = left(reason, 2000),
         next_attempt_at = now() + make_interval(secs => retry_in_seconds)
   where id = job_id and status = 'pending'
$$;

revoke all on function public.claim_outbox_jobs(integer, integer) from public, anon, authenticated;
revoke all on function public.complete_outbox_job(bigint) from public, anon, authenticated;
revoke all on function public.fail_outbox_job(bigint, text, double precision, integer) from public, anon, authenticated;
revoke all on function public.postpone_outbox_job(bigint, text, double precision) from public, anon, authenticated;
grant execute on function public.claim_outbox_jobs(integer, integer) to service_role;
grant execute on function public.complete_outbox_job(bigint) to service_role;
grant execute on function public.fail_outbox_job(bigint, text, double precision, integer) to service_role;
grant execute on function public.postpone_outbox_job(bigint, text, double precision) to service_role;
