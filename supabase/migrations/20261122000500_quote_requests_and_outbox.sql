-- Quote requests (leads) and the outbox of jobs that notify the business about them.
-- Neither table is reachable by visitors: quotes arrive through submit_quote(), jobs are
-- written in the same transaction and delivered by the outbox worker (service role).

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null,
  surface integer not null,
  service_type text not null default 'poncage_vitrification',
  finish_type text,
  full_name text not null,
  phone text not null,
  email text not null,
  postal_code text not null,
  message text,
  property_type text not null,
  has_elevator boolean,
  teinture boolean not null default false,
  finition text not null,
  street_number text,
  street_name text,
  city text,
  address text not null,
  estimated_price numeric(10, 2),
  source text not null default 'wizard',
  last_contact_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint form_submissions_request_id_unique unique (request_id),
  constraint form_submissions_surface_range check (surface between 10 and 200),
  constraint form_submissions_service_type_length check (char_length(service_type) between 1 and 60),
  constraint form_submissions_finish_type_length check (char_length(finish_type) <= 40),
  constraint form_submissions_full_name_required check (not private.is_blank(full_name)),
  constraint form_submissions_full_name_length check (char_length(full_name) <= 120),
  constraint form_submissions_phone_format check (private.is_valid_phone(phone)),
  constraint form_submissions_email_format check (private.is_valid_email(email)),
  constraint form_submissions_email_length check (char_length(email) <= 254),
  constraint form_submissions_postal_code_format check (private.is_valid_postal_code(postal_code)),
  constraint form_submissions_message_length check (char_length(message) <= 2000),
  constraint form_submissions_property_type_allowed check (property_type in ('maison', 'appartement')),
  constraint form_submissions_has_elevator_required
    check (property_type <> 'appartement' or has_elevator is not null),
  constraint form_submissions_finition_allowed check (finition in (
    'poncageVitrification', 'huileEnvironnement', 'vernisIntensif', 'poncageEscalier', 'intensif'
  )),
  constraint form_submissions_street_number_length check (char_length(street_number) <= 20),
  constraint form_submissions_street_name_length check (char_length(street_name) <= 200),
  constraint form_submissions_city_length check (char_length(city) <= 100),
  constraint form_submissions_address_length check (char_length(address) <= 400),
  constraint form_submissions_estimated_price_positive check (estimated_price >= 0),
  constraint form_submissions_source_allowed check (source in ('wizard', 'modal'))
);

create trigger form_submissions_set_updated_at
  before update on public.form_submissions
  for each row execute function private.set_updated_at();

-- Retention purge: leads whose last contact is older than three years.
create index form_submissions_last_contact_at_idx on public.form_submissions (last_contact_at);
-- Back office: newest requests first.
create index form_submissions_created_at_idx on public.form_submissions (created_at desc);

create table public.outbox_jobs (
  id bigserial primary key,
  kind text not null,
  payload jsonb not null,
  dedupe_key text not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  done_at timestamptz,
  created_at timestamptz not null default now(),
  constraint outbox_jobs_dedupe_key_unique unique (dedupe_key),
  constraint outbox_jobs_kind_allowed check (kind in ('quote_email', 'quote_copy', 'quote_sheet', 'queued_email')),
  constraint outbox_jobs_status_allowed check (status in ('pending', 'done', 'failed')),
  constraint outbox_jobs_attempts_positive check (attempts >= 0),
  constraint outbox_jobs_last_error_length check (char_length(last_error) <= 2000)
);

-- The worker's claim: pending jobs that are due, oldest first.
create index outbox_jobs_due_idx on public.outbox_jobs (next_attempt_at, id) where status = 'pending';
-- Retention purge of the jobs of a purged lead.
create index outbox_jobs_form_submission_idx on public.outbox_jobs ((payload ->> 'id'))
  where kind in ('quote_email', 'quote_copy', 'quote_sheet');

alter table public.form_submissions enable row level security;
alter table public.outbox_jobs enable row level security;

revoke all on public.form_submissions, public.outbox_jobs from anon, authenticated;
grant all on public.form_submissions, public.outbox_jobs to service_role;
grant usage, select on sequence public.outbox_jobs_id_seq to service_role;
-- No policy for anon or authenticated: RLS denies them every row.

create or replace function private.enqueue_job(job_kind text, job_payload jsonb, job_dedupe_key text)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  inserted_id bigint;
begin
  insert into public.outbox_jobs (kind, payload, dedupe_key)
  values (job_kind, job_payload, job_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into inserted_id;
  return inserted_id is not null;
end
$$;

-- An article contact message queued by a visitor is delivered by the same worker.
create or replace function private.enqueue_queued_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_job('queued_email', jsonb_build_object('emailQueueId', new.id), 'queued_email:' || new.id);
  return new;
end
$$;

create trigger email_queue_enqueue_delivery
  after insert on public.email_queue
  for each row execute function private.enqueue_queued_email();
