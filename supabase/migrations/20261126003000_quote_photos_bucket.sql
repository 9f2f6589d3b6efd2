-- Photos with a quote request (docs/adr-010-storage.md).
--
-- * Bucket `quote-photos`: private, 10 MB per file, JPEG/PNG/WebP only. Storage checks both
--   on upload (the local server on the file's first bytes).
-- * Anon reaches none of its objects: no policy for anon on this bucket, so RLS refuses it
--   listing, reading, signing and uploading. Staff (private.is_staff()) may list, read and sign
--   links, nothing more. Visitors upload only through a signed URL issued by the edge function
--   `quote-photo-upload` (service role).
-- * The limits hold in the database, whoever uploads: an object's name is
--   `<request id>/<photo id>.<jpg|png|webp>`, the request id must be a stored lead, and a lead
--   has at most 8 photos.
-- * submit_quote takes `photoCount` (0 to 8): the photos the visitor is about to send. The
--   business's e-mail and the sheet row then wait until that many photos arrived, at most
--   10 minutes, so the e-mail carries them.
-- * Deleting a lead (3-year purge, erasure) queues the removal of its photos: an outbox job
--   the worker carries out through the Storage API (on hosted, files are not deleted by SQL).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('quote-photos', 'quote-photos', false, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

alter table public.form_submissions
  add column photos_expected smallint not null default 0,
  add constraint form_submissions_photos_expected_range check (photos_expected between 0 and 8);

create policy quote_photos_staff_read on storage.objects
  for select to authenticated
  using (bucket_id = 'quote-photos' and (select private.is_staff()));

-- Name, known lead and count, checked before a photo's row is written (serialised per lead).
create or replace function private.check_quote_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_request uuid;
  max_photos constant integer := 8;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  select f.request_id into lead_request
    from public.form_submissions f
   where f.request_id = split_part(new.name, '/', 1)::uuid
   for update;
  if not found then
    raise exception using errcode = 'check_violation', message = 'quote_photo_unknown_request',
      hint = 'Demande de devis inconnue : la photo ne peut pas y être jointe.';
  end if;
  if (select count(*) from storage.objects o
       where o.bucket_id = 'quote-photos' and o.name like lead_request::text || '/%') >= max_photos then
    raise exception using errcode = 'check_violation', message = 'quote_photo_limit',
      hint = U&'8\00A0photos au maximum par demande de devis.';
  end if;
  return new;
end
$$;

revoke all on function private.check_quote_photo() from public, anon, authenticated;

create trigger quote_photo_checks
  before insert on storage.objects
  for each row execute function private.check_quote_photo();

-- When the last announced photo arrives, the e-mail and the sheet row stop waiting.
create or replace function private.release_quote_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.form_submissions;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  select * into lead from public.form_submissions f where f.request_id = split_part(new.name, '/', 1)::uuid;
  if lead.id is not null
     and (select count(*) from storage.objects o
           where o.bucket_id = 'quote-photos' and o.name like lead.request_id::text || '/%') >= lead.photos_expected then
    update public.outbox_jobs as job
       set next_attempt_at = now()
     where job.kind in ('quote_email', 'quote_sheet')
       and job.payload ->> 'id' = lead.id::text
       and job.status = 'pending'
       and job.attempts = 0
       and job.next_attempt_at > now();
  end if;
  return new;
end
$$;

revoke all on function private.release_quote_notification() from public, anon, authenticated;

create trigger quote_photo_release_notification
  after insert on storage.objects
  for each row execute function private.release_quote_notification();

-- The request as before, now named private.store_quote; public.submit_quote adds photoCount.
alter function public.submit_quote(jsonb) set schema private;
alter function private.submit_quote(jsonb) rename to store_quote;
revoke all on function private.store_quote(jsonb) from public, anon, authenticated;

create function public.submit_quote(payload jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  photo_count integer := 0;
  stored_id uuid;
  photo_wait constant interval := interval '10 minutes';
begin
  if jsonb_typeof(payload) = 'object' and payload ? 'photoCount' and jsonb_typeof(payload -> 'photoCount') <> 'null' then
    if jsonb_typeof(payload -> 'photoCount') <> 'number'
       or (payload ->> 'photoCount') !~ '^[0-9]+$'
       or (payload ->> 'photoCount')::integer > 8 then
      perform private.reject_quote_field('form_submissions_photos_expected_range', 'photoCount',
        U&'8\00A0photos au maximum par demande de devis.');
    end if;
    photo_count := (payload ->> 'photoCount')::integer;
  end if;

  stored_id := private.store_quote(payload);

  if photo_count > 0 then
    -- Only the first time: a retried request (same requestId) changes nothing.
    update public.form_submissions as f set photos_expected = photo_count
     where f.id = stored_id and f.photos_expected = 0;
    if found then
      update public.outbox_jobs as job
         set next_attempt_at = now() + photo_wait
       where job.kind in ('quote_email', 'quote_sheet')
         and job.payload ->> 'id' = stored_id::text
         and job.status = 'pending'
         and job.attempts = 0;
    end if;
  end if;
  return stored_id;
end
$$;

revoke all on function public.submit_quote(jsonb) from public;
grant execute on function public.submit_quote(jsonb) to anon, authenticated, service_role;

-- The worker's view of a lead's photos: request id, announced count, names (service role only).
create or replace function public.quote_photos(lead_id uuid)
returns table (request_id uuid, photos_expected smallint, names text[])
language sql
stable
security definer
set search_path = ''
as $$
  select f.request_id, f.photos_expected,
         coalesce((select array_agg(o.name order by o.created_at, o.name)
                     from storage.objects o
                    where o.bucket_id = 'quote-photos' and o.name like f.request_id::text || '/%'), '{}')
    from public.form_submissions f
   where f.id = quote_photos.lead_id
$$;

revoke all on function public.quote_photos(uuid) from public, anon, authenticated;
grant execute on function public.quote_photos(uuid) to service_role;

-- Erasure hook: whatever deletes a lead (purge_expired_leads, an erasure request, staff)
-- queues the removal of its photos; the worker removes them through the Storage API.
alter table public.outbox_jobs drop constraint outbox_jobs_kind_allowed;
alter table public.outbox_jobs add constraint outbox_jobs_kind_allowed
  check (kind in (
    'quote_email', 'quote_copy', 'quote_sheet', 'queued_email', 'quote_alert', 'review_rejection',
    'quote_photos_removal'
  ));

create or replace function private.queue_quote_photos_removal() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from storage.objects o
              where o.bucket_id = 'quote-photos' and o.name like old.request_id::text || '/%') then
    perform private.enqueue_job('quote_photos_removal',
      jsonb_build_object('requestId', old.request_id), 'quote_photos_removal:' || old.request_id);
  end if;
  return old;
end
$$;

revoke all on function private.queue_quote_photos_removal() from public, anon, authenticated;

create trigger form_submissions_queue_photos_removal
  after delete on public.form_submissions
  for each row execute function private.queue_quote_photos_removal();
