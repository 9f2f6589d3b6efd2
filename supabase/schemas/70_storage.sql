-- Storage: the quote photos, gallery and documents buckets, their checks and policies.
-- Generated from the migrated database by `npm run schema -w backend`: do not edit; change
-- the schema with a new migration in supabase/migrations/, then regenerate.

SET check_function_bodies = false;

-- FUNCTION private.check_published_media_name()
CREATE OR REPLACE FUNCTION private.check_published_media_name() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
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
$_$;

-- FUNCTION private.check_quote_photo()
CREATE OR REPLACE FUNCTION private.check_quote_photo() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

-- FUNCTION private.public_object_name(text, text)
CREATE OR REPLACE FUNCTION private.public_object_name(address text, bucket text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select substring(address from '/storage/v1/object/public/' || bucket || '/([^?#]+)$')
$_$;

-- FUNCTION private.queue_quote_photos_removal()
CREATE OR REPLACE FUNCTION private.queue_quote_photos_removal() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from storage.objects o
              where o.bucket_id = 'quote-photos' and o.name like old.request_id::text || '/%') then
    perform private.enqueue_job('quote_photos_removal',
      jsonb_build_object('requestId', old.request_id), 'quote_photos_removal:' || old.request_id);
  end if;
  return old;
end
$$;

-- FUNCTION private.release_quote_notification()
CREATE OR REPLACE FUNCTION private.release_quote_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- FUNCTION public.quote_photos(uuid)
CREATE OR REPLACE FUNCTION public.quote_photos(lead_id uuid) RETURNS TABLE(request_id uuid, photos_expected smallint, names text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f.request_id, f.photos_expected,
         coalesce((select array_agg(o.name order by o.created_at, o.name)
                     from storage.objects o
                    where o.bucket_id = 'quote-photos' and o.name like f.request_id::text || '/%'), '{}')
    from public.form_submissions f
   where f.id = quote_photos.lead_id
$$;

-- TRIGGER public.form_submissions form_submissions_queue_photos_removal
CREATE TRIGGER form_submissions_queue_photos_removal AFTER DELETE ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.queue_quote_photos_removal();

-- TRIGGER storage.objects article_image_audit
CREATE TRIGGER article_image_audit AFTER INSERT OR DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.audit_article_image();

-- TRIGGER storage.objects article_image_checks
CREATE TRIGGER article_image_checks BEFORE INSERT OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_article_image();

-- TRIGGER storage.objects published_media_audit
CREATE TRIGGER published_media_audit AFTER INSERT OR DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.audit_published_media();

-- TRIGGER storage.objects published_media_name_checks
CREATE TRIGGER published_media_name_checks BEFORE INSERT OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_published_media_name();

-- TRIGGER storage.objects quote_photo_checks
CREATE TRIGGER quote_photo_checks BEFORE INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_quote_photo();

-- TRIGGER storage.objects quote_photo_release_notification
CREATE TRIGGER quote_photo_release_notification AFTER INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.release_quote_notification();

-- TRIGGER storage.objects quote_photo_thumb_checks
CREATE TRIGGER quote_photo_thumb_checks BEFORE INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_quote_photo_thumb();

-- POLICY storage.objects article_images_staff_delete
CREATE POLICY article_images_staff_delete ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects article_images_staff_insert
CREATE POLICY article_images_staff_insert ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects article_images_staff_read
CREATE POLICY article_images_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects article_images_staff_update
CREATE POLICY article_images_staff_update ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff))) WITH CHECK (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects published_media_staff_delete
CREATE POLICY published_media_staff_delete ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['gallery'::text, 'documents'::text])) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects published_media_staff_insert
CREATE POLICY published_media_staff_insert ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['gallery'::text, 'documents'::text])) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects published_media_staff_read
CREATE POLICY published_media_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['gallery'::text, 'documents'::text])) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects quote_photo_thumbs_staff_read
CREATE POLICY quote_photo_thumbs_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'quote-photo-thumbs'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects quote_photos_staff_read
CREATE POLICY quote_photos_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'quote-photos'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- ACL private.FUNCTION check_published_media_name()
REVOKE ALL ON FUNCTION private.check_published_media_name() FROM PUBLIC;

-- ACL private.FUNCTION check_quote_photo()
REVOKE ALL ON FUNCTION private.check_quote_photo() FROM PUBLIC;

-- ACL private.FUNCTION public_object_name(address text, bucket text)
REVOKE ALL ON FUNCTION private.public_object_name(address text, bucket text) FROM PUBLIC;

-- ACL private.FUNCTION queue_quote_photos_removal()
REVOKE ALL ON FUNCTION private.queue_quote_photos_removal() FROM PUBLIC;

-- ACL private.FUNCTION release_quote_notification()
REVOKE ALL ON FUNCTION private.release_quote_notification() FROM PUBLIC;

-- ACL public.FUNCTION quote_photos(lead_id uuid)
REVOKE ALL ON FUNCTION public.quote_photos(lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_photos(lead_id uuid) TO service_role;
