-- Local stand-in for what a hosted Supabase project already has before any migration runs:
-- the API roles and the auth helpers that read the claims the REST layer sets per request.
-- Applied by the local server only (never deployed); every statement is idempotent.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
grant usage on schema public to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- Created only when missing: a real Supabase database keeps its own definitions.
do $compat$
begin
  if to_regprocedure('auth.jwt()') is null then
    execute $fn$
      create function auth.jwt() returns jsonb language sql stable as $body$
        select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
      $body$
    $fn$;
  end if;
  if to_regprocedure('auth.role()') is null then
    execute $fn$
      create function auth.role() returns text language sql stable as $body$
        select auth.jwt() ->> 'role'
      $body$
    $fn$;
  end if;
  if to_regprocedure('auth.uid()') is null then
    execute $fn$
      create function auth.uid() returns uuid language sql stable as $body$
        select nullif(auth.jwt() ->> 'sub', '')::uuid
      $body$
    $fn$;
  end if;
end
$compat$;

-- The Supabase CLI's own bookkeeping, in its shape (supabase_migrations.schema_migrations:
-- version, statements, name; seed_files: path, hash), so `supabase db push` or
-- `supabase migration list` against a database migrated here see the same history.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];
alter table supabase_migrations.schema_migrations add column if not exists name text;
create table if not exists supabase_migrations.seed_files (path text not null primary key, hash text not null);

-- Databases migrated by an earlier version of this server: the seed was a 'seed' version
-- (which the CLI would report as a remote migration missing locally) and there was an
-- applied_at column the CLI does not have.
do $bookkeeping$
begin
  if exists (select 1 from supabase_migrations.schema_migrations where version = 'seed') then
    insert into supabase_migrations.seed_files (path, hash)
    values ('supabase/seed.sql', 'applied-before-hash-tracking')
    on conflict (path) do nothing;
    delete from supabase_migrations.schema_migrations where version = 'seed';
  end if;
  alter table supabase_migrations.schema_migrations alter column name drop not null;
  alter table supabase_migrations.schema_migrations drop column if exists applied_at;
end
$bookkeeping$;
