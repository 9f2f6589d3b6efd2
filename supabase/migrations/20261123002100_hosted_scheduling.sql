-- Hosted scheduling: where pg_cron and pg_net are usable (a Supabase project), the database
-- itself calls the outbox-worker edge function every minute and purges expired leads daily.
-- Elsewhere (PGlite, plain PostgreSQL with or without the pg_cron package) nothing is
-- scheduled and the local server runs both itself.
--
-- No secret lives here: the function's base URL and the key it is called with are read at
-- each run from Supabase Vault (secrets 'project_url' and 'service_role_key'), or from the
-- settings app.project_url / app.service_role_key. docs/adr-lead-delivery.md says how to set
-- them; until they are set, each run only logs a warning.

-- True when the extension can be created (or already exists) in this database: it is
-- installed, and if it needs a background worker it is preloaded — for pg_cron, into this
-- very database (cron.database_name). Tested before touching the extension, so nothing
-- fails that would have to be caught.
create or replace function private.extension_usable(extension_name text) returns boolean
language plpgsql stable
set search_path = ''
as $$
declare
  -- Read through pg_settings, which leaves out what the role may not see (an owner that is not
  -- superuser): current_setting() raised there (see docs/adr-backend.md, plain owner role).
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

-- A secret for the scheduled calls: Vault first, then the app.<name> setting; null if neither.
create or replace function private.scheduler_secret(secret_name text) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  secret text;
begin
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1'
      into secret using secret_name;
  end if;
  return coalesce(nullif(secret, ''), nullif(current_setting('app.' || secret_name, true), ''));
end
$$;

-- POSTs {} to an edge function of this project through pg_net (asynchronous: the call
-- returns at once with pg_net's request id; net._http_response keeps the answer a while).
-- timeout_ms bounds how long pg_net waits for the answer, not the function's own run.
create or replace function private.invoke_edge_function(function_name text, timeout_ms integer default 120000)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  base_url text := private.scheduler_secret('project_url');
  service_key text := private.scheduler_secret('service_role_key');
  request_id bigint;
begin
  if base_url is null or service_key is null then
    raise warning 'edge function % not called: set the Vault secrets project_url and service_role_key',
      function_name;
    return null;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3, timeout_milliseconds := $4)'
    into request_id
    using rtrim(base_url, '/') || '/functions/v1/' || function_name,
          '{}'::jsonb,
          jsonb_build_object(
            'Content-Type', 'application/json',
            'apikey', service_key,
            'Authorization', 'Bearer ' || service_key
          ),
          timeout_ms;
  return request_id;
end
$$;

revoke all on function private.extension_usable(text) from public, anon, authenticated;
revoke all on function private.scheduler_secret(text) from public, anon, authenticated;
revoke all on function private.invoke_edge_function(text, integer) from public, anon, authenticated;

do $$
begin
  if not private.extension_usable('pg_cron') then
    raise notice 'pg_cron not usable in this database: the server runs the outbox and the purge';
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  -- Same name as before: rescheduling replaces the job.
  perform cron.schedule('purge-expired-leads', '17 3 * * *', 'select public.purge_expired_leads()');

  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null
     and private.extension_usable('pg_net') then
    if to_regnamespace('extensions') is not null then
      create extension if not exists pg_net with schema extensions;
    else
      create extension if not exists pg_net;
    end if;
  end if;
  if to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    raise notice 'pg_net not usable in this database: outbox-worker is not scheduled';
    return;
  end if;
  perform cron.schedule('outbox-worker', '* * * * *', 'select private.invoke_edge_function(''outbox-worker'')');
end
$$;
