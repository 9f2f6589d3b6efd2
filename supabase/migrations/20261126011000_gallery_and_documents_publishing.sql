-- Gallery photos and documents published from the back office
-- (docs/adr-016-gallery-and-documents.md).
--
-- * Buckets `gallery` (JPEG/WebP, 5 MB a file) and `documents` (PDF, 20 MB a file), both public:
--   what they hold is shown to every visitor, so a stable address serves it, even without script.
--   Anon has no policy on their objects: it lists, signs and writes nothing; it reads a file only
--   through its public address. Staff (private.is_staff()) list, upload and remove; each upload
--   and removal is in the audit log.
-- * Object names are chosen by the back office and checked here whoever uploads:
--   gallery `<uuid>-<480|960|1440>.<jpg|webp>`, documents `<uuid>/<slug>.pdf`.
-- * gallery_photos gains `published`: visitors read published photos only; staff read all, add,
--   edit, reorder (reorder_gallery_photos), hide and delete. documents: staff add, edit and
--   delete; the stored size is the stored file's. Every change is in the audit log.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('gallery', 'gallery', true, 5242880, array['image/jpeg', 'image/webp']),
  ('documents', 'documents', true, 20971520, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------
-- Objects: staff only, names checked, changes audited.

create policy published_media_staff_read on storage.objects
  for select to authenticated
  using (bucket_id in ('gallery', 'documents') and (select private.is_staff()));
create policy published_media_staff_insert on storage.objects
  for insert to authenticated
  with check (bucket_id in ('gallery', 'documents') and (select private.is_staff()));
create policy published_media_staff_delete on storage.objects
  for delete to authenticated
  using (bucket_id in ('gallery', 'documents') and (select private.is_staff()));

create function private.check_published_media_name() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.bucket_id = 'gallery'
     and new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(480|960|1440)\.(jpg|webp)$' then
    raise exception using errcode = 'check_violation', message = 'gallery_object_name_format',
      hint = 'Nom de fichier refusé : la photo est nommée par l''espace équipe.';
  end if;
  if new.bucket_id = 'documents'
     and new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[a-z0-9]+(-[a-z0-9]+)*\.pdf$' then
    raise exception using errcode = 'check_violation', message = 'document_object_name_format',
      hint = 'Nom de fichier refusé : le document est nommé par l''espace équipe.';
  end if;
  if new.bucket_id = 'documents' and char_length(new.name) > 130 then
    raise exception using errcode = 'check_violation', message = 'document_object_name_format',
      hint = 'Nom de fichier trop long.';
  end if;
  return new;
end
$$;

revoke all on function private.check_published_media_name() from public, anon, authenticated;

create trigger published_media_name_checks
  before insert or update on storage.objects
  for each row execute function private.check_published_media_name();

create function private.audit_published_media() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  object_row storage.objects := coalesce(new, old);
begin
  if object_row.bucket_id not in ('gallery', 'documents')
     or auth.role() is null or auth.role() not in ('authenticated', 'service_role') then
    return null;
  end if;
  perform private.audit(
    'storage.objects', object_row.bucket_id || '/' || object_row.name,
    case when tg_op = 'DELETE' then 'delete' else 'insert' end,
    null,
    case when tg_op = 'DELETE' then null
         else jsonb_build_object('bucket', object_row.bucket_id, 'name', object_row.name,
                                 'size', object_row.metadata -> 'size') end
  );
  return null;
end
$$;

revoke all on function private.audit_published_media() from public, anon, authenticated;

create trigger published_media_audit
  after insert or delete on storage.objects
  for each row execute function private.audit_published_media();

-- The object a public address of this project names in one bucket (any origin), or null.
create function private.public_object_name(address text, bucket text) returns text
language sql
immutable
set search_path = ''
as $$
  select substring(address from '/storage/v1/object/public/' || bucket || '/([^?#]+)$')
$$;

revoke all on function private.public_object_name(text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Gallery photos: published or hidden, ordered, staff-written, audited.

alter table public.gallery_photos
  add column published boolean not null default true,
  add constraint gallery_photos_url_form check (url ~ '^(/|https://)\S+$');

drop policy gallery_photos_read on public.gallery_photos;
create policy gallery_photos_read on public.gallery_photos
  for select to anon, authenticated using (published);
create policy gallery_photos_staff_read on public.gallery_photos
  for select to authenticated using ((select private.is_staff()));
create policy gallery_photos_staff_insert on public.gallery_photos
  for insert to authenticated with check ((select private.is_staff()));
create policy gallery_photos_staff_update on public.gallery_photos
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy gallery_photos_staff_delete on public.gallery_photos
  for delete to authenticated using ((select private.is_staff()));

revoke insert, update, delete on public.gallery_photos from anon, authenticated;
grant insert (url, "order", category, location, description, alt, width, height, published)
  on public.gallery_photos to authenticated;
grant update ("order", category, location, description, alt, published) on public.gallery_photos to authenticated;
grant delete on public.gallery_photos to authenticated;

-- A photo of the gallery bucket must be stored before its row names it (its 960 px JPEG).
create function private.gallery_photo_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  object_name text := private.public_object_name(new.url, 'gallery');
begin
  if object_name is not null and not exists (
    select 1 from storage.objects o where o.bucket_id = 'gallery' and o.name = object_name
  ) then
    raise exception using errcode = 'check_violation', message = 'gallery_photos_url_stored',
      hint = 'La photo n''est pas enregistrée : envoyez-la de nouveau.';
  end if;
  return new;
end
$$;

revoke all on function private.gallery_photo_check() from public, anon, authenticated;

create trigger gallery_photos_check
  before insert or update of url on public.gallery_photos
  for each row execute function private.gallery_photo_check();

create trigger gallery_photos_audit
  after insert or update or delete on public.gallery_photos
  for each row execute function private.audit_row_change();

-- The gallery's order in one statement: `photo_ids` first to last (staff only).
create function public.reorder_gallery_photos(photo_ids uuid[]) returns integer
language plpgsql
set search_path = ''
as $$
declare
  moved integer;
begin
  if auth.role() is distinct from 'service_role' and not private.is_staff() then
    raise exception using errcode = '42501', message = 'Réservé à l''équipe : connectez-vous avec un compte autorisé.';
  end if;
  if photo_ids is null or cardinality(photo_ids) = 0 or cardinality(photo_ids) > 1000 then
    raise exception using errcode = '22023', message = 'Liste de photos vide ou trop longue.';
  end if;
  update public.gallery_photos as photo
     set "order" = position.rank
    from unnest(photo_ids) with ordinality as position(id, rank)
   where photo.id = position.id and photo."order" is distinct from position.rank;
  get diagnostics moved = row_count;
  return moved;
end
$$;

revoke all on function public.reorder_gallery_photos(uuid[]) from public, anon, authenticated;
grant execute on function public.reorder_gallery_photos(uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Documents: staff add, edit and delete; the size is the stored file's; audited.

create policy documents_staff_insert on public.documents
  for insert to authenticated with check ((select private.is_staff()));
create policy documents_staff_update on public.documents
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy documents_staff_delete on public.documents
  for delete to authenticated using ((select private.is_staff()));

revoke insert, update, delete on public.documents from anon, authenticated;
grant insert (title, description, category, file_url, file_type, file_size) on public.documents to authenticated;
grant update (title, description, category) on public.documents to authenticated;
grant delete on public.documents to authenticated;

create function private.document_file_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  object_name text := private.public_object_name(new.file_url, 'documents');
  stored_size bigint;
begin
  if object_name is null then
    return new;
  end if;
  select (o.metadata ->> 'size')::bigint into stored_size
    from storage.objects o where o.bucket_id = 'documents' and o.name = object_name;
  if not found then
    raise exception using errcode = 'check_violation', message = 'documents_file_url_stored',
      hint = 'Le fichier n''est pas enregistré : envoyez-le de nouveau.';
  end if;
  new.file_type := 'PDF';
  new.file_size := coalesce(stored_size, new.file_size);
  return new;
end
$$;

revoke all on function private.document_file_check() from public, anon, authenticated;

create trigger documents_file_check
  before insert or update of file_url on public.documents
  for each row execute function private.document_file_check();

create trigger documents_audit
  after insert or update or delete on public.documents
  for each row execute function private.audit_row_change();
