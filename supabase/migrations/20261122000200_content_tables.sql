-- Published content the site reads: categories, articles, gallery photos, documents.
-- anon and authenticated may read (articles: published ones only) and write nothing;
-- documents' download counter moves only through increment_document_download_count.

create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  created_at timestamptz not null default now(),
  constraint categories_name_unique unique (name),
  constraint categories_slug_unique unique (slug),
  constraint categories_name_length check (char_length(name) between 1 and 80),
  constraint categories_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  excerpt text not null,
  content text not null,
  category_id uuid references public.categories (id) on delete set null,
  featured_image text,
  keywords text[] not null default '{}',
  meta_title text,
  meta_description text,
  published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint articles_slug_unique unique (slug),
  constraint articles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint articles_title_length check (char_length(title) between 1 and 200),
  constraint articles_excerpt_length check (char_length(excerpt) <= 1000),
  constraint articles_content_length check (char_length(content) <= 200000),
  constraint articles_meta_title_length check (char_length(meta_title) <= 200),
  constraint articles_meta_description_length check (char_length(meta_description) <= 500),
  constraint articles_published_at_required check (not published or published_at is not null)
);

create trigger articles_set_updated_at
  before update on public.articles
  for each row execute function private.set_updated_at();

-- Lists, tag pages and related articles: published, newest first (optionally per category).
create index articles_published_at_idx on public.articles (published_at desc) where published;
create index articles_category_published_at_idx on public.articles (category_id, published_at desc) where published;
-- Tag page and search: keywords @> '{tag}'.
create index articles_keywords_idx on public.articles using gin (keywords);
-- Search suggestions: title / content ilike '%term%'.
create index articles_title_trgm_idx on public.articles using gin (title extensions.gin_trgm_ops);
create index articles_content_trgm_idx on public.articles using gin (content extensions.gin_trgm_ops);

create table public.gallery_photos (
  id uuid primary key default gen_random_uuid(),
  url text not null,
  "order" integer not null,
  category text not null,
  location text not null,
  description text not null,
  alt text,
  width integer not null,
  height integer not null,
  created_at timestamptz not null default now(),
  constraint gallery_photos_url_length check (char_length(url) between 1 and 500),
  constraint gallery_photos_category_length check (char_length(category) between 1 and 80),
  constraint gallery_photos_location_length check (char_length(location) between 1 and 120),
  constraint gallery_photos_description_length check (char_length(description) between 1 and 500),
  constraint gallery_photos_alt_length check (char_length(alt) <= 300),
  constraint gallery_photos_width_positive check (width > 0),
  constraint gallery_photos_height_positive check (height > 0)
);

create index gallery_photos_order_idx on public.gallery_photos ("order");

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  category text not null,
  file_url text not null,
  file_type text not null,
  file_size bigint,
  download_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint documents_title_length check (char_length(title) between 1 and 200),
  constraint documents_description_length check (char_length(description) <= 1000),
  constraint documents_category_allowed check (category in (
    'Ponçage & Préparation',
    'Huiles / Vitrificateurs / Cires',
    'Entretien du parquet',
    'Réparation et traitement bois',
    'Escaliers en bois',
    'Fiches sécurité'
  )),
  constraint documents_file_url_length check (char_length(file_url) between 1 and 500),
  constraint documents_file_type_length check (char_length(file_type) between 1 and 20),
  constraint documents_file_size_positive check (file_size > 0),
  constraint documents_download_count_positive check (download_count >= 0)
);

-- A download only moves the counter: it must not change the document's last-modified date
-- (the sitemap's lastmod comes from it).
create or replace function private.set_document_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.title, new.description, new.category, new.file_url, new.file_type, new.file_size)
     is distinct from
     (old.title, old.description, old.category, old.file_url, old.file_type, old.file_size) then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger documents_set_updated_at
  before update on public.documents
  for each row execute function private.set_document_updated_at();

-- Downloads page: ordered by category, then title.
create index documents_category_title_idx on public.documents (category, title);

-- Security: read-only for visitors.
alter table public.categories enable row level security;
alter table public.articles enable row level security;
alter table public.gallery_photos enable row level security;
alter table public.documents enable row level security;

revoke all on public.categories, public.articles, public.gallery_photos, public.documents
  from anon, authenticated;
grant select on public.categories, public.articles, public.gallery_photos, public.documents
  to anon, authenticated;
grant all on public.categories, public.articles, public.gallery_photos, public.documents
  to service_role;

create policy categories_read on public.categories
  for select to anon, authenticated using (true);
create policy articles_read_published on public.articles
  for select to anon, authenticated using (published);
create policy gallery_photos_read on public.gallery_photos
  for select to anon, authenticated using (true);
create policy documents_read on public.documents
  for select to anon, authenticated using (true);
