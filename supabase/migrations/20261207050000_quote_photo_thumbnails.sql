-- Thumbnails of the quote photos (docs/adr-010-storage.md).
--
-- * Beside each photo `<request id>/<photo id>.<jpg|png|webp>`, the visitor's browser uploads a
--   small copy `<request id>/<photo id>.thumb.jpg` (longest side 320 px) that the back office
--   shows in the lead's list; the photo itself opens on demand.
-- * A thumbnail is accepted only once its photo is stored (so at most one per photo, 8 per
--   lead) and does not count towards the 8 photos, nor towards the photos the e-mail waits for.
-- * public.quote_photos (the worker's and the upload function's view) lists the photos in
--   `names`, as before, and the stored thumbnails in `thumbs`.

create or replace function private.check_quote_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_request uuid;
  max_photos constant integer := 8;
  thumb boolean;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.(jpg|png|webp)|\.thumb\.jpg)$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  thumb := new.name like '%.thumb.jpg';
  select f.request_id into lead_request
    from public.form_submissions f
   where f.request_id = split_part(new.name, '/', 1)::uuid
   for update;
  if not found then
    raise exception using errcode = 'check_violation', message = 'quote_photo_unknown_request',
      hint = 'Demande de devis inconnue : la photo ne peut pas y être jointe.';
  end if;
  if thumb then
    if not exists (select 1 from storage.objects o
                    where o.bucket_id = 'quote-photos'
                      and o.name in (left(new.name, -10) || '.jpg', left(new.name, -10) || '.png',
                                     left(new.name, -10) || '.webp')) then
      raise exception using errcode = 'check_violation', message = 'quote_photo_thumb_orphan',
        hint = 'La miniature suit sa photo : envoyez d’abord la photo.';
    end if;
    return new;
  end if;
  if (select count(*) from storage.objects o
       where o.bucket_id = 'quote-photos' and o.name like lead_request::text || '/%'
         and o.name not like '%.thumb.jpg') >= max_photos then
    raise exception using errcode = 'check_violation', message = 'quote_photo_limit',
      hint = U&'8\00A0photos au maximum par demande de devis.';
  end if;
  return new;
end
$$;

revoke all on function private.check_quote_photo() from public, anon, authenticated;

create or replace function private.release_quote_notification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead public.form_submissions;
begin
  if new.bucket_id is distinct from 'quote-photos' or new.name like '%.thumb.jpg' then
    return new;
  end if;
  select * into lead from public.form_submissions f where f.request_id = split_part(new.name, '/', 1)::uuid;
  if lead.id is not null
     and (select count(*) from storage.objects o
           where o.bucket_id = 'quote-photos' and o.name like lead.request_id::text || '/%'
             and o.name not like '%.thumb.jpg') >= lead.photos_expected then
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

drop function public.quote_photos(uuid);

create function public.quote_photos(lead_id uuid)
returns table (request_id uuid, photos_expected smallint, names text[], thumbs text[])
language sql
stable
security definer
set search_path = ''
as $$
  select f.request_id, f.photos_expected,
         coalesce((select array_agg(o.name order by o.created_at, o.name)
                     from storage.objects o
                    where o.bucket_id = 'quote-photos' and o.name like f.request_id::text || '/%'
                      and o.name not like '%.thumb.jpg'), '{}'),
         coalesce((select array_agg(o.name order by o.created_at, o.name)
                     from storage.objects o
                    where o.bucket_id = 'quote-photos' and o.name like f.request_id::text || '/%'
                      and o.name like '%.thumb.jpg'), '{}')
    from public.form_submissions f
   where f.id = quote_photos.lead_id
$$;

revoke all on function public.quote_photos(uuid) from public, anon, authenticated;
grant execute on function public.quote_photos(uuid) to service_role;
