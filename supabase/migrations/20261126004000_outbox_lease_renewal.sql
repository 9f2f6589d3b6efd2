-- Short outbox leases, renewed while a worker holds them, and given back when it stops.
--
-- A claim used to lease its jobs for the worst case of a whole batch (120 s): a worker killed
-- mid-batch held its jobs that long although other workers were healthy. Now a worker leases
-- for a short time (OUTBOX_LEASE_SECONDS, 20 s) and renews the lease of every job it still holds
-- a few times per lease, so a dead worker's jobs are due again within one short lease, and a
-- worker that stops (SIGTERM, draining) hands back the jobs it has not started at once.

-- Pushes the lease of jobs the caller still holds (pending, leased into the future) to
-- lease_seconds from now. Returns how many leases were renewed.
create function public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) returns integer
language sql
set search_path = ''
as $$
  with renewed as (
    update public.outbox_jobs
       set next_attempt_at = now() + make_interval(secs => lease_seconds)
     where id = any(job_ids)
       and status = 'pending'
       and next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from renewed
$$;

-- Gives back claimed jobs whose delivery has not started: due now, and the claim's attempt is
-- not counted (it did not happen). Returns how many jobs were released.
create function public.release_outbox_jobs(job_ids bigint[]) returns integer
language sql
set search_path = ''
as $$
  with released as (
    update public.outbox_jobs
       set next_attempt_at = now(),
           attempts = greatest(attempts - 1, 0)
     where id = any(job_ids)
       and status = 'pending'
       and next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from released
$$;

revoke all on function public.renew_outbox_jobs(bigint[], integer) from public, anon, authenticated;
revoke all on function public.release_outbox_jobs(bigint[]) from public, anon, authenticated;
grant execute on function public.renew_outbox_jobs(bigint[], integer) to service_role;
grant execute on function public.release_outbox_jobs(bigint[]) to service_role;
