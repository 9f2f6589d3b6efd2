-- Articles, categories, gallery, documents and their download count.
-- Generated from the migrated database by `npm run schema -w backend`: do not edit; change
-- the schema with a new migration in supabase/migrations/, then regenerate.

SET check_function_bodies = false;

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
    CONSTRAINT articles_meta_description_length CHECK ((char_length(meta_description) <= 500)),
    CONSTRAINT articles_meta_title_length CHECK ((char_length(meta_title) <= 200)),
    CONSTRAINT articles_published_at_required CHECK (((NOT published) OR (published_at IS NOT NULL))),
    CONSTRAINT articles_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
    CONSTRAINT articles_title_length CHECK (((char_length(title) >= 1) AND (char_length(title) <= 200)))
);

-- TABLE public.categories
CREATE TABLE public.categories (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    slug text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT categories_name_length CHECK (((char_length(name) >= 1) AND (char_length(name) <= 80))),
    CONSTRAINT categories_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text))
);

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
    CONSTRAINT gallery_photos_alt_length CHECK ((char_length(alt) <= 300)),
    CONSTRAINT gallery_photos_category_length CHECK (((char_length(category) >= 1) AND (char_length(category) <= 80))),
    CONSTRAINT gallery_photos_description_length CHECK (((char_length(description) >= 1) AND (char_length(description) <= 500))),
    CONSTRAINT gallery_photos_height_positive CHECK ((height > 0)),
    CONSTRAINT gallery_photos_location_length CHECK (((char_length(location) >= 1) AND (char_length(location) <= 120))),
    CONSTRAINT gallery_photos_url_length CHECK (((char_length(url) >= 1) AND (char_length(url) <= 500))),
    CONSTRAINT gallery_photos_width_positive CHECK ((width > 0))
);

-- CONSTRAINT private.document_download_visits document_download_visits_pkey
ALTER TABLE ONLY private.document_download_visits
    ADD CONSTRAINT document_download_visits_pkey PRIMARY KEY (document_id, day, visitor);

-- CONSTRAINT private.download_salts download_salts_pkey
ALTER TABLE ONLY private.download_salts
    ADD CONSTRAINT download_salts_pkey PRIMARY KEY (day);

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

-- CONSTRAINT public.documents documents_pkey
ALTER TABLE ONLY public.documents
    ADD CONSTRAINT documents_pkey PRIMARY KEY (id);

-- CONSTRAINT public.gallery_photos gallery_photos_pkey
ALTER TABLE ONLY public.gallery_photos
    ADD CONSTRAINT gallery_photos_pkey PRIMARY KEY (id);

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

-- TRIGGER public.articles articles_set_updated_at
CREATE TRIGGER articles_set_updated_at BEFORE UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.documents documents_set_updated_at
CREATE TRIGGER documents_set_updated_at BEFORE UPDATE ON public.documents FOR EACH ROW EXECUTE FUNCTION private.set_document_updated_at();

-- FK CONSTRAINT private.document_download_visits document_download_visits_document_id_fkey
ALTER TABLE ONLY private.document_download_visits
    ADD CONSTRAINT document_download_visits_document_id_fkey FOREIGN KEY (document_id) REFERENCES public.documents(id) ON DELETE CASCADE;

-- FK CONSTRAINT public.articles articles_category_id_fkey
ALTER TABLE ONLY public.articles
    ADD CONSTRAINT articles_category_id_fkey FOREIGN KEY (category_id) REFERENCES public.categories(id) ON DELETE SET NULL;

-- ROW SECURITY private.document_download_visits
ALTER TABLE private.document_download_visits ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY private.download_salts
ALTER TABLE private.download_salts ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.articles
ALTER TABLE public.articles ENABLE ROW LEVEL SECURITY;

-- POLICY public.articles articles_read_published
CREATE POLICY articles_read_published ON public.articles FOR SELECT TO anon, authenticated USING (published);

-- ROW SECURITY public.categories
ALTER TABLE public.categories ENABLE ROW LEVEL SECURITY;

-- POLICY public.categories categories_read
CREATE POLICY categories_read ON public.categories FOR SELECT TO anon, authenticated USING (true);

-- ROW SECURITY public.documents
ALTER TABLE public.documents ENABLE ROW LEVEL SECURITY;

-- POLICY public.documents documents_read
CREATE POLICY documents_read ON public.documents FOR SELECT TO anon, authenticated USING (true);

-- ROW SECURITY public.gallery_photos
ALTER TABLE public.gallery_photos ENABLE ROW LEVEL SECURITY;

-- POLICY public.gallery_photos gallery_photos_read
CREATE POLICY gallery_photos_read ON public.gallery_photos FOR SELECT TO anon, authenticated USING (true);

-- ACL public.FUNCTION increment_document_download_count(document_id uuid)
REVOKE ALL ON FUNCTION public.increment_document_download_count(document_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.increment_document_download_count(document_id uuid) TO anon;
GRANT ALL ON FUNCTION public.increment_document_download_count(document_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.increment_document_download_count(document_id uuid) TO service_role;

-- ACL public.TABLE articles
GRANT SELECT ON TABLE public.articles TO anon;
GRANT SELECT ON TABLE public.articles TO authenticated;
GRANT ALL ON TABLE public.articles TO service_role;

-- ACL public.TABLE categories
GRANT SELECT ON TABLE public.categories TO anon;
GRANT SELECT ON TABLE public.categories TO authenticated;
GRANT ALL ON TABLE public.categories TO service_role;

-- ACL public.TABLE documents
GRANT SELECT ON TABLE public.documents TO anon;
GRANT SELECT ON TABLE public.documents TO authenticated;
GRANT ALL ON TABLE public.documents TO service_role;

-- ACL public.TABLE gallery_photos
GRANT SELECT ON TABLE public.gallery_photos TO anon;
GRANT SELECT ON TABLE public.gallery_photos TO authenticated;
GRANT ALL ON TABLE public.gallery_photos TO service_role;
