-- Storage: the quote photos, gallery and documents buckets, their checks and policies.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

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
  lead_created timestamptz;
  max_photos constant integer := 8;
  limits private.quote_photo_limits;
  today date := (now() at time zone 'Europe/Paris')::date;
  address text := private.request_client_address();
  day_salt text;
  visitor bytea;
  client_photos integer;
  site_photos integer;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  select f.request_id, f.created_at into lead_request, lead_created
    from public.form_submissions f
   where f.request_id = split_part(new.name, '/', 1)::uuid
   for update;
  if not found then
    raise exception using errcode = 'check_violation', message = 'quote_photo_unknown_request',
      hint = 'Demande de devis inconnue : la photo ne peut pas y être jointe.';
  end if;
  select * into limits from private.quote_photo_limits where id;
  if lead_created < now() - limits.request_max_age then
    raise exception using errcode = 'check_violation', message = 'quote_photo_request_too_old',
      hint = U&'Cette demande de devis date de plus de 24\00A0h\00A0: on ne peut plus y joindre de photos. Envoyez-les-nous par e-mail.';
  end if;
  if (select count(*) from storage.objects o
       where o.bucket_id = 'quote-photos' and o.name like lead_request::text || '/%') >= max_photos then
    raise exception using errcode = 'check_violation', message = 'quote_photo_limit',
      hint = U&'8\00A0photos au maximum par demande de devis.';
  end if;

  -- The site's budget of the day, under a lock on the day's row.
  insert into private.quote_photo_days (day) values (today) on conflict (day) do nothing;
  select d.photos into site_photos from private.quote_photo_days d where d.day = today for update;
  if site_photos >= limits.per_site_per_day then
    raise exception using errcode = 'PT429', message = 'quote_photo_site_budget',
      hint = U&'Nous avons reçu trop de photos aujourd’hui\00A0: votre demande est bien enregistrée, envoyez-nous vos photos par e-mail ou réessayez demain.';
  end if;

  -- The client's budget of the day (a server's own upload, without an address, has none).
  if address is not null then
    delete from private.quote_photo_clients c where c.day < today;
    delete from private.quote_photo_days d where d.day < today - 30;
    insert into private.download_salts (day, salt)
    values (today, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'))
    on conflict (day) do nothing;
    select s.salt into day_salt from private.download_salts s where s.day = today;
    visitor := sha256(convert_to(day_salt || '|quote-photos|' || address, 'UTF8'));
    insert into private.quote_photo_clients (day, client) values (today, visitor)
    on conflict (day, client) do nothing;
    select c.photos into client_photos from private.quote_photo_clients c
     where c.day = today and c.client = visitor for update;
    if client_photos >= limits.per_client_per_day then
      raise exception using errcode = 'PT429', message = 'quote_photo_client_budget',
        hint = U&'Vous avez envoyé beaucoup de photos aujourd’hui\00A0: votre demande est bien enregistrée, envoyez-nous les autres par e-mail ou réessayez demain.';
    end if;
    update private.quote_photo_clients c set photos = c.photos + 1 where c.day = today and c.client = visitor;
  end if;

  update private.quote_photo_days d set photos = d.photos + 1 where d.day = today
  returning d.photos into site_photos;
  if site_photos >= limits.per_site_per_day then
    update private.quote_photo_days d set alerted = true where d.day = today and not d.alerted;
    if found then
      perform private.enqueue_job('quote_alert', jsonb_build_object(
        'id', 'alerte:photos:' || today::text,
        'alert', format(
          'ALERTE : %s photos de devis reçues aujourd''hui, le maximum du site. Les suivantes sont refusées jusqu''à demain : les clients sont invités à les envoyer par e-mail.',
          site_photos),
        'timestamp', now()
      ), 'quote_alert:photos:' || today::text);
    end if;
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

-- FUNCTION public.quote_photo_usage()
CREATE OR REPLACE FUNCTION public.quote_photo_usage() RETURNS TABLE(day date, site_photos integer, per_client_per_day integer, per_site_per_day integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select today.day, coalesce(d.photos, 0), l.per_client_per_day, l.per_site_per_day
    from (select (now() at time zone 'Europe/Paris')::date as day) as today
    cross join private.quote_photo_limits l
    left join private.quote_photo_days d on d.day = today.day
$$;
REVOKE ALL ON FUNCTION public.quote_photo_usage() FROM anon, authenticated;

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
REVOKE ALL ON FUNCTION public.quote_photos(uuid) FROM anon, authenticated;

-- FUNCTION public.set_quote_photo_limits(integer, integer)
CREATE OR REPLACE FUNCTION public.set_quote_photo_limits(per_client_per_day integer DEFAULT NULL::integer, per_site_per_day integer DEFAULT NULL::integer) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.quote_photo_limits l
     set per_client_per_day = coalesce(set_quote_photo_limits.per_client_per_day, l.per_client_per_day),
         per_site_per_day = coalesce(set_quote_photo_limits.per_site_per_day, l.per_site_per_day)
   where l.id
$$;
REVOKE ALL ON FUNCTION public.set_quote_photo_limits(integer, integer) FROM anon, authenticated;

-- TABLE private.quote_photo_clients
CREATE TABLE private.quote_photo_clients (
    day date NOT NULL,
    client bytea NOT NULL,
    photos integer DEFAULT 0 NOT NULL
);

-- TABLE private.quote_photo_days
CREATE TABLE private.quote_photo_days (
    day date NOT NULL,
    photos integer DEFAULT 0 NOT NULL,
    alerted boolean DEFAULT false NOT NULL
);

-- TABLE private.quote_photo_limits
CREATE TABLE private.quote_photo_limits (
    id boolean DEFAULT true NOT NULL,
    per_client_per_day integer DEFAULT 24 NOT NULL,
    per_site_per_day integer DEFAULT 400 NOT NULL,
    request_max_age interval DEFAULT '24:00:00'::interval NOT NULL,
    CONSTRAINT quote_photo_limits_one_row CHECK (id),
    CONSTRAINT quote_photo_limits_positive CHECK (((per_client_per_day > 0) AND (per_site_per_day > 0) AND (request_max_age > '00:00:00'::interval)))
);

-- CONSTRAINT private.quote_photo_clients quote_photo_clients_pkey
ALTER TABLE ONLY private.quote_photo_clients
    ADD CONSTRAINT quote_photo_clients_pkey PRIMARY KEY (day, client);

-- CONSTRAINT private.quote_photo_days quote_photo_days_pkey
ALTER TABLE ONLY private.quote_photo_days
    ADD CONSTRAINT quote_photo_days_pkey PRIMARY KEY (day);

-- CONSTRAINT private.quote_photo_limits quote_photo_limits_pkey
ALTER TABLE ONLY private.quote_photo_limits
    ADD CONSTRAINT quote_photo_limits_pkey PRIMARY KEY (id);

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

-- ROW SECURITY private.quote_photo_clients
ALTER TABLE private.quote_photo_clients ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY private.quote_photo_days
ALTER TABLE private.quote_photo_days ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY private.quote_photo_limits
ALTER TABLE private.quote_photo_limits ENABLE ROW LEVEL SECURITY;

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

-- ACL public.FUNCTION quote_photo_usage()
REVOKE ALL ON FUNCTION public.quote_photo_usage() FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_photo_usage() TO service_role;

-- ACL public.FUNCTION quote_photos(lead_id uuid)
REVOKE ALL ON FUNCTION public.quote_photos(lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_photos(lead_id uuid) TO service_role;

-- ACL public.FUNCTION set_quote_photo_limits(per_client_per_day integer, per_site_per_day integer)
REVOKE ALL ON FUNCTION public.set_quote_photo_limits(per_client_per_day integer, per_site_per_day integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.set_quote_photo_limits(per_client_per_day integer, per_site_per_day integer) TO service_role;
