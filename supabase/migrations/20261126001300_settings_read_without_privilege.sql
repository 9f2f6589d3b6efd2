-- Reading a server setting must not fail for an owner role that is not superuser (PostgreSQL
-- allows such an owner; backend/README.md too): current_setting('shared_preload_libraries')
-- raises there, pg_settings just leaves the row out. The two landed migrations that read it
-- were changed in place to read pg_settings (the one exception to forward-only history, see
-- docs/adr-backend.md, "Migrations on a plain owner role"); this re-creates the function
-- with the same body for databases migrated before that change. Same answers as before
-- wherever the setting is visible; elsewhere pg_cron and pg_net count as not usable, which
-- they are (creating them needs a superuser).
create or replace function private.extension_usable(extension_name text) returns boolean
language plpgsql stable
set search_path = ''
as $$
declare
  preloaded text[] := string_to_array(regexp_replace(coalesce(
    (select setting from pg_catalog.pg_settings where name = 'shared_preload_libraries'), ''), '[\s"'']', '', 'g'), ',');
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = extension_name) then
    return true;
  end if;
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = extension_name) then
    return false;
  end if;
  if extension_name in ('pg_cron', 'pg_net') and not (extension_name = any (preloaded)) then
    return false;
  end if;
  if extension_name = 'pg_cron' then
    return coalesce(nullif((select setting from pg_catalog.pg_settings where name = 'cron.database_name'), ''),
                    'postgres') = current_database();
  end if;
  return true;
end
$$;

revoke all on function private.extension_usable(text) from public, anon, authenticated;
