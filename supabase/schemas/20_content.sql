-- Articles, their publication and redirects, categories, gallery, documents and their download count, company details.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- FUNCTION private.article_publication()
CREATE OR REPLACE FUNCTION private.article_publication() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.published and new.published_at is null then
    new.published_at := private.publication_now();
  end if;
  new.keywords := coalesce(new.keywords, '{}');
  return new;
end
$$;

-- FUNCTION private.article_redirects()
CREATE OR REPLACE FUNCTION private.article_redirects() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  new_path text := '/blog/' || new.slug || '/';
begin
  delete from public.redirects r where r.from_path = new_path;
  if tg_op = 'UPDATE' and new.slug is distinct from old.slug then
    -- Earlier addresses of the article lead straight to the new one.
    update public.redirects r set to_path = new_path where r.article_id = new.id;
    if old.published and old.published_at <= private.publication_now() then
      insert into public.redirects (from_path, to_path, article_id)
      values ('/blog/' || old.slug || '/', new_path, new.id)
      on conflict (from_path) do update set to_path = excluded.to_path, article_id = excluded.article_id;
    end if;
  end if;
  return null;
end
$$;

-- FUNCTION private.business_email()
CREATE OR REPLACE FUNCTION private.business_email() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select nullif(email, '') from public.company_details where id = 'entreprise'
$$;

-- FUNCTION private.check_article_image()
CREATE OR REPLACE FUNCTION private.check_article_image() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  if new.bucket_id is distinct from 'article-images' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[a-z0-9]+(-[a-z0-9]+)*-(480|960|1440)\.(jpg|webp)$'
     or char_length(new.name) > 160 then
    raise exception using errcode = 'check_violation', message = 'article_image_name_format',
      hint = 'Nom d’image invalide.';
  end if;
  return new;
end
$_$;

-- FUNCTION private.company_details_check()
CREATE OR REPLACE FUNCTION private.company_details_check() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  entry record;
  agency jsonb;
  position integer := 0;
begin
  for entry in select key, value from jsonb_each_text(to_jsonb(new) - 'agencies' - 'updated_at') loop
    if length(entry.value) > 300 or not private.is_single_line(entry.value) then
      raise exception using errcode = '23514',
        message = format('Le champ « %s » doit tenir sur une ligne de 300 caractères au plus.', entry.key);
    end if;
  end loop;
  -- Not a list: the table's check constraint refuses it after this trigger.
  if jsonb_typeof(new.agencies) <> 'array' then
    return new;
  end if;
  for agency in select value from jsonb_array_elements(new.agencies) loop
    position := position + 1;
    if jsonb_typeof(agency) <> 'object'
      or (select array_agg(k order by k) from jsonb_object_keys(agency) as k)
        <> array['city', 'label', 'locality', 'phone', 'postalCode', 'street']
      or exists (select 1 from jsonb_each(agency) as e where jsonb_typeof(e.value) <> 'string') then
      raise exception using errcode = '23514',
        message = format('Agence %s : libellé, ville, rue, code postal, commune et téléphone sont attendus.', position);
    end if;
    if exists (
      select 1 from jsonb_each_text(agency) as e
       where length(e.value) > 120 or not private.is_single_line(e.value)
    ) then
      raise exception using errcode = '23514',
        message = format('Agence %s : chaque valeur tient sur une ligne de 120 caractères au plus.', position);
    end if;
    if btrim(agency ->> 'label') = '' or btrim(agency ->> 'city') = '' then
      raise exception using errcode = '23514',
        message = format('Agence %s : le libellé et la ville sont obligatoires.', position);
    end if;
    if agency ->> 'postalCode' !~ '^([0-9]{5})?$' then
      raise exception using errcode = '23514',
        message = format('Agence %s : le code postal compte 5 chiffres.', position);
    end if;
    if agency ->> 'phone' !~ '^(\+?[0-9][0-9 .]{5,19})?$' then
      raise exception using errcode = '23514',
        message = format('Agence %s : le téléphone n''est pas un numéro.', position);
    end if;
  end loop;
  return new;
end
$_$;

-- FUNCTION private.document_file_check()
CREATE OR REPLACE FUNCTION private.document_file_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- FUNCTION private.gallery_photo_check()
CREATE OR REPLACE FUNCTION private.gallery_photo_check() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- FUNCTION private.publication_now()
CREATE OR REPLACE FUNCTION private.publication_now() RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select now() + coalesce((select c.shift from private.publication_clock c where c.id), interval '0')
$$;

-- FUNCTION private.set_document_updated_at()
CREATE OR REPLACE FUNCTION private.set_document_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (new.title, new.description, new.category, new.file_url, new.file_type, new.file_size)
     is distinct from
     (old.title, old.description, old.category, old.file_url, old.file_type, old.file_size) then
    new.updated_at := now();
  end if;
  return new;
end
$$;

-- FUNCTION public.increment_document_download_count(uuid)
CREATE OR REPLACE FUNCTION public.increment_document_download_count(document_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
#variable_conflict use_variable
declare
  today date := (now() at time zone 'Europe/Paris')::date;
  address text := coalesce(private.request_client_address(), 'unknown');
  day_salt text;
  daily_cap constant integer := 200;
begin
  if not exists (select 1 from public.documents d where d.id = document_id) then
    return;
  end if;

  -- Yesterday's salts and visits go as soon as a new day starts.
  delete from private.download_salts s where s.day < today;
  delete from private.document_download_visits v where v.day < today;

  insert into private.download_salts (day, salt)
  values (today, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'))
  on conflict (day) do nothing;
  select s.salt into day_salt from private.download_salts s where s.day = today;

  if (select count(*) from private.document_download_visits v
       where v.document_id = document_id and v.day = today) >= daily_cap then
    return;
  end if;

  insert into private.document_download_visits (document_id, day, visitor)
  values (document_id, today,
          sha256(convert_to(day_salt || '|' || document_id::text || '|' || address, 'UTF8')))
  on conflict do nothing;
  if found then
    update public.documents d set download_count = d.download_count + 1 where d.id = document_id;
  end if;
end
$$;
REVOKE ALL ON FUNCTION public.increment_document_download_count(uuid) FROM anon, authenticated;

-- FUNCTION public.reorder_gallery_photos(uuid[])
CREATE OR REPLACE FUNCTION public.reorder_gallery_photos(photo_ids uuid[]) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION public.reorder_gallery_photos(uuid[]) FROM anon, authenticated;

-- FUNCTION public.shift_publication_clock(integer)
CREATE OR REPLACE FUNCTION public.shift_publication_clock(seconds integer) RETURNS timestamp with time zone
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update private.publication_clock set shift = make_interval(secs => seconds) where id;
  select private.publication_now();
$$;
REVOKE ALL ON FUNCTION public.shift_publication_clock(integer) FROM anon, authenticated;

-- TABLE private.document_download_visits
CREATE TABLE private.document_download_visits (
    document_id uuid NOT NULL,
    day date NOT NULL,
    visitor bytea NOT NULL
);

-- TABLE private.download_salts
CREATE TABLE private.download_salts (
    day date NOT NULL,
    salt text NOT NULL
);

-- TABLE private.publication_clock
CREATE TABLE private.publication_clock (
    id boolean DEFAULT true NOT NULL,
    shift interval DEFAULT '00:00:00'::interval NOT NULL,
    CONSTRAINT publication_clock_one_row CHECK (id)
);

-- TABLE public.articles
CREATE TABLE public.articles (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    slug text NOT NULL,
    title text NOT NULL,
    excerpt text NOT NULL,
    content text NOT NULL,
    category_id uuid,
    featured_image text,
    keywords text[] DEFAULT '{}'::text[] NOT NULL,
    meta_title text,
    meta_description text,
    published boolean DEFAULT false NOT NULL,
    published_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT articles_content_length CHECK ((char_length(content) <= 200000)),
    CONSTRAINT articles_excerpt_length CHECK ((char_length(excerpt) <= 1000)),
    CONSTRAINT articles_featured_image_address CHECK (((featured_image IS NULL) OR (featured_image ~ '^(/media/|https?://[^\s"''<>]+/storage/v1/object/public/article-images/)[^\s"''<>]+$'::text))),
    CONSTRAINT articles_featured_image_length CHECK ((char_length(featured_image) <= 500)),
    CONSTRAINT articles_keywords_bounds CHECK (((cardinality(keywords) <= 12) AND (array_position(keywords, NULL::text) IS NULL) AND (char_length(array_to_string(keywords, ''::text)) <= (12 * 40)))),
    CONSTRAINT articles_meta_description_length CHECK ((char_length(meta_description) <= 500)),
    CONSTRAINT articles_meta_title_length CHECK ((char_length(meta_title) <= 200)),
    CONSTRAINT articles_published_at_required CHECK (((NOT published) OR (published_at IS NOT NULL))),
    CONSTRAINT articles_single_line_fields CHECK ((private.is_single_line(title) AND private.is_single_line(COALESCE(meta_title, ''::text)) AND private.is_single_line(COALESCE(meta_description, ''::text)) AND private.is_single_line(COALESCE(featured_image, ''::text)))),
    CONSTRAINT articles_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT articles_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);
REVOKE ALL ON TABLE public.articles FROM anon, authenticated;

-- TABLE public.categories
CREATE TABLE public.categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT categories_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 80))),
    CONSTRAINT categories_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))
);
REVOKE ALL ON TABLE public.categories FROM anon, authenticated;

-- TABLE public.company_details
CREATE TABLE public.company_details (
    id text DEFAULT 'entreprise'::text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    whatsapp text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    head_office_street text DEFAULT ''::text NOT NULL,
    head_office_postal_code text DEFAULT ''::text NOT NULL,
    head_office_city text DEFAULT ''::text NOT NULL,
    agencies jsonb DEFAULT '[]'::jsonb NOT NULL,
    opening_days text DEFAULT ''::text NOT NULL,
    opens text DEFAULT ''::text NOT NULL,
    closes text DEFAULT ''::text NOT NULL,
    siret text DEFAULT ''::text NOT NULL,
    rcs text DEFAULT ''::text NOT NULL,
    vat_number text DEFAULT ''::text NOT NULL,
    insurer_name text DEFAULT ''::text NOT NULL,
    insurer_policy text DEFAULT ''::text NOT NULL,
    insurer_area text DEFAULT ''::text NOT NULL,
    publication_director text DEFAULT ''::text NOT NULL,
    host_name text DEFAULT ''::text NOT NULL,
    host_address text DEFAULT ''::text NOT NULL,
    host_phone text DEFAULT ''::text NOT NULL,
    mediator_name text DEFAULT ''::text NOT NULL,
    mediator_address text DEFAULT ''::text NOT NULL,
    mediator_website text DEFAULT ''::text NOT NULL,
    main_site_url text DEFAULT ''::text NOT NULL,
    facebook_url text DEFAULT ''::text NOT NULL,
    youtube_url text DEFAULT ''::text NOT NULL,
    linkedin_url text DEFAULT ''::text NOT NULL,
    listing_url text DEFAULT ''::text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    reply_delay text DEFAULT '24 h'::text NOT NULL,
    hourly_rate_ht numeric(8,2),
    hourly_rate_counting text DEFAULT ''::text NOT NULL,
    travel_free_km integer,
    travel_per_km_ht numeric(6,2),
    quote_price_ht numeric(8,2) DEFAULT 0 NOT NULL,
    price_list_date date DEFAULT CURRENT_DATE NOT NULL,
    figure_years text DEFAULT ''::text NOT NULL,
    figure_floors text DEFAULT ''::text NOT NULL,
    figure_staircases text DEFAULT ''::text NOT NULL,
    figure_satisfaction text DEFAULT ''::text NOT NULL,
    external_rating_source text DEFAULT ''::text NOT NULL,
    external_rating_value numeric(2,1),
    external_rating_count integer,
    external_rating_date date,
    external_rating_url text DEFAULT ''::text NOT NULL,
    -- The firm's legal name and form, as a devis states them (« SAS au capital de 10 000 € »).
    legal_name text DEFAULT ''::text NOT NULL,
    legal_form text DEFAULT ''::text NOT NULL,
    CONSTRAINT company_details_agencies_list CHECK (((jsonb_typeof(agencies) = 'array'::text) AND (jsonb_array_length(agencies) <= 12) AND (length((agencies)::text) <= 6000))),
    CONSTRAINT company_details_email CHECK (((email = ''::text) OR private.is_valid_email(email))),
    CONSTRAINT company_details_external_rating CHECK ((((external_rating_value IS NULL) OR ((external_rating_value >= (0)::numeric) AND (external_rating_value <= (5)::numeric))) AND ((external_rating_count IS NULL) OR ((external_rating_count >= 1) AND (external_rating_count <= 1000000))) AND (char_length(external_rating_source) <= 60) AND ((external_rating_url = ''::text) OR (external_rating_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text)))),
    CONSTRAINT company_details_figures CHECK (((char_length(figure_years) <= 20) AND (char_length(figure_floors) <= 20) AND (char_length(figure_staircases) <= 20) AND (char_length(figure_satisfaction) <= 20))),
    CONSTRAINT company_details_hours CHECK ((((opens = ''::text) OR (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)) AND ((closes = ''::text) OR (closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)))),
    CONSTRAINT company_details_price_list CHECK ((((hourly_rate_ht IS NULL) OR ((hourly_rate_ht >= (0)::numeric) AND (hourly_rate_ht <= (1000)::numeric))) AND ((travel_free_km IS NULL) OR ((travel_free_km >= 0) AND (travel_free_km <= 500))) AND ((travel_per_km_ht IS NULL) OR ((travel_per_km_ht >= (0)::numeric) AND (travel_per_km_ht <= (50)::numeric))) AND ((quote_price_ht >= (0)::numeric) AND (quote_price_ht <= (10000)::numeric)) AND (char_length(hourly_rate_counting) <= 300))),
    CONSTRAINT company_details_reply_delay CHECK ((char_length(reply_delay) <= 40)),
    CONSTRAINT company_details_single_row CHECK ((id = 'entreprise'::text)),
    CONSTRAINT company_details_siret CHECK (((siret = ''::text) OR (siret ~ '^[0-9]{3} ?[0-9]{3} ?[0-9]{3} ?[0-9]{5}$'::text))),
    CONSTRAINT company_details_urls CHECK ((((main_site_url = ''::text) OR (main_site_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text)) AND ((mediator_website = ''::text) OR (mediator_website ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text)) AND ((facebook_url = ''::text) OR (facebook_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text)) AND ((youtube_url = ''::text) OR (youtube_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text)) AND ((linkedin_url = ''::text) OR (linkedin_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text)) AND ((listing_url = ''::text) OR (listing_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$'::text))))
);
REVOKE ALL ON TABLE public.company_details FROM anon, authenticated;

-- TABLE public.documents
CREATE TABLE public.documents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    category text NOT NULL,
    file_url text NOT NULL,
    file_type text NOT NULL,
    file_size bigint,
    download_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT documents_category_allowed CHECK ((category = ANY (ARRAY['Ponçage & Préparation'::text, 'Huiles / Vitrificateurs / Cires'::text, 'Entretien du parquet'::text, 'Réparation et traitement bois'::text, 'Escaliers en bois'::text, 'Fiches sécurité'::text]))),
    CONSTRAINT documents_description_length CHECK ((char_length(description) <= 1000)),
    CONSTRAINT documents_download_count_positive CHECK ((download_count >= 0)),
    CONSTRAINT documents_file_size_positive CHECK ((file_size > 0)),
    CONSTRAINT documents_file_type_length CHECK (((char_length(file_type) >= 1) AND (char_length(file_type) <= 20))),
    CONSTRAINT documents_file_url_length CHECK (((char_length(file_url) >= 1) AND (char_length(file_url) <= 500))),
    CONSTRAINT documents_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);
REVOKE ALL ON TABLE public.documents FROM anon, authenticated;

-- TABLE public.gallery_photos
CREATE TABLE public.gallery_photos (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    url text NOT NULL,
    "order" integer NOT NULL,
    category text NOT NULL,
    location text NOT NULL,
    description text NOT NULL,
    alt text,
    width integer NOT NULL,
    height integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    published boolean DEFAULT true NOT NULL,
    CONSTRAINT gallery_photos_alt_length CHECK ((char_length(alt) <= 300)),
    CONSTRAINT gallery_photos_category_length CHECK (((char_length(category) >= 1) AND (char_length(category) <= 80))),
    CONSTRAINT gallery_photos_description_length CHECK (((char_length(description) >= 1) AND (char_length(description) <= 500))),
    CONSTRAINT gallery_photos_height_positive CHECK ((height > 0)),
    CONSTRAINT gallery_photos_location_length CHECK (((char_length(location) >= 1) AND (char_length(location) <= 120))),
    CONSTRAINT gallery_photos_url_form CHECK ((url ~ '^(/|https://)\S+$'::text)),
    CONSTRAINT gallery_photos_url_length CHECK (((char_length(url) >= 1) AND (char_length(url) <= 500))),
    CONSTRAINT gallery_photos_width_positive CHECK ((width > 0))
);
REVOKE ALL ON TABLE public.gallery_photos FROM anon, authenticated;

-- TABLE public.redirects
CREATE TABLE public.redirects (
    from_path text NOT NULL,
    to_path text NOT NULL,
    article_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT redirects_paths CHECK (((from_path ~ '^/[a-z0-9/-]*$'::text) AND (to_path ~ '^/[a-z0-9/-]*$'::text) AND (from_path <> to_path)))
);
REVOKE ALL ON TABLE public.redirects FROM anon, authenticated;

-- CONSTRAINT private.document_download_visits document_download_visits_pkey
ALTER TABLE ONLY private.document_download_visits
    ADD CONSTRAINT document_download_visits_pkey PRIMARY KEY (document_id, day, visitor);

-- CONSTRAINT private.download_salts download_salts_pkey
ALTER TABLE ONLY private.download_salts
    ADD CONSTRAINT download_salts_pkey PRIMARY KEY (day);

-- CONSTRAINT private.publication_clock publication_clock_pkey
ALTER TABLE ONLY private.publication_clock
    ADD CONSTRAINT publication_clock_pkey PRIMARY KEY (id);

-- CONSTRAINT public.articles articles_pkey
ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_pkey PRIMARY KEY (id);

-- CONSTRAINT public.articles articles_slug_unique
ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_slug_unique UNIQUE (slug);

-- CONSTRAINT public.categories categories_name_unique
ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_name_unique UNIQUE (name);

-- CONSTRAINT public.categories categories_pkey
ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_pkey PRIMARY KEY (id);

-- CONSTRAINT public.categories categories_slug_unique
ALTER TABLE ONLY public.categories
    ADD CONSTRAINT categories_slug_unique UNIQUE (slug);

-- CONSTRAINT public.company_details company_details_pkey
ALTER TABLE ONLY public.company_details
    ADD CONSTRAINT company_details_pkey PRIMARY KEY (id);

-- CONSTRAINT public.documents documents_pkey
ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);

-- CONSTRAINT public.gallery_photos gallery_photos_pkey
ALTER TABLE ONLY public.gallery_photos
    ADD CONSTRAINT gallery_photos_pkey PRIMARY KEY (id);

-- CONSTRAINT public.redirects redirects_pkey
ALTER TABLE ONLY public.redirects
    ADD CONSTRAINT redirects_pkey PRIMARY KEY (from_path);

-- INDEX private.document_download_visits_day_idx
CREATE INDEX document_download_visits_day_idx ON private.document_download_visits USING btree (day);

-- INDEX public.articles_category_published_at_idx
CREATE INDEX articles_category_published_at_idx ON public.articles USING btree (category_id, published_at DESC) WHERE published;

-- INDEX public.articles_content_trgm_idx
CREATE INDEX articles_content_trgm_idx ON public.articles USING gin (content extensions.gin_trgm_ops);

-- INDEX public.articles_keywords_idx
CREATE INDEX articles_keywords_idx ON public.articles USING gin (keywords);

-- INDEX public.articles_published_at_idx
CREATE INDEX articles_published_at_idx ON public.articles USING btree (published_at DESC) WHERE published;

-- INDEX public.articles_title_trgm_idx
CREATE INDEX articles_title_trgm_idx ON public.articles USING gin (title extensions.gin_trgm_ops);

-- INDEX public.documents_category_title_idx
CREATE INDEX documents_category_title_idx ON public.documents USING btree (category, title);

-- INDEX public.gallery_photos_order_idx
CREATE INDEX gallery_photos_order_idx ON public.gallery_photos USING btree ("order");

-- INDEX public.redirects_article_id_idx
CREATE INDEX redirects_article_id_idx ON public.redirects USING btree (article_id);

-- TRIGGER public.articles articles_audit
CREATE TRIGGER articles_audit AFTER INSERT OR DELETE OR UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.articles articles_one_row
CREATE TRIGGER articles_one_row AFTER INSERT ON public.articles REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.articles articles_publication
CREATE TRIGGER articles_publication BEFORE INSERT OR UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.article_publication();

-- TRIGGER public.articles articles_redirects
CREATE TRIGGER articles_redirects AFTER INSERT OR UPDATE OF slug ON public.articles FOR EACH ROW EXECUTE FUNCTION private.article_redirects();

-- TRIGGER public.articles articles_set_updated_at
CREATE TRIGGER articles_set_updated_at BEFORE UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.company_details company_details_audit
CREATE TRIGGER company_details_audit AFTER INSERT OR DELETE OR UPDATE ON public.company_details FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.company_details company_details_check
CREATE TRIGGER company_details_check BEFORE INSERT OR UPDATE ON public.company_details FOR EACH ROW EXECUTE FUNCTION private.company_details_check();

-- TRIGGER public.company_details company_details_price_list_date
CREATE TRIGGER company_details_price_list_date BEFORE UPDATE ON public.company_details FOR EACH ROW EXECUTE FUNCTION private.company_price_list_date();

-- TRIGGER public.company_details company_details_set_updated_at
CREATE TRIGGER company_details_set_updated_at BEFORE UPDATE ON public.company_details FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.documents documents_audit
CREATE TRIGGER documents_audit AFTER INSERT OR DELETE OR UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.documents documents_file_check
CREATE TRIGGER documents_file_check BEFORE INSERT OR UPDATE OF file_url ON public.documents FOR EACH ROW EXECUTE FUNCTION private.document_file_check();

-- TRIGGER public.documents documents_one_row
CREATE TRIGGER documents_one_row AFTER INSERT ON public.documents REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.documents documents_set_updated_at
CREATE TRIGGER documents_set_updated_at BEFORE UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION private.set_document_updated_at();

-- TRIGGER public.gallery_photos gallery_photos_audit
CREATE TRIGGER gallery_photos_audit AFTER INSERT OR DELETE OR UPDATE ON public.gallery_photos FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.gallery_photos gallery_photos_check
CREATE TRIGGER gallery_photos_check BEFORE INSERT OR UPDATE OF url ON public.gallery_photos FOR EACH ROW EXECUTE FUNCTION private.gallery_photo_check();

-- TRIGGER public.gallery_photos gallery_photos_one_row
CREATE TRIGGER gallery_photos_one_row AFTER INSERT ON public.gallery_photos REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- FK CONSTRAINT private.document_download_visits document_download_visits_document_id_fkey
ALTER TABLE ONLY private.document_download_visits
    ADD CONSTRAINT document_download_visits_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.documents(id) ON DELETE CASCADE;

-- FK CONSTRAINT public.articles articles_category_id_fkey
ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.categories(id) ON DELETE SET NULL;

-- FK CONSTRAINT public.redirects redirects_article_id_fkey
ALTER TABLE ONLY public.redirects
    ADD CONSTRAINT redirects_article_id_fkey FOREIGN KEY (article_id) REFERENCES public.articles(id) ON DELETE CASCADE;

-- ROW SECURITY private.document_download_visits
ALTER TABLE private.document_download_visits ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY private.download_salts
ALTER TABLE private.download_salts ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY private.publication_clock
ALTER TABLE private.publication_clock ENABLE ROW LEVEL SECURITY;

-- POLICY private.publication_clock publication_clock_read
CREATE POLICY publication_clock_read ON private.publication_clock FOR SELECT TO anon, authenticated USING (true);

-- ROW SECURITY public.articles
ALTER TABLE public.articles ENABLE ROW LEVEL SECURITY;

-- POLICY public.articles articles_read_published
CREATE POLICY articles_read_published ON public.articles FOR SELECT TO anon, authenticated USING ((published AND (published_at <= ( SELECT private.publication_now() AS publication_now))));

-- POLICY public.articles articles_staff_delete
CREATE POLICY articles_staff_delete ON public.articles FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.articles articles_staff_insert
CREATE POLICY articles_staff_insert ON public.articles FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.articles articles_staff_read
CREATE POLICY articles_staff_read ON public.articles FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.articles articles_staff_update
CREATE POLICY articles_staff_update ON public.articles FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.categories
ALTER TABLE public.categories ENABLE ROW LEVEL SECURITY;

-- POLICY public.categories categories_read
CREATE POLICY categories_read ON public.categories FOR SELECT TO anon, authenticated USING (true);

-- ROW SECURITY public.company_details
ALTER TABLE public.company_details ENABLE ROW LEVEL SECURITY;

-- POLICY public.company_details company_details_read
CREATE POLICY company_details_read ON public.company_details FOR SELECT TO anon, authenticated USING (true);

-- POLICY public.company_details company_details_staff_update
CREATE POLICY company_details_staff_update ON public.company_details FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.documents
ALTER TABLE public.documents ENABLE ROW LEVEL SECURITY;

-- POLICY public.documents documents_read
CREATE POLICY documents_read ON public.documents FOR SELECT TO anon, authenticated USING (true);

-- POLICY public.documents documents_staff_delete
CREATE POLICY documents_staff_delete ON public.documents FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.documents documents_staff_insert
CREATE POLICY documents_staff_insert ON public.documents FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.documents documents_staff_update
CREATE POLICY documents_staff_update ON public.documents FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.gallery_photos
ALTER TABLE public.gallery_photos ENABLE ROW LEVEL SECURITY;

-- POLICY public.gallery_photos gallery_photos_read
CREATE POLICY gallery_photos_read ON public.gallery_photos FOR SELECT TO anon, authenticated USING (published);

-- POLICY public.gallery_photos gallery_photos_staff_delete
CREATE POLICY gallery_photos_staff_delete ON public.gallery_photos FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.gallery_photos gallery_photos_staff_insert
CREATE POLICY gallery_photos_staff_insert ON public.gallery_photos FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.gallery_photos gallery_photos_staff_read
CREATE POLICY gallery_photos_staff_read ON public.gallery_photos FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.gallery_photos gallery_photos_staff_update
CREATE POLICY gallery_photos_staff_update ON public.gallery_photos FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.redirects
ALTER TABLE public.redirects ENABLE ROW LEVEL SECURITY;

-- POLICY public.redirects redirects_read
CREATE POLICY redirects_read ON public.redirects FOR SELECT TO anon, authenticated USING (true);

-- ACL private.FUNCTION article_publication()
REVOKE ALL ON FUNCTION private.article_publication() FROM PUBLIC;

-- ACL private.FUNCTION article_redirects()
REVOKE ALL ON FUNCTION private.article_redirects() FROM PUBLIC;

-- ACL private.FUNCTION business_email()
REVOKE ALL ON FUNCTION private.business_email() FROM PUBLIC;
GRANT ALL ON FUNCTION private.business_email() TO anon;
GRANT ALL ON FUNCTION private.business_email() TO authenticated;
GRANT ALL ON FUNCTION private.business_email() TO service_role;

-- ACL private.FUNCTION check_article_image()
REVOKE ALL ON FUNCTION private.check_article_image() FROM PUBLIC;

-- ACL private.FUNCTION document_file_check()
REVOKE ALL ON FUNCTION private.document_file_check() FROM PUBLIC;

-- ACL private.FUNCTION gallery_photo_check()
REVOKE ALL ON FUNCTION private.gallery_photo_check() FROM PUBLIC;

-- ACL private.FUNCTION publication_now()
REVOKE ALL ON FUNCTION private.publication_now() FROM PUBLIC;
GRANT ALL ON FUNCTION private.publication_now() TO anon;
GRANT ALL ON FUNCTION private.publication_now() TO authenticated;
GRANT ALL ON FUNCTION private.publication_now() TO service_role;

-- ACL public.FUNCTION increment_document_download_count(document_id uuid)
REVOKE ALL ON FUNCTION public.increment_document_download_count(document_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.increment_document_download_count(document_id uuid) TO anon;
GRANT ALL ON FUNCTION public.increment_document_download_count(document_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.increment_document_download_count(document_id uuid) TO service_role;

-- ACL public.FUNCTION reorder_gallery_photos(photo_ids uuid[])
REVOKE ALL ON FUNCTION public.reorder_gallery_photos(photo_ids uuid[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reorder_gallery_photos(photo_ids uuid[]) TO authenticated;
GRANT ALL ON FUNCTION public.reorder_gallery_photos(photo_ids uuid[]) TO service_role;

-- ACL public.FUNCTION shift_publication_clock(seconds integer)
REVOKE ALL ON FUNCTION public.shift_publication_clock(seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.shift_publication_clock(seconds integer) TO service_role;

-- ACL private.TABLE publication_clock
GRANT SELECT ON TABLE private.publication_clock TO anon;
GRANT SELECT ON TABLE private.publication_clock TO authenticated;
GRANT ALL ON TABLE private.publication_clock TO service_role;

-- ACL public.TABLE articles
GRANT SELECT ON TABLE public.articles TO anon;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.articles TO authenticated;
GRANT ALL ON TABLE public.articles TO service_role;

-- ACL public.TABLE categories
GRANT SELECT ON TABLE public.categories TO anon;
GRANT SELECT ON TABLE public.categories TO authenticated;
GRANT ALL ON TABLE public.categories TO service_role;

-- ACL public.TABLE company_details
GRANT SELECT ON TABLE public.company_details TO anon;
GRANT SELECT ON TABLE public.company_details TO authenticated;
GRANT ALL ON TABLE public.company_details TO service_role;

-- ACL public.COLUMN company_details.phone
GRANT UPDATE(phone) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.whatsapp
GRANT UPDATE(whatsapp) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.email
GRANT UPDATE(email) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.head_office_street
GRANT UPDATE(head_office_street) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.head_office_postal_code
GRANT UPDATE(head_office_postal_code) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.head_office_city
GRANT UPDATE(head_office_city) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.agencies
GRANT UPDATE(agencies) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.opening_days
GRANT UPDATE(opening_days) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.opens
GRANT UPDATE(opens) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.closes
GRANT UPDATE(closes) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.siret
GRANT UPDATE(siret) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.rcs
GRANT UPDATE(rcs) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.vat_number
GRANT UPDATE(vat_number) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.insurer_name
GRANT UPDATE(insurer_name) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.insurer_policy
GRANT UPDATE(insurer_policy) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.insurer_area
GRANT UPDATE(insurer_area) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.publication_director
GRANT UPDATE(publication_director) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.host_name
GRANT UPDATE(host_name) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.host_address
GRANT UPDATE(host_address) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.host_phone
GRANT UPDATE(host_phone) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.mediator_name
GRANT UPDATE(mediator_name) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.mediator_address
GRANT UPDATE(mediator_address) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.mediator_website
GRANT UPDATE(mediator_website) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.main_site_url
GRANT UPDATE(main_site_url) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.facebook_url
GRANT UPDATE(facebook_url) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.youtube_url
GRANT UPDATE(youtube_url) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.linkedin_url
GRANT UPDATE(linkedin_url) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.listing_url
GRANT UPDATE(listing_url) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.reply_delay
GRANT UPDATE(reply_delay) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.hourly_rate_ht
GRANT UPDATE(hourly_rate_ht) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.hourly_rate_counting
GRANT UPDATE(hourly_rate_counting) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.travel_free_km
GRANT UPDATE(travel_free_km) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.travel_per_km_ht
GRANT UPDATE(travel_per_km_ht) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.quote_price_ht
GRANT UPDATE(quote_price_ht) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.price_list_date
GRANT UPDATE(price_list_date) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.figure_years
GRANT UPDATE(figure_years) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.figure_floors
GRANT UPDATE(figure_floors) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.figure_staircases
GRANT UPDATE(figure_staircases) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.figure_satisfaction
GRANT UPDATE(figure_satisfaction) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.external_rating_source
GRANT UPDATE(external_rating_source) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.external_rating_value
GRANT UPDATE(external_rating_value) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.external_rating_count
GRANT UPDATE(external_rating_count) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.external_rating_date
GRANT UPDATE(external_rating_date) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.external_rating_url
GRANT UPDATE(external_rating_url) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.legal_name
GRANT UPDATE(legal_name) ON TABLE public.company_details TO authenticated;

-- ACL public.COLUMN company_details.legal_form
GRANT UPDATE(legal_form) ON TABLE public.company_details TO authenticated;

-- ACL public.TABLE documents
GRANT SELECT ON TABLE public.documents TO anon;
GRANT SELECT,DELETE ON TABLE public.documents TO authenticated;
GRANT ALL ON TABLE public.documents TO service_role;

-- ACL public.COLUMN documents.title
GRANT INSERT(title),UPDATE(title) ON TABLE public.documents TO authenticated;

-- ACL public.COLUMN documents.description
GRANT INSERT(description),UPDATE(description) ON TABLE public.documents TO authenticated;

-- ACL public.COLUMN documents.category
GRANT INSERT(category),UPDATE(category) ON TABLE public.documents TO authenticated;

-- ACL public.COLUMN documents.file_url
GRANT INSERT(file_url) ON TABLE public.documents TO authenticated;

-- ACL public.COLUMN documents.file_type
GRANT INSERT(file_type) ON TABLE public.documents TO authenticated;

-- ACL public.COLUMN documents.file_size
GRANT INSERT(file_size) ON TABLE public.documents TO authenticated;

-- ACL public.TABLE gallery_photos
GRANT SELECT ON TABLE public.gallery_photos TO anon;
GRANT SELECT,DELETE ON TABLE public.gallery_photos TO authenticated;
GRANT ALL ON TABLE public.gallery_photos TO service_role;

-- ACL public.COLUMN gallery_photos.url
GRANT INSERT(url) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos."order"
GRANT INSERT("order"),UPDATE("order") ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.category
GRANT INSERT(category),UPDATE(category) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.location
GRANT INSERT(location),UPDATE(location) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.description
GRANT INSERT(description),UPDATE(description) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.alt
GRANT INSERT(alt),UPDATE(alt) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.width
GRANT INSERT(width) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.height
GRANT INSERT(height) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.COLUMN gallery_photos.published
GRANT INSERT(published),UPDATE(published) ON TABLE public.gallery_photos TO authenticated;

-- ACL public.TABLE redirects
GRANT SELECT ON TABLE public.redirects TO anon;
GRANT SELECT ON TABLE public.redirects TO authenticated;
GRANT ALL ON TABLE public.redirects TO service_role;
