-- Helpers shared by the tables' CHECK constraints and by submit_quote, so the site's
-- validation rules are written once. They live in schema "private", which the REST layer
-- does not expose; constraints call them with the inserting role's rights, hence the grants.

create schema if not exists private;
grant usage on schema private to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pg_trgm with schema extensions;

-- Same pattern as the browser's check: something@something.something, no spaces.
create or replace function private.is_valid_email(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'
$$;

-- French, Swiss or German number, spaces ignored.
create or replace function private.is_valid_phone(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select regexp_replace(value, '\s', '', 'g') ~ '^(\+33|0)[1-9]\d{8}$'
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+41|0)\d{9}$'
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+49|0)\d{10}$'
$$;

-- 4 (Switzerland) or 5 (France, Germany) digits, spaces ignored.
create or replace function private.is_valid_postal_code(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select regexp_replace(value, '\s', '', 'g') ~ '^\d{4,5}$'
$$;

create or replace function private.is_blank(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value is null or btrim(value) = ''
$$;

create or replace function private.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
