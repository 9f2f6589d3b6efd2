-- Articles published from the back office (docs/adr-017-publishing-articles.md).
--
-- * An article is a draft (published = false), scheduled (published, published_at still to come)
--   or published (published, published_at passed). Visitors read only the last kind: the policy
--   compares published_at with the publication clock, so a scheduled article appears at its time
--   without anything having to run then.
-- * The publication clock is now(), shifted by `private.publication_clock` (zero; only the
--   service role changes it, through shift_publication_clock): the end-to-end journeys move it to
--   see a scheduled article appear without waiting.
-- * Staff read every article and write them; each change is in the audit log.
-- * A published article whose slug changes leaves its old address in public.redirects, which the
--   server answers with a 301 to the new one; an address taken again by an article stops
--   redirecting.
-- * Featured images: public bucket `article-images`, JPEG or WebP, 5 MB at most per file, written
--   by staff only, named `<uuid>/<name>-<480|960|1440>.<jpg|webp>` (the sizes the blog serves).

-- ——— The publication clock ———

create table private.publication_clock (
  id boolean primary key default true constraint publication_clock_one_row check (id),
  shift interval not null default interval '0'
);
insert into private.publication_clock (id, shift) values (true, interval '0');
alter table private.publication_clock enable row level security;
revoke all on private.publication_clock from public, anon, authenticated;
-- Read by the visitors' policy on articles: the shift is no secret.
grant select on private.publication_clock to anon, authenticated;
grant all on private.publication_clock to service_role;
create policy publication_clock_read on private.publication_clock
  for select to anon, authenticated using (true);

create function private.publication_now() returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() + coalesce((select c.shift from private.publication_clock c where c.id), interval '0')
$$;

revoke all on function private.publication_now() from public;
grant execute on function private.publication_now() to anon, authenticated, service_role;

-- Moves the publication clock `seconds` from real time (0 puts it back). Service role only.
create function public.shift_publication_clock(seconds integer) returns timestamptz
language sql
security definer
set search_path = ''
as $$
  update private.publication_clock set shift = make_interval(secs => seconds) where id;
  select private.publication_now();
$$;

revoke all on function public.shift_publication_clock(integer) from public, anon, authenticated;
grant execute on function public.shift_publication_clock(integer) to service_role;

-- ——— Articles: who reads and writes ———

drop policy articles_read_published on public.articles;
create policy articles_read_published on public.articles
  for select to anon, authenticated
  using (published and published_at <= (select private.publication_now()));
create policy articles_staff_read on public.articles
  for select to authenticated using ((select private.is_staff()));
create policy articles_staff_insert on public.articles
  for insert to authenticated with check ((select private.is_staff()));
create policy articles_staff_update on public.articles
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy articles_staff_delete on public.articles
  for delete to authenticated using ((select private.is_staff()));

grant insert, update, delete on public.articles to authenticated;

-- What the back office writes is checked here as well: one-line fields and their lengths, at most
-- 12 keywords of 40 characters, a featured image of this site or of the bucket.
alter table public.articles
  add constraint articles_single_line_fields check (
    private.is_single_line(title) and private.is_single_line(coalesce(meta_title, ''))
    and private.is_single_line(coalesce(meta_description, ''))
    and private.is_single_line(coalesce(featured_image, ''))
  ),
  add constraint articles_keywords_bounds check (
    cardinality(keywords) <= 12
    and array_position(keywords, null) is null
    and char_length(array_to_string(keywords, '')) <= 12 * 40
  ),
  add constraint articles_featured_image_length check (char_length(featured_image) <= 500),
  add constraint articles_featured_image_address check (
    featured_image is null or featured_image ~ '^(/media/|https?://[^\s"''<>]+/storage/v1/object/public/article-images/)[^\s"''<>]+$'
  );

-- Publishing now: the database's time (the publication clock), not the browser's.
create function private.article_publication() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.published_at is null then
    new.published_at := private.publication_now();
  end if;
  new.keywords := coalesce(new.keywords, '{}');
  return new;
end
$$;

revoke all on function private.article_publication() from public, anon, authenticated;

create trigger articles_publication
  before insert or update on public.articles
  for each row execute function private.article_publication();

create trigger articles_audit
  after insert or update or delete on public.articles
  for each row execute function private.audit_row_change();

-- ——— Redirects ———

create table public.redirects (
  from_path text primary key,
  to_path text not null,
  article_id uuid references public.articles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint redirects_paths check (
    from_path ~ '^/[a-z0-9/-]*$' and to_path ~ '^/[a-z0-9/-]*$' and from_path <> to_path
  )
);

alter table public.redirects enable row level security;
revoke all on public.redirects from public, anon, authenticated;
-- The server reads them with the anon key, like a page's content.
grant select on public.redirects to anon, authenticated;
grant all on public.redirects to service_role;
create policy redirects_read on public.redirects for select to anon, authenticated using (true);

create index redirects_article_id_idx on public.redirects (article_id);

-- A slug taken by an article no longer redirects; a published article's old slug does.
create function private.article_redirects() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.article_redirects() from public, anon, authenticated;

create trigger articles_redirects
  after insert or update of slug on public.articles
  for each row execute function private.article_redirects();

-- ——— Featured images bucket ———

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('article-images', 'article-images', true, 5242880, array['image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy article_images_staff_read on storage.objects
  for select to authenticated
  using (bucket_id = 'article-images' and (select private.is_staff()));
create policy article_images_staff_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'article-images' and (select private.is_staff()));
create policy article_images_staff_update on storage.objects
  for update to authenticated
  using (bucket_id = 'article-images' and (select private.is_staff()))
  with check (bucket_id = 'article-images' and (select private.is_staff()));
create policy article_images_staff_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'article-images' and (select private.is_staff()));

-- Names hold whoever uploads: one folder (a uuid), a lower-case name, a width the blog serves.
create function private.check_article_image() returns trigger
language plpgsql
set search_path = ''
as $$
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
$$;

revoke all on function private.check_article_image() from public, anon, authenticated;

create trigger article_image_checks
  before insert or update on storage.objects
  for each row execute function private.check_article_image();

-- Uploads and removals of featured images are in the audit log, like every staff change.
create function private.audit_article_image() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  object_row storage.objects := coalesce(new, old);
begin
  if object_row.bucket_id is distinct from 'article-images'
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

revoke all on function private.audit_article_image() from public, anon, authenticated;

create trigger article_image_audit
  after insert or delete on storage.objects
  for each row execute function private.audit_article_image();
