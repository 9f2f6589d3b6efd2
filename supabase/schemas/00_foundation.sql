-- Schemas, extensions and the checks every area shares (e-mail, phone, one line…).
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- SCHEMA extensions
CREATE SCHEMA IF NOT EXISTS extensions;

-- SCHEMA private
CREATE SCHEMA private;

-- EXTENSION pg_trgm
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;


-- FUNCTION private.amount_with_vat(numeric, numeric)
CREATE OR REPLACE FUNCTION private.amount_with_vat(ht numeric, rate numeric) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select round(ht, 2) + round(round(ht, 2) * rate / 100, 2)
$$;

-- FUNCTION private.check_quote_photo_thumb()
CREATE OR REPLACE FUNCTION private.check_quote_photo_thumb() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  photo text := left(new.name, -4);
begin
  if new.bucket_id is distinct from 'quote-photo-thumbs' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  if not exists (select 1 from storage.objects o
                  where o.bucket_id = 'quote-photos'
                    and o.name in (photo || '.jpg', photo || '.png', photo || '.webp')) then
    raise exception using errcode = 'check_violation', message = 'quote_photo_thumb_orphan',
      hint = 'La miniature suit sa photo : envoyez d’abord la photo.';
  end if;
  return new;
end
$_$;

-- FUNCTION private.commune_of_postal_code(text)
CREATE OR REPLACE FUNCTION private.commune_of_postal_code(postal_code text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select commune from (values
    ('57000', 'Metz'), ('57150', 'Creutzwald'), ('57155', 'Marly'), ('57175', 'Gandrange'),
    ('57180', 'Terville'), ('57190', 'Florange'), ('57255', 'Sainte-Marie-aux-Chênes'), ('57360', 'Amnéville'),
    ('57445', 'Réding'), ('57455', 'Seingbouse'), ('57500', 'Saint-Avold'), ('57515', 'Alsting'),
    ('57525', 'Talange'), ('57540', 'Petite-Rosselle'), ('57655', 'Boulange'), ('57685', 'Augny'),
    ('57740', 'Longeville-lès-Saint-Avold'), ('57770', 'Moussey'), ('57780', 'Rosselange'), ('57815', 'Gondrexange'),
    ('57865', 'Amanvillers'), ('57915', 'Woustviller'), ('57925', 'Distroff'), ('57935', 'Luttange'),
    ('57950', 'Montigny-lès-Metz'), ('67000', 'Strasbourg'), ('67100', 'Strasbourg'), ('67112', 'Breuschwickersheim'),
    ('67113', 'Blaesheim'), ('67114', 'Eschau'), ('67115', 'Plobsheim'), ('67116', 'Reichstett'),
    ('67118', 'Geispolsheim'), ('67200', 'Strasbourg'), ('67201', 'Eckbolsheim'), ('67202', 'Wolfisheim'),
    ('67203', 'Oberschaeffolsheim'), ('67204', 'Achenheim'), ('67205', 'Oberhausbergen'), ('67206', 'Mittelhausbergen'),
    ('67207', 'Niederhausbergen'), ('67300', 'Schiltigheim'), ('67380', 'Lingolsheim'), ('67400', 'Illkirch-Graffenstaden'),
    ('67460', 'Souffelweyersheim'), ('67540', 'Ostwald'), ('67610', 'La Wantzenau'), ('67710', 'Wangenbourg-Engenthal'),
    ('67750', 'Scherwiller'), ('67760', 'Gambsheim'), ('67790', 'Steinbourg'), ('67810', 'Holtzheim'),
    ('67820', 'Wittisheim'), ('67840', 'Kilstett'), ('67920', 'Sundhouse'), ('67960', 'Entzheim'),
    ('67970', 'Oermingen'), ('67980', 'Hangenbieten'), ('67990', 'Osthoffen'), ('68000', 'Colmar'),
    ('68040', 'Ingersheim'), ('68100', 'Mulhouse'), ('68110', 'Illzach'), ('68116', 'Guewenheim'),
    ('68118', 'Hirtzbach'), ('68121', 'Urbès'), ('68124', 'Wintzenheim'), ('68125', 'Houssen'),
    ('68126', 'Bennwihr'), ('68170', 'Rixheim'), ('68180', 'Horbourg-Wihr'), ('68200', 'Mulhouse'),
    ('68260', 'Kingersheim'), ('68310', 'Wittelsheim'), ('68330', 'Huningue'), ('68350', 'Brunstatt-Didenheim'),
    ('68360', 'Soultz-Haut-Rhin'), ('68370', 'Orbey'), ('68400', 'Riedisheim'), ('68460', 'Lutterbach'),
    ('68620', 'Bitschwiller-lès-Thann'), ('68750', 'Bergheim'), ('68770', 'Ammerschwihr'), ('68790', 'Morschwiller-le-Bas'),
    ('68830', 'Oderen'), ('68840', 'Pulversheim'), ('68850', 'Staffelfelden'), ('68950', 'Reiningue'),
    ('68980', 'Beblenheim'), ('90000', 'Belfort'), ('90330', 'Chaux'), ('90350', 'Évette-Salbert'),
    ('90370', 'Réchésy'), ('90380', 'Roppe'), ('90600', 'Grandvillars'), ('90700', 'Châtenois-les-Forges'),
    ('90850', 'Essert')
  ) as communes (code, commune)
  where code = btrim(postal_code)
$$;

-- FUNCTION private.company_price_list_date()
CREATE OR REPLACE FUNCTION private.company_price_list_date() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if (new.hourly_rate_ht, new.hourly_rate_counting, new.travel_free_km, new.travel_per_km_ht, new.quote_price_ht)
       is distinct from
     (old.hourly_rate_ht, old.hourly_rate_counting, old.travel_free_km, old.travel_per_km_ht, old.quote_price_ht)
     and new.price_list_date is not distinct from old.price_list_date then
    new.price_list_date := current_date;
  end if;
  return new;
end
$$;

-- FUNCTION private.is_blank(text)
CREATE OR REPLACE FUNCTION private.is_blank(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select value is null or btrim(value) = ''
$$;

-- FUNCTION private.is_valid_email(text)
CREATE OR REPLACE FUNCTION private.is_valid_email(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select private.is_strict_email(value)
$$;

-- FUNCTION private.is_valid_phone(text)
CREATE OR REPLACE FUNCTION private.is_valid_phone(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select private.is_valid_phone_e164(value)
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+33|0)[1-9]\d{8}$'
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+41|0)\d{9}$'
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+49|0)\d{10}$'
$_$;

-- FUNCTION private.is_valid_postal_code(text)
CREATE OR REPLACE FUNCTION private.is_valid_postal_code(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select regexp_replace(value, '\s', '', 'g') ~ '^\d{4,5}$'
$_$;


SET default_tablespace = '';

SET default_table_access_method = heap;

-- FUNCTION private.extension_usable(text)
CREATE OR REPLACE FUNCTION private.extension_usable(extension_name text) RETURNS boolean
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

-- FUNCTION private.french_hint(text)
CREATE OR REPLACE FUNCTION private.french_hint(message text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select regexp_replace(replace(message, '''', U&'\2019'), '(^|[^-])\memail\M', '\1e-mail', 'g')
$$;

-- FUNCTION private.invoke_edge_function(text, integer)
CREATE OR REPLACE FUNCTION private.invoke_edge_function(function_name text, timeout_ms integer DEFAULT 120000) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

-- FUNCTION private.is_single_line(text)
CREATE OR REPLACE FUNCTION private.is_single_line(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select value is null
      or value !~ U&'[\0001-\001F\007F-\009F\061C\200E\200F\2028\2029\202A-\202E\2066-\2069]'
$$;

-- FUNCTION private.is_strict_email(text)
CREATE OR REPLACE FUNCTION private.is_strict_email(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select char_length(value) <= 254
     and position('@' in value) between 2 and 65
     and value ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'
$_$;

-- FUNCTION private.is_valid_phone_e164(text)
CREATE OR REPLACE FUNCTION private.is_valid_phone_e164(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select value ~ '^\+33[1-9][0-9]{8}$'
      or value ~ '^\+41([2-9][0-9]{8}|8[0-9]{11})$'
      or value ~ '^\+49[1-9][0-9]{5,12}$'
$_$;

-- FUNCTION private.notify_outbox_due()
CREATE OR REPLACE FUNCTION private.notify_outbox_due() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  perform pg_notify('outbox_jobs', '');
  return null;
end
$$;

-- FUNCTION private.one_visitor_row_per_statement()
CREATE OR REPLACE FUNCTION private.one_visitor_row_per_statement() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from visitor_inserted_rows offset 1) then
    raise exception using
      errcode = 'check_violation',
      message = format('new rows for relation "%s" violate check constraint "visitor_one_row_per_request"', tg_table_name),
      detail = 'Un visiteur envoie une ligne par requête.',
      hint = 'Envoyez une seule ligne (un objet JSON, pas un tableau de plusieurs).',
      constraint = 'visitor_one_row_per_request',
      table = tg_table_name,
      schema = tg_table_schema;
  end if;
  return null;
end
$$;

-- FUNCTION private.person_key(text)
CREATE OR REPLACE FUNCTION private.person_key(person_email text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$
  select 'sha256:' || encode(sha256(convert_to(lower(btrim(person_email)), 'UTF8')), 'hex')
$$;

-- FUNCTION private.phone_to_e164(text, text)
CREATE OR REPLACE FUNCTION private.phone_to_e164(value text, country text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  with compact as (
    select regexp_replace(regexp_replace(value, '[\s.()/-]', '', 'g'), '^00', '+') as v
  ), international as (
    select case
      when v ~ '^0[1-9]' and country = 'FR' then '+33' || substr(v, 2)
      when v ~ '^0[1-9]' and country = 'CH' then '+41' || substr(v, 2)
      when v ~ '^0[1-9]' and country = 'DE' then '+49' || substr(v, 2)
      else v
    end as v
    from compact
  )
  select regexp_replace(v, '^\+(33|41|49)0', '+\1') from international
$$;

-- FUNCTION private.quote_vat_rate(boolean)
CREATE OR REPLACE FUNCTION private.quote_vat_rate(home_older_than_two_years boolean) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case when home_older_than_two_years is true then 10 else 20 end::numeric
$$;

-- FUNCTION private.request_client_address()
CREATE OR REPLACE FUNCTION private.request_client_address() RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  headers jsonb;
  address text;
  parsed inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return null;
  end;
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;
  address := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(regexp_replace(coalesce(headers ->> 'x-forwarded-for', ''), '^.*,', '')), '')
  );
  if address is null then
    return null;
  end if;
  address := regexp_replace(address, '^::ffff:(\d{1,3}(\.\d{1,3}){3})$', '\1', 'i');
  begin
    parsed := address::inet;
  exception when others then
    return left(address, 100);
  end;
  if family(parsed) = 6 then
    return network(set_masklen(parsed, 64))::text;
  end if;
  return host(parsed);
end
$_$;

-- FUNCTION private.scheduler_secret(text)
CREATE OR REPLACE FUNCTION private.scheduler_secret(secret_name text) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  secret text;
begin
  if to_regclass('vault.decrypted_secrets') is not null then
    execute 'select decrypted_secret from vault.decrypted_secrets where name = $1 limit 1'
      into secret using secret_name;
  end if;
  return coalesce(nullif(secret, ''), nullif(current_setting('app.' || secret_name, true), ''));
end
$_$;

-- FUNCTION private.session_alive()
CREATE OR REPLACE FUNCTION private.session_alive() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select exists (
    select 1
      from auth.sessions as s
     where s.id = case
                    when (select auth.jwt() ->> 'session_id')
                         ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
                    then (select auth.jwt() ->> 'session_id')::uuid
                  end
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now())
  )
$_$;

-- FUNCTION private.set_updated_at()
CREATE OR REPLACE FUNCTION private.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- FUNCTION storage.foldername(text)
CREATE OR REPLACE FUNCTION storage.foldername(name text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE
    AS $$
      declare
        _parts text[];
      begin
        select string_to_array(name, '/') into _parts;
        return _parts[1 : array_length(_parts, 1) - 1];
      end
      $$;

-- ACL SCHEMA extensions
GRANT USAGE ON SCHEMA extensions TO anon;
GRANT USAGE ON SCHEMA extensions TO authenticated;
GRANT USAGE ON SCHEMA extensions TO service_role;

-- ACL SCHEMA private
GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

-- ACL private.FUNCTION check_quote_photo_thumb()
REVOKE ALL ON FUNCTION private.check_quote_photo_thumb() FROM PUBLIC;

-- ACL private.FUNCTION commune_of_postal_code(postal_code text)
REVOKE ALL ON FUNCTION private.commune_of_postal_code(postal_code text) FROM PUBLIC;

-- ACL private.FUNCTION extension_usable(extension_name text)
REVOKE ALL ON FUNCTION private.extension_usable(extension_name text) FROM PUBLIC;

-- ACL private.FUNCTION french_hint(message text)
REVOKE ALL ON FUNCTION private.french_hint(message text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.french_hint(message text) TO anon;
GRANT ALL ON FUNCTION private.french_hint(message text) TO authenticated;
GRANT ALL ON FUNCTION private.french_hint(message text) TO service_role;

-- ACL private.FUNCTION invoke_edge_function(function_name text, timeout_ms integer)
REVOKE ALL ON FUNCTION private.invoke_edge_function(function_name text, timeout_ms integer) FROM PUBLIC;

-- ACL private.FUNCTION notify_outbox_due()
REVOKE ALL ON FUNCTION private.notify_outbox_due() FROM PUBLIC;

-- ACL private.FUNCTION person_key(person_email text)
REVOKE ALL ON FUNCTION private.person_key(person_email text) FROM PUBLIC;

-- ACL private.FUNCTION request_client_address()
REVOKE ALL ON FUNCTION private.request_client_address() FROM PUBLIC;

-- ACL private.FUNCTION scheduler_secret(secret_name text)
REVOKE ALL ON FUNCTION private.scheduler_secret(secret_name text) FROM PUBLIC;

-- ACL private.FUNCTION session_alive()
REVOKE ALL ON FUNCTION private.session_alive() FROM PUBLIC;
GRANT ALL ON FUNCTION private.session_alive() TO authenticated;
GRANT ALL ON FUNCTION private.session_alive() TO service_role;
