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

-- Supabase Auth's own tables, in its shape and names (subset): the local server's /auth/v1
-- keeps users, sessions, refresh tokens and one-time tokens here, and migrations may reference
-- auth.users as they do on a hosted project. Created only when missing. Tokens are stored as
-- SHA-256 hashes (token_hash / "token"), never as given to the client. Only the server's own
-- connection reads them: no API role has any right on them. See docs/adr-007-auth-subset.md.
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where email is not null;

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

create table if not exists auth.one_time_tokens (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null,
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now()
);
create unique index if not exists one_time_tokens_user_id_token_type_key on auth.one_time_tokens (user_id, token_type);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);

-- Sign-in links and codes of the embedded Auth (docs/adr-007-auth-subset.md): several may be
-- pending per member (a new request does not void the links already sent). The link carries a
-- random token; the six-digit code is kept apart and voided after a few wrong guesses.
create table if not exists auth.sign_in_codes (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null,
  link_hash text not null,
  code_hash text,
  failures integer not null default 0,
  created_at timestamptz not null default now()
);
create index if not exists sign_in_codes_link_hash_idx on auth.sign_in_codes (link_hash);
create index if not exists sign_in_codes_user_idx on auth.sign_in_codes (user_id, created_at);

-- Sign-in attempts, for the limits per account and per client (several servers share them).
create table if not exists auth.sign_in_attempts (
  id bigserial primary key,
  bucket text not null,
  attempted_at timestamptz not null default now()
);
create index if not exists sign_in_attempts_bucket_idx on auth.sign_in_attempts (bucket, attempted_at);

do $auth_tables$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    execute 'revoke all on auth.users, auth.sessions, auth.refresh_tokens, auth.one_time_tokens, auth.sign_in_attempts, auth.sign_in_codes from public, anon, authenticated, service_role';
  end if;
end
$auth_tables$;

-- Storage: the two tables of a hosted project's `storage` schema the server's Storage subset
-- uses (backend/src/storage), in their hosted shape, and the `storage.foldername()` helper that
-- policies call. Buckets and policies themselves come from the migrations, as on hosted.
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

do $storage$
begin
  if to_regprocedure('storage.foldername(text)') is null then
    execute $fn$
      create function storage.foldername(name text) returns text[] language plpgsql immutable as $body$
      declare
        _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[1 : array_length(_parts, 1) - 1];
      end
      $body$
    $fn$;
  end if;
  if to_regprocedure('storage.filename(text)') is null then
    execute $fn$
      create function storage.filename(name text) returns text language plpgsql immutable as $body$
      declare
        _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[array_length(_parts, 1)];
      end
      $body$
    $fn$;
  end if;
end
$storage$;
