-- Thumbnails of the quote photos (docs/adr-010-storage.md).
--
-- * Bucket `quote-photo-thumbs`: private, JPEG only, 100 KB per file. Beside each photo
--   `quote-photos/<request id>/<photo id>.<jpg|png|webp>`, the visitor's browser uploads a
--   small copy `quote-photo-thumbs/<request id>/<photo id>.jpg` (longest side 320 px) that the
--   back office lists; the photo itself opens on demand.
-- * A bucket of its own, so that nothing that counts or checks the photos (8 per lead, the
--   budgets per client and per day, the e-mail that waits for the announced photos, the
--   worker's links) sees a thumbnail; its own trigger accepts a thumbnail only once its photo is
--   stored, so there is at most one per photo and the photos' limits bound them.
-- * Anon has no policy on it (uploads go through the function `quote-photo-upload`'s signed
--   URL); staff list, read and sign, nothing more. The worker removes a lead's thumbnails with
--   its photos.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('quote-photo-thumbs', 'quote-photo-thumbs', false, 102400, array['image/jpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy quote_photo_thumbs_staff_read on storage.objects
  for select to authenticated
  using (bucket_id = 'quote-photo-thumbs' and (select private.is_staff()));

create function private.check_quote_photo_thumb() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  photo text := left(new.name, -4);
begin
  if new.bucket_id is distinct from 'quote-photo-thumbs' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  if not exists (select 1 from storage.objects o
                  where o.bucket_id = 'quote-photos'
                    and o.name in (photo || '.jpg', photo || '.png', photo || '.webp')) then
    raise exception using errcode = 'check_violation', message = 'quote_photo_thumb_orphan',
      hint = 'La miniature suit sa photo : envoyez d’abord la photo.';
  end if;
  return new;
end
$$;

revoke all on function private.check_quote_photo_thumb() from public, anon, authenticated;

create trigger quote_photo_thumb_checks
  before insert on storage.objects
  for each row execute function private.check_quote_photo_thumb();
