-- Baseline: the schema every migration up to this version had built, in one file (as
-- `supabase migration squash` writes it: pg_dump --schema-only of the migrated database, grouped
-- by area), followed by what a schema dump leaves out: the rows those migrations inserted, the revokes a
-- hosted project's default privileges need (anon and authenticated get nothing unless granted
-- below), the scheduling and the GraphQL switch-off that depend on the platform.
-- A hosted project that had applied the squashed migrations already records this version; its
-- older records are marked reverted once (docs/adr-020-declarative-schemas.md). Never edited:
-- the schema is edited in supabase/schemas/ and the next migration generated from the difference.

SET check_function_bodies = false;

-- Schemas, extensions and the checks every area shares (e-mail, phone, one line…).
-- SCHEMA extensions
CREATE SCHEMA IF NOT EXISTS extensions;

-- SCHEMA private
CREATE SCHEMA private;

-- EXTENSION pg_trgm
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;


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

-- ACL private.FUNCTION extension_usable(extension_name text)
REVOKE ALL ON FUNCTION private.extension_usable(extension_name text) FROM PUBLIC;

-- ACL private.FUNCTION invoke_edge_function(function_name text, timeout_ms integer)
REVOKE ALL ON FUNCTION private.invoke_edge_function(function_name text, timeout_ms integer) FROM PUBLIC;

-- ACL private.FUNCTION person_key(person_email text)
REVOKE ALL ON FUNCTION private.person_key(person_email text) FROM PUBLIC;

-- ACL private.FUNCTION request_client_address()
REVOKE ALL ON FUNCTION private.request_client_address() FROM PUBLIC;

-- ACL private.FUNCTION scheduler_secret(secret_name text)
REVOKE ALL ON FUNCTION private.scheduler_secret(secret_name text) FROM PUBLIC;

-- Staff members, their rights, the audit log, the personal-data export and erasure.
-- FUNCTION private.audit(text, text, text, jsonb, jsonb)
CREATE OR REPLACE FUNCTION private.audit(entry_table text, entry_row text, entry_action text, entry_before jsonb, entry_after jsonb) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  insert into public.audit_log (actor_id, actor_email, actor_role, table_name, row_id, action, before, after)
  values (
    auth.uid(), nullif(auth.jwt() ->> 'email', ''), auth.role(),
    entry_table, entry_row, entry_action, entry_before, entry_after
  )
$$;

-- FUNCTION private.audit_article_image()
CREATE OR REPLACE FUNCTION private.audit_article_image() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

-- FUNCTION private.audit_log_immutable()
CREATE OR REPLACE FUNCTION private.audit_log_immutable() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'UPDATE' and current_setting('private.audit_redaction', true) = 'on'
     and new.id = old.id and new.at = old.at and new.action = old.action
     and new.before is null and new.after is null and new.redacted then
    return new;
  end if;
  raise exception using errcode = '42501', message = 'Le journal d''audit ne se modifie pas.';
end
$$;

-- FUNCTION private.audit_published_media()
CREATE OR REPLACE FUNCTION private.audit_published_media() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  object_row storage.objects := coalesce(new, old);
begin
  if object_row.bucket_id not in ('gallery', 'documents')
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

-- FUNCTION private.audit_redact(text, text)
CREATE OR REPLACE FUNCTION private.audit_redact(entry_table text, entry_row text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform set_config('private.audit_redaction', 'on', true);
  update public.audit_log
     set before = null, after = null, redacted = true
   where table_name = entry_table and row_id = entry_row and not redacted;
  perform set_config('private.audit_redaction', 'off', true);
end
$$;

-- FUNCTION private.audit_row_change()
CREATE OR REPLACE FUNCTION private.audit_row_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  row_key text := coalesce(to_jsonb(new), to_jsonb(old)) ->> 'id';
begin
  if auth.role() is null or auth.role() not in ('authenticated', 'service_role') then
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform private.audit_redact(tg_table_name, row_key);
    perform private.audit(tg_table_name, row_key, 'delete', null, null);
  elsif tg_op = 'UPDATE' then
    if to_jsonb(new) - 'updated_at' = to_jsonb(old) - 'updated_at' then
      return null;
    end if;
    perform private.audit(tg_table_name, row_key, 'update', to_jsonb(old), to_jsonb(new));
  else
    perform private.audit(tg_table_name, row_key, 'insert', null, to_jsonb(new));
  end if;
  return null;
end
$$;

-- FUNCTION private.is_staff()
CREATE OR REPLACE FUNCTION private.is_staff() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select exists (select 1 from private.staff_members where user_id = (select auth.uid()))
$$;

-- FUNCTION private.require_staff()
CREATE OR REPLACE FUNCTION private.require_staff() RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  if auth.role() is distinct from 'service_role' and not private.is_staff() then
    raise exception using errcode = '42501', message = 'Réservé à l''équipe : connectez-vous avec un compte autorisé.';
  end if;
end
$$;

-- FUNCTION public.erase_person(text)
CREATE OR REPLACE FUNCTION public.erase_person(person_email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  wanted text := lower(btrim(person_email));
  leads uuid[];
  counts jsonb;
  jobs integer;
  job_ids bigint[];
  notes integer;
  reviews integer;
  subscribers integer;
  messages integer;
begin
  perform private.require_staff();
  if not private.is_valid_email(wanted) then
    raise exception using errcode = '22023', message = 'Adresse e-mail invalide.';
  end if;
  select coalesce(array_agg(id), '{}') into leads from public.form_submissions where lower(email) = wanted;

  with deleted as (
    delete from public.outbox_jobs as job
     where job.lead_id = any (leads)
        or (job.kind = 'review_rejection' and lower(job.payload ->> 'email') = wanted)
        or (job.kind = 'queued_email' and (job.payload ->> 'emailQueueId')::uuid in (
              select message.id from public.email_queue as message where lower(message.reply_to) = wanted))
    returning job.id
  ) select count(*), coalesce(array_agg(id), '{}') into jobs, job_ids from deleted;
  -- A re-sent job's log entry carried its last error (which may quote the address).
  perform private.audit_redact('outbox_jobs', job_id::text) from unnest(job_ids) as job_id;
  select count(*) into notes from public.lead_notes where lead_id = any (leads);
  delete from public.form_submissions where id = any (leads);
  with deleted as (delete from public.reviews where lower(email) = wanted returning 1)
  select count(*) into reviews from deleted;
  with deleted as (delete from public.newsletter_subscribers where lower(email) = wanted returning 1)
  select count(*) into subscribers from deleted;
  with deleted as (delete from public.email_queue where lower(reply_to) = wanted returning 1)
  select count(*) into messages from deleted;

  counts := jsonb_build_object('leads', cardinality(leads), 'notes', notes, 'deliveries', jobs,
    'reviews', reviews, 'newsletter', subscribers, 'messages', messages);
  perform private.audit('person', private.person_key(wanted), 'erase', null, counts);
  return counts;
end
$$;
REVOKE ALL ON FUNCTION public.erase_person(text) FROM anon, authenticated;

-- FUNCTION public.export_person(text)
CREATE OR REPLACE FUNCTION public.export_person(person_email text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  wanted text := lower(btrim(person_email));
  result jsonb;
begin
  perform private.require_staff();
  if not private.is_valid_email(wanted) then
    raise exception using errcode = '22023', message = 'Adresse e-mail invalide.';
  end if;
  select jsonb_build_object(
    'email', wanted,
    'exported_at', now(),
    'leads', coalesce((
      select jsonb_agg(to_jsonb(lead) || jsonb_build_object(
        'notes', coalesce((select jsonb_agg(to_jsonb(note) order by note.created_at)
                             from public.lead_notes as note where note.lead_id = lead.id), '[]'::jsonb),
        'deliveries', coalesce((select jsonb_agg(jsonb_build_object(
                                  'kind', job.kind, 'status', job.status, 'attempts', job.attempts,
                                  'created_at', job.created_at, 'done_at', job.done_at) order by job.id)
                                  from public.outbox_jobs as job where job.lead_id = lead.id), '[]'::jsonb)
      ) order by lead.created_at)
        from public.form_submissions as lead where lower(lead.email) = wanted), '[]'::jsonb),
    'reviews', coalesce((
      select jsonb_agg(to_jsonb(review) || jsonb_build_object('response',
        (select to_jsonb(response) from public.review_responses as response where response.review_id = review.id))
        order by review.created_at)
        from public.reviews as review where lower(review.email) = wanted), '[]'::jsonb),
    'newsletter', coalesce((
      select jsonb_agg(to_jsonb(subscriber)) from public.newsletter_subscribers as subscriber
       where lower(subscriber.email) = wanted), '[]'::jsonb),
    'messages', coalesce((
      select jsonb_agg(to_jsonb(message) order by message.created_at) from public.email_queue as message
       where lower(message.reply_to) = wanted), '[]'::jsonb)
  ) into result;
  perform private.audit('person', private.person_key(wanted), 'export', null, jsonb_build_object(
    'leads', jsonb_array_length(result -> 'leads'), 'reviews', jsonb_array_length(result -> 'reviews'),
    'newsletter', jsonb_array_length(result -> 'newsletter'), 'messages', jsonb_array_length(result -> 'messages')));
  return result;
end
$$;
REVOKE ALL ON FUNCTION public.export_person(text) FROM anon, authenticated;

-- FUNCTION public.is_staff_member()
CREATE OR REPLACE FUNCTION public.is_staff_member() RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(auth.role() = 'authenticated' and private.is_staff(), false)
$$;
REVOKE ALL ON FUNCTION public.is_staff_member() FROM anon, authenticated;

-- FUNCTION public.staff_member_add(uuid, text)
CREATE OR REPLACE FUNCTION public.staff_member_add(member_id uuid, member_email text) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  insert into private.staff_members (user_id, email) values (member_id, lower(member_email))
  on conflict (user_id) do update set email = excluded.email
$$;
REVOKE ALL ON FUNCTION public.staff_member_add(uuid, text) FROM anon, authenticated;

-- FUNCTION public.staff_member_list()
CREATE OR REPLACE FUNCTION public.staff_member_list() RETURNS TABLE(user_id uuid, email text, added_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select user_id, email, added_at from private.staff_members order by added_at, email
$$;
REVOKE ALL ON FUNCTION public.staff_member_list() FROM anon, authenticated;

-- FUNCTION public.staff_member_remove(uuid)
CREATE OR REPLACE FUNCTION public.staff_member_remove(member_id uuid) RETURNS boolean
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with removed as (delete from private.staff_members where user_id = member_id returning 1)
  select exists (select 1 from removed)
$$;
REVOKE ALL ON FUNCTION public.staff_member_remove(uuid) FROM anon, authenticated;

-- TABLE private.staff_members
CREATE TABLE private.staff_members (
    user_id uuid NOT NULL,
    email text NOT NULL,
    added_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT staff_members_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT staff_members_email_length CHECK ((char_length(email) <= 254))
);

-- TABLE public.audit_log
CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    actor_id uuid,
    actor_email text,
    actor_role text,
    table_name text NOT NULL,
    row_id text NOT NULL,
    action text NOT NULL,
    before jsonb,
    after jsonb,
    redacted boolean DEFAULT false NOT NULL,
    CONSTRAINT audit_log_action_allowed CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text, 'resend'::text, 'export'::text, 'erase'::text])))
);
REVOKE ALL ON TABLE public.audit_log FROM anon, authenticated, service_role;

-- SEQUENCE public.audit_log_id_seq
ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

-- CONSTRAINT private.staff_members staff_members_pkey
ALTER TABLE ONLY private.staff_members
    ADD CONSTRAINT staff_members_pkey PRIMARY KEY (user_id);

-- CONSTRAINT public.audit_log audit_log_pkey
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

-- INDEX public.audit_log_at_idx
CREATE INDEX audit_log_at_idx ON public.audit_log USING btree (at DESC);

-- INDEX public.audit_log_row_idx
CREATE INDEX audit_log_row_idx ON public.audit_log USING btree (table_name, row_id, at DESC);

-- TRIGGER public.audit_log audit_log_immutable
CREATE TRIGGER audit_log_immutable BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION private.audit_log_immutable();

-- TRIGGER public.audit_log audit_log_no_truncate
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION private.audit_log_immutable();

-- FK CONSTRAINT private.staff_members staff_members_user_id_fkey
ALTER TABLE ONLY private.staff_members
    ADD CONSTRAINT staff_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

-- ROW SECURITY private.staff_members
ALTER TABLE private.staff_members ENABLE ROW LEVEL SECURITY;

-- POLICY private.staff_members staff_members_read_own
CREATE POLICY staff_members_read_own ON private.staff_members FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

-- ROW SECURITY public.audit_log
ALTER TABLE public.audit_log ENABLE ROW LEVEL SECURITY;

-- POLICY public.audit_log audit_log_staff_read
CREATE POLICY audit_log_staff_read ON public.audit_log FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ACL private.FUNCTION audit(entry_table text, entry_row text, entry_action text, entry_before jsonb, entry_after jsonb)
REVOKE ALL ON FUNCTION private.audit(entry_table text, entry_row text, entry_action text, entry_before jsonb, entry_after jsonb) FROM PUBLIC;

-- ACL private.FUNCTION audit_article_image()
REVOKE ALL ON FUNCTION private.audit_article_image() FROM PUBLIC;

-- ACL private.FUNCTION audit_log_immutable()
REVOKE ALL ON FUNCTION private.audit_log_immutable() FROM PUBLIC;

-- ACL private.FUNCTION audit_published_media()
REVOKE ALL ON FUNCTION private.audit_published_media() FROM PUBLIC;

-- ACL private.FUNCTION audit_redact(entry_table text, entry_row text)
REVOKE ALL ON FUNCTION private.audit_redact(entry_table text, entry_row text) FROM PUBLIC;

-- ACL private.FUNCTION audit_row_change()
REVOKE ALL ON FUNCTION private.audit_row_change() FROM PUBLIC;

-- ACL private.FUNCTION is_staff()
REVOKE ALL ON FUNCTION private.is_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_staff() TO authenticated;
GRANT ALL ON FUNCTION private.is_staff() TO service_role;

-- ACL private.FUNCTION require_staff()
REVOKE ALL ON FUNCTION private.require_staff() FROM PUBLIC;
GRANT ALL ON FUNCTION private.require_staff() TO authenticated;
GRANT ALL ON FUNCTION private.require_staff() TO service_role;

-- ACL public.FUNCTION erase_person(person_email text)
REVOKE ALL ON FUNCTION public.erase_person(person_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.erase_person(person_email text) TO authenticated;
GRANT ALL ON FUNCTION public.erase_person(person_email text) TO service_role;

-- ACL public.FUNCTION export_person(person_email text)
REVOKE ALL ON FUNCTION public.export_person(person_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.export_person(person_email text) TO authenticated;
GRANT ALL ON FUNCTION public.export_person(person_email text) TO service_role;

-- ACL public.FUNCTION is_staff_member()
REVOKE ALL ON FUNCTION public.is_staff_member() FROM PUBLIC;
GRANT ALL ON FUNCTION public.is_staff_member() TO authenticated;
GRANT ALL ON FUNCTION public.is_staff_member() TO service_role;

-- ACL public.FUNCTION staff_member_add(member_id uuid, member_email text)
REVOKE ALL ON FUNCTION public.staff_member_add(member_id uuid, member_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_member_add(member_id uuid, member_email text) TO service_role;

-- ACL public.FUNCTION staff_member_list()
REVOKE ALL ON FUNCTION public.staff_member_list() FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_member_list() TO service_role;

-- ACL public.FUNCTION staff_member_remove(member_id uuid)
REVOKE ALL ON FUNCTION public.staff_member_remove(member_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_member_remove(member_id uuid) TO service_role;

-- ACL private.TABLE staff_members
GRANT ALL ON TABLE private.staff_members TO service_role;
GRANT SELECT ON TABLE private.staff_members TO authenticated;

-- ACL public.TABLE audit_log
GRANT SELECT ON TABLE public.audit_log TO authenticated;
GRANT SELECT ON TABLE public.audit_log TO service_role;

-- Articles, their publication and redirects, categories, gallery, documents and their download count, company details.
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
    CONSTRAINT company_details_agencies_list CHECK (((jsonb_typeof(agencies) = 'array'::text) AND (jsonb_array_length(agencies) <= 12) AND (length((agencies)::text) <= 6000))),
    CONSTRAINT company_details_email CHECK (((email = ''::text) OR private.is_valid_email(email))),
    CONSTRAINT company_details_hours CHECK ((((opens = ''::text) OR (opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)) AND ((closes = ''::text) OR (closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'::text)))),
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

-- Reviews, their moderation and the business responses.
-- FUNCTION private.enqueue_review_rejection()
CREATE OR REPLACE FUNCTION private.enqueue_review_rejection() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'rejected' and old.status is distinct from 'rejected' then
    perform private.enqueue_job('review_rejection', jsonb_build_object(
      'reviewId', new.id, 'name', new.name, 'email', new.email, 'title', new.title,
      'createdAt', new.created_at, 'reason', new.rejection_reason
    ), 'review_rejection:' || new.id);
  end if;
  return null;
end
$$;

-- FUNCTION private.force_pending_review()
CREATE OR REPLACE FUNCTION private.force_pending_review() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') then
    new.status := 'pending';
  end if;
  return new;
end
$$;

-- FUNCTION private.review_moderation()
CREATE OR REPLACE FUNCTION private.review_moderation() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is distinct from old.status then
    if new.status = 'rejected' and private.is_blank(new.rejection_reason) then
      raise exception using errcode = '23514', constraint = 'reviews_rejection_reason_required',
        message = 'new row for relation "reviews" violates check constraint "reviews_rejection_reason_required"',
        detail = 'rejection_reason', hint = 'Indiquez la raison du refus : elle est envoyée à l''auteur de l''avis.';
    end if;
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
    new.moderated_at := now();
    new.moderated_by := auth.uid();
  end if;
  return new;
end
$$;

-- TABLE public.review_responses
CREATE TABLE public.review_responses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    review_id uuid NOT NULL,
    response_text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT review_responses_text_length CHECK ((char_length(response_text) <= 5000)),
    CONSTRAINT review_responses_text_required CHECK ((NOT private.is_blank(response_text)))
);
REVOKE ALL ON TABLE public.review_responses FROM anon, authenticated;

-- TABLE public.reviews
CREATE TABLE public.reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    rating integer DEFAULT 5 NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    rejection_reason text,
    moderated_at timestamp with time zone,
    moderated_by uuid,
    CONSTRAINT reviews_content_length CHECK ((char_length(content) <= 5000)),
    CONSTRAINT reviews_content_min_length CHECK ((char_length(btrim(content)) >= 10)),
    CONSTRAINT reviews_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT reviews_email_length CHECK ((char_length(email) <= 254)),
    CONSTRAINT reviews_name_length CHECK ((char_length(name) <= 120)),
    CONSTRAINT reviews_name_required CHECK ((NOT private.is_blank(name))),
    CONSTRAINT reviews_rating_range CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT reviews_rejection_reason_length CHECK ((char_length(rejection_reason) <= 1000)),
    CONSTRAINT reviews_status_allowed CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT reviews_title_length CHECK ((char_length(title) <= 200)),
    CONSTRAINT reviews_title_required CHECK ((NOT private.is_blank(title)))
);
REVOKE ALL ON TABLE public.reviews FROM anon, authenticated;

-- CONSTRAINT public.review_responses review_responses_pkey
ALTER TABLE ONLY public.review_responses
    ADD CONSTRAINT review_responses_pkey PRIMARY KEY (id);

-- CONSTRAINT public.review_responses review_responses_review_id_unique
ALTER TABLE ONLY public.review_responses
    ADD CONSTRAINT review_responses_review_id_unique UNIQUE (review_id);

-- CHECK CONSTRAINT public.reviews reviews_name_single_line
ALTER TABLE public.reviews
    ADD CONSTRAINT reviews_name_single_line CHECK (private.is_single_line(name)) NOT VALID;

-- CONSTRAINT public.reviews reviews_pkey
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);

-- CHECK CONSTRAINT public.reviews reviews_title_single_line
ALTER TABLE public.reviews
    ADD CONSTRAINT reviews_title_single_line CHECK (private.is_single_line(title)) NOT VALID;

-- INDEX public.review_responses_review_id_idx
CREATE INDEX review_responses_review_id_idx ON public.review_responses USING btree (review_id);

-- INDEX public.reviews_approved_created_at_idx
CREATE INDEX reviews_approved_created_at_idx ON public.reviews USING btree (created_at DESC) WHERE (status = 'approved'::text);

-- INDEX public.reviews_approved_rating_idx
CREATE INDEX reviews_approved_rating_idx ON public.reviews USING btree (rating, created_at DESC) WHERE (status = 'approved'::text);

-- INDEX public.reviews_status_created_at_idx
CREATE INDEX reviews_status_created_at_idx ON public.reviews USING btree (status, created_at);

-- TRIGGER public.review_responses review_responses_audit
CREATE TRIGGER review_responses_audit AFTER INSERT OR DELETE OR UPDATE ON public.review_responses FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.review_responses review_responses_one_row
CREATE TRIGGER review_responses_one_row AFTER INSERT ON public.review_responses REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.review_responses review_responses_set_updated_at
CREATE TRIGGER review_responses_set_updated_at BEFORE UPDATE ON public.review_responses FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.reviews reviews_audit
CREATE TRIGGER reviews_audit AFTER DELETE OR UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.reviews reviews_enqueue_rejection
CREATE TRIGGER reviews_enqueue_rejection AFTER UPDATE OF status ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.enqueue_review_rejection();

-- TRIGGER public.reviews reviews_force_pending
CREATE TRIGGER reviews_force_pending BEFORE INSERT ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.force_pending_review();

-- TRIGGER public.reviews reviews_moderation
CREATE TRIGGER reviews_moderation BEFORE UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.review_moderation();

-- TRIGGER public.reviews reviews_set_updated_at
CREATE TRIGGER reviews_set_updated_at BEFORE UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.reviews reviews_visitor_one_row
CREATE TRIGGER reviews_visitor_one_row AFTER INSERT ON public.reviews REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- FK CONSTRAINT public.review_responses review_responses_review_id_fkey
ALTER TABLE ONLY public.review_responses
    ADD CONSTRAINT review_responses_review_id_fkey FOREIGN KEY (review_id) REFERENCES public.reviews(id) ON DELETE CASCADE;

-- ROW SECURITY public.review_responses
ALTER TABLE public.review_responses ENABLE ROW LEVEL SECURITY;

-- POLICY public.review_responses review_responses_read_of_approved
CREATE POLICY review_responses_read_of_approved ON public.review_responses FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.reviews r
  WHERE ((r.id = review_responses.review_id) AND (r.status = 'approved'::text)))));

-- POLICY public.review_responses review_responses_staff_add
CREATE POLICY review_responses_staff_add ON public.review_responses FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.review_responses review_responses_staff_delete
CREATE POLICY review_responses_staff_delete ON public.review_responses FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.review_responses review_responses_staff_edit
CREATE POLICY review_responses_staff_edit ON public.review_responses FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.review_responses review_responses_staff_read
CREATE POLICY review_responses_staff_read ON public.review_responses FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.reviews
ALTER TABLE public.reviews ENABLE ROW LEVEL SECURITY;

-- POLICY public.reviews reviews_read_approved
CREATE POLICY reviews_read_approved ON public.reviews FOR SELECT TO anon, authenticated USING ((status = 'approved'::text));

-- POLICY public.reviews reviews_staff_moderate
CREATE POLICY reviews_staff_moderate ON public.reviews FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.reviews reviews_staff_read
CREATE POLICY reviews_staff_read ON public.reviews FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.reviews reviews_submit_pending
CREATE POLICY reviews_submit_pending ON public.reviews FOR INSERT TO anon, authenticated WITH CHECK ((status = 'pending'::text));

-- ACL private.FUNCTION enqueue_review_rejection()
REVOKE ALL ON FUNCTION private.enqueue_review_rejection() FROM PUBLIC;

-- ACL private.FUNCTION review_moderation()
REVOKE ALL ON FUNCTION private.review_moderation() FROM PUBLIC;

-- ACL public.TABLE review_responses
GRANT SELECT ON TABLE public.review_responses TO anon;
GRANT SELECT,DELETE ON TABLE public.review_responses TO authenticated;
GRANT ALL ON TABLE public.review_responses TO service_role;

-- ACL public.COLUMN review_responses.review_id
GRANT INSERT(review_id) ON TABLE public.review_responses TO authenticated;

-- ACL public.COLUMN review_responses.response_text
GRANT INSERT(response_text),UPDATE(response_text) ON TABLE public.review_responses TO authenticated;

-- ACL public.TABLE reviews
GRANT ALL ON TABLE public.reviews TO service_role;

-- ACL public.COLUMN reviews.id
GRANT SELECT(id) ON TABLE public.reviews TO anon;
GRANT SELECT(id) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.name
GRANT SELECT(name),INSERT(name) ON TABLE public.reviews TO anon;
GRANT SELECT(name),INSERT(name) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.email
GRANT INSERT(email) ON TABLE public.reviews TO anon;
GRANT INSERT(email) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.title
GRANT SELECT(title),INSERT(title) ON TABLE public.reviews TO anon;
GRANT SELECT(title),INSERT(title) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.content
GRANT SELECT(content),INSERT(content) ON TABLE public.reviews TO anon;
GRANT SELECT(content),INSERT(content) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.rating
GRANT SELECT(rating),INSERT(rating) ON TABLE public.reviews TO anon;
GRANT SELECT(rating),INSERT(rating) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.status
GRANT SELECT(status),INSERT(status) ON TABLE public.reviews TO anon;
GRANT SELECT(status),INSERT(status),UPDATE(status) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.created_at
GRANT SELECT(created_at) ON TABLE public.reviews TO anon;
GRANT SELECT(created_at) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.updated_at
GRANT SELECT(updated_at) ON TABLE public.reviews TO anon;
GRANT SELECT(updated_at) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.rejection_reason
GRANT SELECT(rejection_reason),UPDATE(rejection_reason) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.moderated_at
GRANT SELECT(moderated_at) ON TABLE public.reviews TO authenticated;

-- Contact messages (email_queue) and newsletter sign-ups.
-- FUNCTION private.compose_contact_message()
CREATE OR REPLACE FUNCTION private.compose_contact_message() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  -- The one recipient the policy email_queue_to_business_only lets a visitor write to.
  business constant text := private.business_email();
  article_title text;
  domain text := split_part(business, '@', 2);
  reply_domain text := lower(split_part(coalesce(new.reply_to, ''), '@', 2));
  message text := btrim(coalesce(new.message, ''), E' \t\r\n');
begin
  -- The service role writes its own mail; a message to anyone else is the policy's to refuse.
  if current_user not in ('anon', 'authenticated') or new.recipient is distinct from business then
    return new;
  end if;
  -- Read with the visitor's own rights: only a published article is found.
  select a.title into article_title from public.articles as a where a.slug = new.article_slug;
  if article_title is null then
    perform private.reject_contact_message('email_queue_article_published', 'article', 'Article inconnu');
  end if;
  if private.is_blank(new.sender_name) or char_length(btrim(new.sender_name)) < 2 then
    perform private.reject_contact_message('email_queue_sender_name_required', 'name',
      'Le nom doit contenir au moins 2 caractères');
  end if;
  if new.reply_to is null then
    perform private.reject_contact_message('email_queue_reply_to_required', 'email', 'L''email est requis');
  end if;
  if reply_domain = domain or right(reply_domain, char_length(domain) + 1) = '.' || domain then
    perform private.reject_contact_message('email_queue_reply_to_external', 'email',
      'Indiquez votre propre adresse email');
  end if;
  if char_length(message) < 10 then
    perform private.reject_contact_message('email_queue_message_length', 'message',
      'Le message doit contenir au moins 10 caractères');
  end if;

  new.subject := left(format('Message d''un lecteur : « %s »', article_title), 300);
  new.body := left(concat_ws(E'\n',
    format('Un lecteur a écrit depuis l''article « %s » (/blog/%s/).', article_title, new.article_slug),
    'Le nom, l''adresse et le message ci-dessous sont ceux qu''il a saisis : rien n''y est vérifié.',
    '',
    'Nom saisi : ' || btrim(new.sender_name),
    'Adresse saisie (Répondre à) : ' || new.reply_to,
    '',
    'Son message :',
    '> ' || replace(regexp_replace(message, E'\r\n?', E'\n', 'g'), E'\n', E'\n> ')
  ), 10000);
  return new;
end
$$;

-- FUNCTION private.enqueue_queued_email()
CREATE OR REPLACE FUNCTION private.enqueue_queued_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.enqueue_job('queued_email', jsonb_build_object('emailQueueId', new.id), 'queued_email:' || new.id);
  return new;
end
$$;

-- FUNCTION private.reject_contact_message(text, text, text)
CREATE OR REPLACE FUNCTION private.reject_contact_message(constraint_name text, field text, message text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using
    errcode = 'check_violation',
    message = format('new row for relation "email_queue" violates check constraint "%s"', constraint_name),
    detail = field,
    hint = message,
    schema = 'public',
    table = 'email_queue',
    constraint = constraint_name;
end
$$;

-- FUNCTION private.skip_subscribed_newsletter_address()
CREATE OR REPLACE FUNCTION private.skip_subscribed_newsletter_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email is null then
    return new; -- the not-null constraint answers
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || lower(new.email), 0));
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = lower(new.email)) then
    return null;
  end if;
  return new;
end
$$;

-- TABLE public.email_queue
CREATE TABLE public.email_queue (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    recipient text NOT NULL,
    reply_to text,
    subject text NOT NULL,
    body text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sender_name text,
    message text,
    article_slug text,
    CONSTRAINT email_queue_article_slug_length CHECK ((char_length(article_slug) <= 200)),
    CONSTRAINT email_queue_attempts_positive CHECK ((attempts >= 0)),
    CONSTRAINT email_queue_body_length CHECK (((char_length(body) >= 1) AND (char_length(body) <= 10000))),
    CONSTRAINT email_queue_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT email_queue_recipient_format CHECK (private.is_valid_email(recipient)),
    CONSTRAINT email_queue_reply_to_format CHECK (private.is_valid_email(reply_to)),
    CONSTRAINT email_queue_reply_to_length CHECK ((char_length(reply_to) <= 254)),
    CONSTRAINT email_queue_sender_name_length CHECK ((char_length(sender_name) <= 120)),
    CONSTRAINT email_queue_sender_name_single_line CHECK (private.is_single_line(sender_name)),
    CONSTRAINT email_queue_status_allowed CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text]))),
    CONSTRAINT email_queue_subject_length CHECK (((char_length(subject) >= 1) AND (char_length(subject) <= 300)))
);
REVOKE ALL ON TABLE public.email_queue FROM anon, authenticated;

-- TABLE public.newsletter_subscribers
CREATE TABLE public.newsletter_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT newsletter_subscribers_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT newsletter_subscribers_email_length CHECK ((char_length(email) <= 254))
);
REVOKE ALL ON TABLE public.newsletter_subscribers FROM anon, authenticated;

-- CONSTRAINT public.email_queue email_queue_pkey
ALTER TABLE ONLY public.email_queue
    ADD CONSTRAINT email_queue_pkey PRIMARY KEY (id);

-- CONSTRAINT public.newsletter_subscribers newsletter_subscribers_pkey
ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);

-- INDEX public.email_queue_status_created_at_idx
CREATE INDEX email_queue_status_created_at_idx ON public.email_queue USING btree (status, created_at);

-- INDEX public.newsletter_subscribers_email_unique
CREATE UNIQUE INDEX newsletter_subscribers_email_unique ON public.newsletter_subscribers USING btree (lower(email));

-- TRIGGER public.email_queue email_queue_compose_contact_message
CREATE TRIGGER email_queue_compose_contact_message BEFORE INSERT ON public.email_queue FOR EACH ROW EXECUTE FUNCTION private.compose_contact_message();

-- TRIGGER public.email_queue email_queue_enqueue_delivery
CREATE TRIGGER email_queue_enqueue_delivery AFTER INSERT ON public.email_queue FOR EACH ROW EXECUTE FUNCTION private.enqueue_queued_email();

-- TRIGGER public.email_queue email_queue_visitor_one_row
CREATE TRIGGER email_queue_visitor_one_row AFTER INSERT ON public.email_queue REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.newsletter_subscribers newsletter_subscribers_skip_subscribed
CREATE TRIGGER newsletter_subscribers_skip_subscribed BEFORE INSERT ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION private.skip_subscribed_newsletter_address();

-- TRIGGER public.newsletter_subscribers newsletter_subscribers_visitor_one_row
CREATE TRIGGER newsletter_subscribers_visitor_one_row AFTER INSERT ON public.newsletter_subscribers REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- ROW SECURITY public.email_queue
ALTER TABLE public.email_queue ENABLE ROW LEVEL SECURITY;

-- POLICY public.email_queue email_queue_to_business_only
CREATE POLICY email_queue_to_business_only ON public.email_queue FOR INSERT TO anon, authenticated WITH CHECK (((recipient = ( SELECT private.business_email() AS business_email)) AND (status = 'pending'::text) AND (attempts = 0)));

-- ROW SECURITY public.newsletter_subscribers
ALTER TABLE public.newsletter_subscribers ENABLE ROW LEVEL SECURITY;

-- POLICY public.newsletter_subscribers newsletter_subscribers_sign_up
CREATE POLICY newsletter_subscribers_sign_up ON public.newsletter_subscribers FOR INSERT TO anon, authenticated WITH CHECK ((created_at <= now()));

-- ACL private.FUNCTION compose_contact_message()
REVOKE ALL ON FUNCTION private.compose_contact_message() FROM PUBLIC;

-- ACL private.FUNCTION enqueue_queued_email()
REVOKE ALL ON FUNCTION private.enqueue_queued_email() FROM PUBLIC;

-- ACL private.FUNCTION skip_subscribed_newsletter_address()
REVOKE ALL ON FUNCTION private.skip_subscribed_newsletter_address() FROM PUBLIC;

-- ACL public.TABLE email_queue
GRANT ALL ON TABLE public.email_queue TO service_role;

-- ACL public.COLUMN email_queue.recipient
GRANT INSERT(recipient) ON TABLE public.email_queue TO anon;
GRANT INSERT(recipient) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.reply_to
GRANT INSERT(reply_to) ON TABLE public.email_queue TO anon;
GRANT INSERT(reply_to) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.sender_name
GRANT INSERT(sender_name) ON TABLE public.email_queue TO anon;
GRANT INSERT(sender_name) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.message
GRANT INSERT(message) ON TABLE public.email_queue TO anon;
GRANT INSERT(message) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.article_slug
GRANT INSERT(article_slug) ON TABLE public.email_queue TO anon;
GRANT INSERT(article_slug) ON TABLE public.email_queue TO authenticated;

-- ACL public.TABLE newsletter_subscribers
GRANT ALL ON TABLE public.newsletter_subscribers TO service_role;

-- ACL public.COLUMN newsletter_subscribers.email
GRANT INSERT(email) ON TABLE public.newsletter_subscribers TO anon;
GRANT INSERT(email) ON TABLE public.newsletter_subscribers TO authenticated;

-- Quote requests: submit_quote, the price rule, the staff pipeline (notes), retention.
-- FUNCTION private.city_from_postal_code(text)
CREATE OR REPLACE FUNCTION private.city_from_postal_code(postal_code text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case
    when postal_code = '68740' then 'Fessenheim'
    when postal_code like '67%' then 'Strasbourg'
    when postal_code like '68%' then 'Colmar'
    when postal_code like '90%' then 'Belfort'
    when postal_code like '57%' then 'Sarrebourg'
    else 'Ville inconnue'
  end
$$;

-- FUNCTION private.compose_address(text, text, text, text)
CREATE OR REPLACE FUNCTION private.compose_address(street_number text, street_name text, postal_code text, city text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select concat_ws(', ',
    nullif(btrim(concat_ws(' ', nullif(btrim(street_number), ''), nullif(btrim(street_name), ''))), ''),
    concat_ws(' ', postal_code,
      case when private.is_blank(city) or lower(btrim(city)) = 'ville'
           then private.city_from_postal_code(postal_code)
           else btrim(city) end)
  )
$$;

-- TABLE public.form_submissions
CREATE TABLE public.form_submissions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    request_id uuid NOT NULL,
    surface integer NOT NULL,
    service_type text DEFAULT 'poncage_vitrification'::text NOT NULL,
    finish_type text,
    full_name text NOT NULL,
    phone text NOT NULL,
    email text NOT NULL,
    postal_code text NOT NULL,
    message text,
    property_type text NOT NULL,
    has_elevator boolean,
    teinture boolean DEFAULT false NOT NULL,
    finition text NOT NULL,
    street_number text,
    street_name text,
    city text,
    address text NOT NULL,
    estimated_price numeric(10,2),
    source text DEFAULT 'wizard'::text NOT NULL,
    last_contact_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'nouveau'::text NOT NULL,
    photos_expected smallint DEFAULT 0 NOT NULL,
    CONSTRAINT form_submissions_address_length CHECK ((char_length(address) <= 400)),
    CONSTRAINT form_submissions_city_length CHECK ((char_length(city) <= 100)),
    CONSTRAINT form_submissions_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT form_submissions_email_length CHECK ((char_length(email) <= 254)),
    CONSTRAINT form_submissions_estimated_price_positive CHECK ((estimated_price >= (0)::numeric)),
    CONSTRAINT form_submissions_finish_type_length CHECK ((char_length(finish_type) <= 40)),
    CONSTRAINT form_submissions_finition_allowed CHECK ((finition = ANY (ARRAY['poncageVitrification'::text, 'huileEnvironnement'::text, 'vernisIntensif'::text, 'poncageEscalier'::text, 'intensif'::text]))),
    CONSTRAINT form_submissions_full_name_length CHECK ((char_length(full_name) <= 120)),
    CONSTRAINT form_submissions_full_name_required CHECK ((NOT private.is_blank(full_name))),
    CONSTRAINT form_submissions_has_elevator_required CHECK (((property_type <> 'appartement'::text) OR (has_elevator IS NOT NULL))),
    CONSTRAINT form_submissions_message_length CHECK ((char_length(message) <= 2000)),
    CONSTRAINT form_submissions_phone_format CHECK (private.is_valid_phone(phone)),
    CONSTRAINT form_submissions_photos_expected_range CHECK (((photos_expected >= 0) AND (photos_expected <= 8))),
    CONSTRAINT form_submissions_postal_code_format CHECK (private.is_valid_postal_code(postal_code)),
    CONSTRAINT form_submissions_property_type_allowed CHECK ((property_type = ANY (ARRAY['maison'::text, 'appartement'::text]))),
    CONSTRAINT form_submissions_service_type_length CHECK (((char_length(service_type) >= 1) AND (char_length(service_type) <= 60))),
    CONSTRAINT form_submissions_source_allowed CHECK ((source = ANY (ARRAY['wizard'::text, 'modal'::text]))),
    CONSTRAINT form_submissions_status_allowed CHECK ((status = ANY (ARRAY['nouveau'::text, 'contacte'::text, 'visite_planifiee'::text, 'devis_envoye'::text, 'gagne'::text, 'perdu'::text]))),
    CONSTRAINT form_submissions_street_name_length CHECK ((char_length(street_name) <= 200)),
    CONSTRAINT form_submissions_street_number_length CHECK ((char_length(street_number) <= 20)),
    CONSTRAINT form_submissions_surface_range CHECK (((surface >= 10) AND (surface <= 200)))
);
REVOKE ALL ON TABLE public.form_submissions FROM anon, authenticated;

-- FUNCTION private.estimate_quote_price(integer, text, boolean, text, boolean)
CREATE OR REPLACE FUNCTION private.estimate_quote_price(surface integer, finition text, teinture boolean, property_type text, has_elevator boolean) RETURNS numeric
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case
    when finition = 'poncageEscalier' then null
    else surface * (
           42
           + case when finition in ('huileEnvironnement', 'vernisIntensif', 'intensif') then 2 else 0 end
           + case when coalesce(teinture, false) then 12 else 0 end
         )
         + case when property_type = 'appartement' and has_elevator is false then 80 else 0 end
  end::numeric
$$;

-- FUNCTION private.form_submissions_single_line()
CREATE OR REPLACE FUNCTION private.form_submissions_single_line() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  message constant text := 'Merci d''écrire ce champ sur une ligne, sans caractère de contrôle';
begin
  if not private.is_single_line(new.full_name) then
    perform private.reject_quote_field('form_submissions_full_name_single_line', 'fullName', message);
  end if;
  if not private.is_single_line(new.street_number) then
    perform private.reject_quote_field('form_submissions_street_number_single_line', 'streetNumber', message);
  end if;
  if not private.is_single_line(new.street_name) then
    perform private.reject_quote_field('form_submissions_street_name_single_line', 'streetName', message);
  end if;
  if not private.is_single_line(new.city) then
    perform private.reject_quote_field('form_submissions_city_single_line', 'city', message);
  end if;
  return new;
end
$$;

-- FUNCTION private.lead_note_author()
CREATE OR REPLACE FUNCTION private.lead_note_author() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.author_id := auth.uid();
  new.author_email := nullif(auth.jwt() ->> 'email', '');
  new.created_at := now();
  return new;
end
$$;

-- FUNCTION private.lead_note_moves_status()
CREATE OR REPLACE FUNCTION private.lead_note_moves_status() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is not null then
    update public.form_submissions set status = new.status
     where id = new.lead_id and status is distinct from new.status;
  end if;
  return null;
end
$$;

-- FUNCTION private.lead_status_touches_contact()
CREATE OR REPLACE FUNCTION private.lead_status_touches_contact() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is distinct from old.status then
    new.last_contact_at := now();
  end if;
  return new;
end
$$;

-- FUNCTION private.optional_boolean(jsonb, text, text)
CREATE OR REPLACE FUNCTION private.optional_boolean(payload jsonb, key text, field_constraint text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if payload -> key is null or jsonb_typeof(payload -> key) = 'null' then
    return null;
  end if;
  if jsonb_typeof(payload -> key) <> 'boolean' then
    perform private.reject_quote_field(field_constraint, key, 'Valeur invalide : oui ou non attendu');
  end if;
  return (payload ->> key)::boolean;
end
$$;

-- FUNCTION private.optional_text(jsonb, text, text)
CREATE OR REPLACE FUNCTION private.optional_text(payload jsonb, key text, field_constraint text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  if payload -> key is null or jsonb_typeof(payload -> key) = 'null' then
    return null;
  end if;
  if jsonb_typeof(payload -> key) <> 'string' then
    perform private.reject_quote_field(field_constraint, key, 'Valeur invalide : texte attendu');
  end if;
  return nullif(btrim(payload ->> key), '');
end
$$;

-- FUNCTION private.quote_copy_mailbox(text)
CREATE OR REPLACE FUNCTION private.quote_copy_mailbox(address text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select lower(regexp_replace(split_part(address, '@', 1), '\+.*$', '')) || '@' || lower(split_part(address, '@', 2))
$_$;

-- FUNCTION private.reject_quote_field(text, text, text)
CREATE OR REPLACE FUNCTION private.reject_quote_field(constraint_name text, field text, message text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  raise exception using
    errcode = 'check_violation',
    message = format('new row for relation "form_submissions" violates check constraint "%s"', constraint_name),
    detail = field,
    hint = message,
    schema = 'public',
    table = 'form_submissions',
    constraint = constraint_name;
end
$$;

-- FUNCTION private.store_quote(jsonb)
CREATE OR REPLACE FUNCTION private.store_quote(payload jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
#variable_conflict use_variable
declare
  request_id uuid;
  surface_typed numeric;
  surface integer;
  property_type text := private.optional_text(payload, 'propertyType', 'form_submissions_property_type_allowed');
  has_elevator boolean := private.optional_boolean(payload, 'hasElevator', 'form_submissions_has_elevator_required');
  finition text := private.optional_text(payload, 'finition', 'form_submissions_finition_allowed');
  teinture boolean := coalesce(private.optional_boolean(payload, 'teinture', 'form_submissions_teinture_type'), false);
  full_name text := private.optional_text(payload, 'fullName', 'form_submissions_full_name_required');
  phone text := private.optional_text(payload, 'phone', 'form_submissions_phone_format');
  -- The form's selector; France, its default, when a caller leaves it out.
  phone_country text := coalesce(private.optional_text(payload, 'phoneCountry', 'form_submissions_phone_format'), 'FR');
  email text := private.optional_text(payload, 'email', 'form_submissions_email_format');
  postal_code text := private.optional_text(payload, 'postalCode', 'form_submissions_postal_code_format');
  street_number text := private.optional_text(payload, 'streetNumber', 'form_submissions_street_number_length');
  street_name text := private.optional_text(payload, 'streetName', 'form_submissions_street_name_length');
  city text := private.optional_text(payload, 'city', 'form_submissions_city_length');
  message text := private.optional_text(payload, 'message', 'form_submissions_message_length');
  service_type text := coalesce(private.optional_text(payload, 'serviceType', 'form_submissions_service_type_length'), 'poncage_vitrification');
  finish_type text := private.optional_text(payload, 'finishType', 'form_submissions_finish_type_length');
  source text := coalesce(private.optional_text(payload, 'source', 'form_submissions_source_allowed'), 'wizard');
  send_copy boolean := coalesce(private.optional_boolean(payload, 'sendCopy', 'quote_send_copy_type'), false);
  accept_terms boolean := private.optional_boolean(payload, 'acceptTerms', 'quote_terms_accepted');
  submission public.form_submissions;
begin
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'submit_quote attend un objet JSON (payload)';
  end if;

  -- Client-generated id: a retried submission finds the first one.
  if payload -> 'requestId' is null or jsonb_typeof(payload -> 'requestId') = 'null' then
    request_id := gen_random_uuid();
  elsif jsonb_typeof(payload -> 'requestId') <> 'string'
        or (payload ->> 'requestId') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform private.reject_quote_field('quote_request_id_format', 'requestId', 'Identifiant de demande invalide');
  else
    request_id := (payload ->> 'requestId')::uuid;
  end if;

  -- Same order as the form's steps, so the first error is the one the visitor meets first.
  -- Surface: above 0, from 10 to 200 m² as typed, then rounded to the 5 m² step (half up),
  -- as the browser's number box and slider do.
  if jsonb_typeof(payload -> 'surface') is distinct from 'number'
     or (payload ->> 'surface')::numeric <= 0 then
    perform private.reject_quote_field('form_submissions_surface_range', 'surface',
      'Merci d''indiquer la surface de votre pièce');
  end if;
  surface_typed := (payload ->> 'surface')::numeric;
  if surface_typed < 10 or surface_typed > 200 then
    perform private.reject_quote_field('form_submissions_surface_range', 'surface',
      U&'La surface doit être comprise entre 10 et 200\00A0m²');
  end if;
  surface := (round(surface_typed / 5) * 5)::integer;

  if property_type is null or property_type not in ('maison', 'appartement') then
    perform private.reject_quote_field('form_submissions_property_type_allowed', 'propertyType',
      'Merci de sélectionner le type de bien');
  end if;
  if property_type = 'appartement' and has_elevator is null then
    perform private.reject_quote_field('form_submissions_has_elevator_required', 'hasElevator',
      'Merci d''indiquer si l''immeuble dispose d''un ascenseur');
  end if;
  if finition is null or finition not in
     ('poncageVitrification', 'huileEnvironnement', 'vernisIntensif', 'poncageEscalier', 'intensif') then
    perform private.reject_quote_field('form_submissions_finition_allowed', 'finition',
      'Merci de sélectionner un type de finition');
  end if;
  if full_name is null then
    perform private.reject_quote_field('form_submissions_full_name_required', 'fullName',
      'Merci d''indiquer votre nom complet');
  end if;
  if char_length(full_name) > 120 then
    perform private.reject_quote_field('form_submissions_full_name_length', 'fullName',
      U&'Votre nom est trop long (120\00A0caractères au maximum)');
  end if;
  if phone is null then
    perform private.reject_quote_field('form_submissions_phone_format', 'phone',
      'Merci d''indiquer un numéro de téléphone');
  end if;
  phone := private.phone_to_e164(phone, phone_country);
  if not private.is_valid_phone_e164(phone) then
    perform private.reject_quote_field('form_submissions_phone_format', 'phone',
      'Merci d''indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)');
  end if;
  if email is null or not private.is_strict_email(email) then
    perform private.reject_quote_field('form_submissions_email_format', 'email',
      'Merci d''indiquer une adresse email valide');
  end if;
  if postal_code is null then
    perform private.reject_quote_field('form_submissions_postal_code_format', 'postalCode',
      'Merci d''indiquer un code postal');
  end if;
  postal_code := regexp_replace(postal_code, '\s', '', 'g');
  if not private.is_valid_postal_code(postal_code) then
    perform private.reject_quote_field('form_submissions_postal_code_format', 'postalCode',
      'Merci d''indiquer un code postal valide');
  end if;
  if char_length(message) > 2000 then
    perform private.reject_quote_field('form_submissions_message_length', 'message',
      U&'Votre message est trop long (2\202F000\00A0caractères au maximum)');
  end if;
  if char_length(street_number) > 20 then
    perform private.reject_quote_field('form_submissions_street_number_length', 'streetNumber',
      U&'Le numéro est trop long (20\00A0caractères au maximum)');
  end if;
  if char_length(street_name) > 200 then
    perform private.reject_quote_field('form_submissions_street_name_length', 'streetName',
      U&'Le nom de rue est trop long (200\00A0caractères au maximum)');
  end if;
  if char_length(city) > 100 then
    perform private.reject_quote_field('form_submissions_city_length', 'city',
      U&'Le nom de ville est trop long (100\00A0caractères au maximum)');
  end if;
  if source not in ('wizard', 'modal') then
    perform private.reject_quote_field('form_submissions_source_allowed', 'source',
      'Origine de la demande invalide');
  end if;
  if accept_terms is not true then
    perform private.reject_quote_field('quote_terms_accepted', 'acceptTerms',
      'Vous devez accepter les conditions générales');
  end if;

  insert into public.form_submissions as f (
    request_id, surface, service_type, finish_type, full_name, phone, email, postal_code,
    message, property_type, has_elevator, teinture, finition, street_number, street_name, city,
    address, estimated_price, source
  ) values (
    request_id, surface, service_type, finish_type, full_name, phone, email, postal_code,
    message, property_type, has_elevator, teinture, finition, street_number, street_name, city,
    private.compose_address(street_number, street_name, postal_code, city),
    private.estimate_quote_price(surface, finition, teinture, property_type, has_elevator),
    source
  )
  on conflict on constraint form_submissions_request_id_unique do nothing
  returning f.* into submission;

  if submission.id is null then
    return (select f.id from public.form_submissions f where f.request_id = request_id);
  end if;

  -- The request is stored whatever happens to the copy: past the daily limit, no copy.
  if send_copy then
    send_copy := private.take_quote_copy_slot(email);
  end if;
  perform private.enqueue_quote_jobs(submission, send_copy);
  return submission.id;
end
$_$;

-- FUNCTION private.take_quote_copy_slot(text)
CREATE OR REPLACE FUNCTION private.take_quote_copy_slot(address text) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  mailbox text := private.quote_copy_mailbox(address);
  key bytea := sha256(convert_to(mailbox, 'UTF8'));
  copies_per_day constant integer := 3;
begin
  perform pg_advisory_xact_lock(hashtextextended('quote_copy:' || mailbox, 0));
  delete from private.quote_copy_log where sent_at < now() - interval '1 day';
  if (select count(*) from private.quote_copy_log l where l.address_hash = key) >= copies_per_day then
    return false;
  end if;
  insert into private.quote_copy_log (address_hash) values (key);
  return true;
end
$$;

-- FUNCTION public.purge_expired_leads()
CREATE OR REPLACE FUNCTION public.purge_expired_leads() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  cutoff timestamptz := now() - interval '3 years';
  purged integer;
begin
  with expired as (
    delete from public.form_submissions where last_contact_at < cutoff returning id
  ), quote_jobs as (
    delete from public.outbox_jobs as job
     using expired
     where job.kind in ('quote_email', 'quote_copy', 'quote_sheet')
       and job.payload ->> 'id' = expired.id::text
       and job.status <> 'pending'
  ), alert_jobs as (
    delete from public.outbox_jobs as job
     using expired
     where job.kind = 'quote_alert'
       and job.payload ->> 'leadId' = expired.id::text
       and job.status <> 'pending'
  )
  select count(*) into purged from expired;

  delete from public.outbox_jobs
   where kind = 'queued_email' and status <> 'pending' and created_at < cutoff;
  delete from public.email_queue
   where status <> 'pending' and created_at < cutoff;

  return purged;
end
$$;
REVOKE ALL ON FUNCTION public.purge_expired_leads() FROM anon, authenticated;

-- FUNCTION public.submit_quote(jsonb)
CREATE OR REPLACE FUNCTION public.submit_quote(payload jsonb) RETURNS uuid
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  photo_count integer := 0;
  stored_id uuid;
  photo_wait constant interval := interval '10 minutes';
begin
  if jsonb_typeof(payload) = 'object' and payload ? 'photoCount' and jsonb_typeof(payload -> 'photoCount') <> 'null' then
    if jsonb_typeof(payload -> 'photoCount') <> 'number'
       or (payload ->> 'photoCount') !~ '^[0-9]+$'
       or (payload ->> 'photoCount')::integer > 8 then
      perform private.reject_quote_field('form_submissions_photos_expected_range', 'photoCount',
        U&'8\00A0photos au maximum par demande de devis.');
    end if;
    photo_count := (payload ->> 'photoCount')::integer;
  end if;

  stored_id := private.store_quote(payload);

  if photo_count > 0 then
    -- Only the first time: a retried request (same requestId) changes nothing.
    update public.form_submissions as f set photos_expected = photo_count
     where f.id = stored_id and f.photos_expected = 0;
    if found then
      update public.outbox_jobs as job
         set next_attempt_at = now() + photo_wait
       where job.kind in ('quote_email', 'quote_sheet')
         and job.payload ->> 'id' = stored_id::text
         and job.status = 'pending'
         and job.attempts = 0;
    end if;
  end if;
  return stored_id;
end
$_$;
REVOKE ALL ON FUNCTION public.submit_quote(jsonb) FROM anon, authenticated;

-- TABLE private.quote_copy_log
CREATE TABLE private.quote_copy_log (
    address_hash bytea NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

-- TABLE public.lead_notes
CREATE TABLE public.lead_notes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    body text DEFAULT ''::text NOT NULL,
    status text,
    author_id uuid,
    author_email text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT lead_notes_body_length CHECK ((char_length(body) <= 5000)),
    CONSTRAINT lead_notes_body_or_status CHECK (((NOT private.is_blank(body)) OR (status IS NOT NULL))),
    CONSTRAINT lead_notes_status_allowed CHECK ((status = ANY (ARRAY['nouveau'::text, 'contacte'::text, 'visite_planifiee'::text, 'devis_envoye'::text, 'gagne'::text, 'perdu'::text])))
);
REVOKE ALL ON TABLE public.lead_notes FROM anon, authenticated;

-- CHECK CONSTRAINT public.form_submissions form_submissions_city_single_line
ALTER TABLE public.form_submissions
    ADD CONSTRAINT form_submissions_city_single_line CHECK (private.is_single_line(city)) NOT VALID;

-- CHECK CONSTRAINT public.form_submissions form_submissions_full_name_single_line
ALTER TABLE public.form_submissions
    ADD CONSTRAINT form_submissions_full_name_single_line CHECK (private.is_single_line(full_name)) NOT VALID;

-- CONSTRAINT public.form_submissions form_submissions_pkey
ALTER TABLE ONLY public.form_submissions
    ADD CONSTRAINT form_submissions_pkey PRIMARY KEY (id);

-- CONSTRAINT public.form_submissions form_submissions_request_id_unique
ALTER TABLE ONLY public.form_submissions
    ADD CONSTRAINT form_submissions_request_id_unique UNIQUE (request_id);

-- CHECK CONSTRAINT public.form_submissions form_submissions_street_name_single_line
ALTER TABLE public.form_submissions
    ADD CONSTRAINT form_submissions_street_name_single_line CHECK (private.is_single_line(street_name)) NOT VALID;

-- CHECK CONSTRAINT public.form_submissions form_submissions_street_number_single_line
ALTER TABLE public.form_submissions
    ADD CONSTRAINT form_submissions_street_number_single_line CHECK (private.is_single_line(street_number)) NOT VALID;

-- CONSTRAINT public.lead_notes lead_notes_pkey
ALTER TABLE ONLY public.lead_notes
    ADD CONSTRAINT lead_notes_pkey PRIMARY KEY (id);

-- INDEX private.quote_copy_log_address_idx
CREATE INDEX quote_copy_log_address_idx ON private.quote_copy_log USING btree (address_hash, sent_at);

-- INDEX private.quote_copy_log_sent_at_idx
CREATE INDEX quote_copy_log_sent_at_idx ON private.quote_copy_log USING btree (sent_at);

-- INDEX public.form_submissions_created_at_idx
CREATE INDEX form_submissions_created_at_idx ON public.form_submissions USING btree (created_at DESC);

-- INDEX public.form_submissions_last_contact_at_idx
CREATE INDEX form_submissions_last_contact_at_idx ON public.form_submissions USING btree (last_contact_at);

-- INDEX public.form_submissions_status_created_at_idx
CREATE INDEX form_submissions_status_created_at_idx ON public.form_submissions USING btree (status, created_at DESC);

-- INDEX public.lead_notes_author_id_idx
CREATE INDEX lead_notes_author_id_idx ON public.lead_notes USING btree (author_id);

-- INDEX public.lead_notes_lead_id_created_at_idx
CREATE INDEX lead_notes_lead_id_created_at_idx ON public.lead_notes USING btree (lead_id, created_at DESC);

-- TRIGGER public.form_submissions form_submissions_audit
CREATE TRIGGER form_submissions_audit AFTER INSERT OR DELETE OR UPDATE ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.form_submissions form_submissions_set_updated_at
CREATE TRIGGER form_submissions_set_updated_at BEFORE UPDATE ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.form_submissions form_submissions_single_line
CREATE TRIGGER form_submissions_single_line BEFORE INSERT OR UPDATE ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.form_submissions_single_line();

-- TRIGGER public.form_submissions form_submissions_status_contact
CREATE TRIGGER form_submissions_status_contact BEFORE UPDATE OF status ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.lead_status_touches_contact();

-- TRIGGER public.lead_notes lead_notes_audit
CREATE TRIGGER lead_notes_audit AFTER INSERT OR DELETE OR UPDATE ON public.lead_notes FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.lead_notes lead_notes_author
CREATE TRIGGER lead_notes_author BEFORE INSERT ON public.lead_notes FOR EACH ROW EXECUTE FUNCTION private.lead_note_author();

-- TRIGGER public.lead_notes lead_notes_move_status
CREATE TRIGGER lead_notes_move_status AFTER INSERT ON public.lead_notes FOR EACH ROW EXECUTE FUNCTION private.lead_note_moves_status();

-- TRIGGER public.lead_notes lead_notes_one_row
CREATE TRIGGER lead_notes_one_row AFTER INSERT ON public.lead_notes REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- FK CONSTRAINT public.lead_notes lead_notes_author_id_fkey
ALTER TABLE ONLY public.lead_notes
    ADD CONSTRAINT lead_notes_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL;

-- FK CONSTRAINT public.lead_notes lead_notes_lead_id_fkey
ALTER TABLE ONLY public.lead_notes
    ADD CONSTRAINT lead_notes_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.form_submissions(id) ON DELETE CASCADE;

-- ROW SECURITY private.quote_copy_log
ALTER TABLE private.quote_copy_log ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.form_submissions
ALTER TABLE public.form_submissions ENABLE ROW LEVEL SECURITY;

-- POLICY public.form_submissions form_submissions_staff_read
CREATE POLICY form_submissions_staff_read ON public.form_submissions FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.form_submissions form_submissions_staff_update
CREATE POLICY form_submissions_staff_update ON public.form_submissions FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.lead_notes
ALTER TABLE public.lead_notes ENABLE ROW LEVEL SECURITY;

-- POLICY public.lead_notes lead_notes_staff_add
CREATE POLICY lead_notes_staff_add ON public.lead_notes FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.lead_notes lead_notes_staff_read
CREATE POLICY lead_notes_staff_read ON public.lead_notes FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ACL public.TABLE form_submissions
GRANT ALL ON TABLE public.form_submissions TO service_role;
GRANT SELECT ON TABLE public.form_submissions TO authenticated;

-- ACL public.COLUMN form_submissions.status
GRANT UPDATE(status) ON TABLE public.form_submissions TO authenticated;

-- ACL private.FUNCTION form_submissions_single_line()
REVOKE ALL ON FUNCTION private.form_submissions_single_line() FROM PUBLIC;

-- ACL private.FUNCTION lead_note_author()
REVOKE ALL ON FUNCTION private.lead_note_author() FROM PUBLIC;

-- ACL private.FUNCTION lead_note_moves_status()
REVOKE ALL ON FUNCTION private.lead_note_moves_status() FROM PUBLIC;

-- ACL private.FUNCTION lead_status_touches_contact()
REVOKE ALL ON FUNCTION private.lead_status_touches_contact() FROM PUBLIC;

-- ACL private.FUNCTION quote_copy_mailbox(address text)
REVOKE ALL ON FUNCTION private.quote_copy_mailbox(address text) FROM PUBLIC;

-- ACL private.FUNCTION store_quote(payload jsonb)
REVOKE ALL ON FUNCTION private.store_quote(payload jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION private.store_quote(payload jsonb) TO service_role;

-- ACL private.FUNCTION take_quote_copy_slot(address text)
REVOKE ALL ON FUNCTION private.take_quote_copy_slot(address text) FROM PUBLIC;

-- ACL public.FUNCTION purge_expired_leads()
REVOKE ALL ON FUNCTION public.purge_expired_leads() FROM PUBLIC;
GRANT ALL ON FUNCTION public.purge_expired_leads() TO service_role;

-- ACL public.FUNCTION submit_quote(payload jsonb)
REVOKE ALL ON FUNCTION public.submit_quote(payload jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_quote(payload jsonb) TO anon;
GRANT ALL ON FUNCTION public.submit_quote(payload jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.submit_quote(payload jsonb) TO service_role;

-- ACL public.TABLE lead_notes
GRANT ALL ON TABLE public.lead_notes TO service_role;
GRANT SELECT ON TABLE public.lead_notes TO authenticated;

-- ACL public.COLUMN lead_notes.lead_id
GRANT INSERT(lead_id) ON TABLE public.lead_notes TO authenticated;

-- ACL public.COLUMN lead_notes.body
GRANT INSERT(body) ON TABLE public.lead_notes TO authenticated;

-- ACL public.COLUMN lead_notes.status
GRANT INSERT(status) ON TABLE public.lead_notes TO authenticated;

-- The outbox: delivery jobs of every lead, retries, alerts.
-- FUNCTION private.enqueue_job(text, jsonb, text)
CREATE OR REPLACE FUNCTION private.enqueue_job(job_kind text, job_payload jsonb, job_dedupe_key text) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  inserted_id bigint;
begin
  insert into public.outbox_jobs (kind, payload, dedupe_key)
  values (job_kind, job_payload, job_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into inserted_id;
  return inserted_id is not null;
end
$$;

-- FUNCTION private.enqueue_quote_jobs(public.form_submissions, boolean)
CREATE OR REPLACE FUNCTION private.enqueue_quote_jobs(submission public.form_submissions, send_copy boolean) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  notification jsonb := private.quote_notification_payload(submission);
begin
  perform private.enqueue_job('quote_email', notification, 'quote_email:' || submission.id);
  perform private.enqueue_job('quote_sheet', jsonb_build_object(
    'id', submission.id,
    'timestamp', submission.created_at,
    'fullName', submission.full_name,
    'email', submission.email,
    'phone', submission.phone,
    'postalCode', submission.postal_code,
    'surface', submission.surface,
    'propertyType', submission.property_type,
    'hasElevator', case when submission.has_elevator then 'Oui' else 'Non' end,
    'finition', submission.finition,
    'teinture', case when submission.teinture then 'Oui' else 'Non' end,
    'totalPrice', coalesce(to_jsonb(submission.estimated_price), to_jsonb('Sur devis'::text)),
    'message', coalesce(submission.message, '')
  ), 'quote_sheet:' || submission.id);
  if send_copy then
    perform private.enqueue_job('quote_copy', notification, 'quote_copy:' || submission.id);
  end if;
end
$$;

-- FUNCTION private.quote_notification_payload(public.form_submissions)
CREATE OR REPLACE FUNCTION private.quote_notification_payload(submission public.form_submissions) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'id', submission.id,
    'full_name', submission.full_name,
    'email', submission.email,
    'phone', submission.phone,
    'postal_code', submission.postal_code,
    'surface', submission.surface,
    'property_type', submission.property_type,
    'has_elevator', submission.has_elevator,
    'finition', submission.finition,
    'teinture', submission.teinture,
    'message', submission.message,
    'address', submission.address,
    'created_at', submission.created_at,
    'estimated_price', submission.estimated_price
  )
$$;

-- TABLE public.outbox_jobs
CREATE TABLE public.outbox_jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    dedupe_key text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    done_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    channel text GENERATED ALWAYS AS (
CASE
    WHEN (kind = ANY (ARRAY['quote_sheet'::text, 'quote_alert'::text])) THEN 'sheet'::text
    ELSE 'email'::text
END) STORED NOT NULL,
    priority smallint GENERATED ALWAYS AS (
CASE kind
    WHEN 'quote_email'::text THEN 0
    WHEN 'quote_alert'::text THEN 0
    WHEN 'quote_sheet'::text THEN 1
    WHEN 'quote_copy'::text THEN 2
    ELSE 3
END) STORED NOT NULL,
    retry_from timestamp with time zone DEFAULT now() NOT NULL,
    lead_id uuid GENERATED ALWAYS AS (
CASE
    WHEN ((kind = ANY (ARRAY['quote_email'::text, 'quote_copy'::text, 'quote_sheet'::text])) AND ((payload ->> 'id'::text) ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'::text)) THEN ((payload ->> 'id'::text))::uuid
    WHEN ((kind = 'quote_alert'::text) AND ((payload ->> 'leadId'::text) ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'::text)) THEN ((payload ->> 'leadId'::text))::uuid
    ELSE NULL::uuid
END) STORED,
    CONSTRAINT outbox_jobs_attempts_positive CHECK ((attempts >= 0)),
    CONSTRAINT outbox_jobs_kind_allowed CHECK ((kind = ANY (ARRAY['quote_email'::text, 'quote_copy'::text, 'quote_sheet'::text, 'queued_email'::text, 'quote_alert'::text, 'review_rejection'::text, 'quote_photos_removal'::text]))),
    CONSTRAINT outbox_jobs_last_error_length CHECK ((char_length(last_error) <= 2000)),
    CONSTRAINT outbox_jobs_status_allowed CHECK ((status = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text])))
);
REVOKE ALL ON TABLE public.outbox_jobs FROM anon, authenticated;

-- FUNCTION public.claim_outbox_jobs(integer, integer, text)
CREATE OR REPLACE FUNCTION public.claim_outbox_jobs(max_jobs integer DEFAULT 10, lease_seconds integer DEFAULT 90, job_channel text DEFAULT NULL::text) RETURNS SETOF public.outbox_jobs
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.outbox_jobs as job
     set attempts = job.attempts + 1,
         next_attempt_at = now() + make_interval(secs => lease_seconds)
   where job.id in (
     select due.id
       from public.outbox_jobs as due
      where due.status = 'pending'
        and due.next_attempt_at <= now()
        and (job_channel is null or due.channel = job_channel)
      order by due.priority, due.next_attempt_at, due.id
      limit max_jobs
      for update skip locked
   )
  returning job.*
$$;
REVOKE ALL ON FUNCTION public.claim_outbox_jobs(integer, integer, text) FROM anon, authenticated;

-- FUNCTION public.complete_outbox_job(bigint)
CREATE OR REPLACE FUNCTION public.complete_outbox_job(job_id bigint) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = 'done', done_at = now(), last_error = null
   where id = job_id and status = 'pending'
  returning * into job;
  if job.kind = 'queued_email' then
    update public.email_queue
       set status = 'sent', sent_at = now(), attempts = job.attempts, last_error = null
     where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
end
$$;
REVOKE ALL ON FUNCTION public.complete_outbox_job(bigint) FROM anon, authenticated;

-- FUNCTION public.enqueue_quote_alerts(integer)
CREATE OR REPLACE FUNCTION public.enqueue_quote_alerts(after_seconds integer) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  enqueued integer;
begin
  with overdue as (
    select job.payload, job.last_error, job.attempts, job.created_at
      from public.outbox_jobs as job
     where job.kind = 'quote_email'
       and job.status <> 'done'
       and job.created_at <= now() - make_interval(secs => after_seconds)
  ), inserted as (
    insert into public.outbox_jobs (kind, payload, dedupe_key)
    select 'quote_alert',
           jsonb_build_object(
             'id', 'alerte:' || (overdue.payload ->> 'id'),
             'leadId', overdue.payload ->> 'id',
             'alert', format(
               'ALERTE : l''e-mail de cette demande de devis n''est pas parti après %s min (%s essai(s)). Rappelez le client.',
               ceil(extract(epoch from now() - overdue.created_at) / 60), overdue.attempts),
             'lastError', coalesce(overdue.last_error, ''),
             'timestamp', overdue.payload -> 'created_at',
             'fullName', overdue.payload -> 'full_name',
             'email', overdue.payload -> 'email',
             'phone', overdue.payload -> 'phone',
             'postalCode', overdue.payload -> 'postal_code',
             'surface', overdue.payload -> 'surface',
             'message', coalesce(overdue.payload ->> 'message', '')
           ),
           'quote_alert:' || (overdue.payload ->> 'id')
      from overdue
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select count(*) into enqueued from inserted;
  return enqueued;
end
$$;
REVOKE ALL ON FUNCTION public.enqueue_quote_alerts(integer) FROM anon, authenticated;

-- FUNCTION public.fail_outbox_job(bigint, text, double precision, double precision)
CREATE OR REPLACE FUNCTION public.fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = case
           when retry_from + make_interval(secs => retry_for_seconds)
                <= now() + make_interval(secs => retry_in_seconds) then 'failed'
           else 'pending'
         end,
         last_error = left(error, 2000),
         next_attempt_at = now() + make_interval(secs => retry_in_seconds)
   where id = job_id and status = 'pending'
  returning * into job;
  if job.kind = 'queued_email' then
    update public.email_queue
       set status = case when job.status = 'failed' then 'failed' else 'pending' end,
           attempts = job.attempts, last_error = job.last_error
     where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
  return job.status;
end
$$;
REVOKE ALL ON FUNCTION public.fail_outbox_job(bigint, text, double precision, double precision) FROM anon, authenticated;

-- FUNCTION public.postpone_outbox_job(bigint, text, double precision)
CREATE OR REPLACE FUNCTION public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.outbox_jobs
     set attempts = greatest(attempts - 1, 0),
         last_error = left(reason, 2000),
         next_attempt_at = now() + make_interval(secs => retry_in_seconds)
   where id = job_id and status = 'pending'
$$;
REVOKE ALL ON FUNCTION public.postpone_outbox_job(bigint, text, double precision) FROM anon, authenticated;

-- FUNCTION public.release_outbox_jobs(bigint[])
CREATE OR REPLACE FUNCTION public.release_outbox_jobs(job_ids bigint[]) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with released as (
    update public.outbox_jobs
       set next_attempt_at = now(),
           attempts = greatest(attempts - 1, 0)
     where id = any(job_ids)
       and status = 'pending'
       and next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from released
$$;
REVOKE ALL ON FUNCTION public.release_outbox_jobs(bigint[]) FROM anon, authenticated;

-- FUNCTION public.renew_outbox_jobs(bigint[], integer)
CREATE OR REPLACE FUNCTION public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with renewed as (
    update public.outbox_jobs
       set next_attempt_at = now() + make_interval(secs => lease_seconds)
     where id = any(job_ids)
       and status = 'pending'
       and next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from renewed
$$;
REVOKE ALL ON FUNCTION public.renew_outbox_jobs(bigint[], integer) FROM anon, authenticated;

-- FUNCTION public.resend_outbox_job(bigint)
CREATE OR REPLACE FUNCTION public.resend_outbox_job(job_id bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  job public.outbox_jobs;
begin
  perform private.require_staff();
  update public.outbox_jobs
     set status = 'pending', next_attempt_at = now(), retry_from = now()
   where id = job_id and status <> 'done'
  returning * into job;
  if job.id is null then
    if exists (select 1 from public.outbox_jobs where id = job_id) then
      raise exception using errcode = 'P0001', message = 'Cet envoi est déjà parti : rien à renvoyer.';
    end if;
    raise exception using errcode = 'P0002', message = 'Envoi introuvable.';
  end if;
  if job.kind = 'queued_email' then
    update public.email_queue set status = 'pending' where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
  perform private.audit('outbox_jobs', job.id::text, 'resend', null,
    jsonb_build_object('kind', job.kind, 'lead_id', job.lead_id, 'attempts', job.attempts, 'last_error', job.last_error));
  return to_jsonb(job) - 'payload';
end
$$;
REVOKE ALL ON FUNCTION public.resend_outbox_job(bigint) FROM anon, authenticated;

-- FUNCTION public.retry_failed_outbox_jobs()
CREATE OR REPLACE FUNCTION public.retry_failed_outbox_jobs() RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with retried as (
    update public.outbox_jobs
       set status = 'pending', next_attempt_at = now(), retry_from = now()
     where status = 'failed'
    returning kind, payload
  ), messages as (
    update public.email_queue as message
       set status = 'pending'
      from retried
     where retried.kind = 'queued_email' and message.id = (retried.payload ->> 'emailQueueId')::uuid
  )
  select count(*)::integer from retried
$$;
REVOKE ALL ON FUNCTION public.retry_failed_outbox_jobs() FROM anon, authenticated;

-- FUNCTION public.undelivered_leads()
CREATE OR REPLACE FUNCTION public.undelivered_leads() RETURNS TABLE(lead_id uuid, created_at timestamp with time zone, full_name text, phone text, email text, email_status text, email_attempts integer, email_error text, next_attempt_at timestamp with time zone, sheet_status text, sheet_error text, alert_status text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (mail.payload ->> 'id')::uuid, mail.created_at, mail.payload ->> 'full_name',
         mail.payload ->> 'phone', mail.payload ->> 'email',
         mail.status, mail.attempts, mail.last_error, mail.next_attempt_at,
         sheet.status, sheet.last_error, alert.status
    from public.outbox_jobs as mail
    left join public.outbox_jobs as sheet on sheet.dedupe_key = 'quote_sheet:' || (mail.payload ->> 'id')
    left join public.outbox_jobs as alert on alert.dedupe_key = 'quote_alert:' || (mail.payload ->> 'id')
   where mail.kind = 'quote_email' and mail.status <> 'done'
   order by mail.created_at
$$;
REVOKE ALL ON FUNCTION public.undelivered_leads() FROM anon, authenticated;

-- SEQUENCE public.outbox_jobs_id_seq
CREATE SEQUENCE public.outbox_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

-- SEQUENCE OWNED BY public.outbox_jobs_id_seq
ALTER SEQUENCE public.outbox_jobs_id_seq OWNED BY public.outbox_jobs.id;

-- DEFAULT public.outbox_jobs id
ALTER TABLE ONLY public.outbox_jobs ALTER COLUMN id SET DEFAULT nextval('public.outbox_jobs_id_seq'::regclass);

-- CONSTRAINT public.outbox_jobs outbox_jobs_dedupe_key_unique
ALTER TABLE ONLY public.outbox_jobs
    ADD CONSTRAINT outbox_jobs_dedupe_key_unique UNIQUE (dedupe_key);

-- CONSTRAINT public.outbox_jobs outbox_jobs_pkey
ALTER TABLE ONLY public.outbox_jobs
    ADD CONSTRAINT outbox_jobs_pkey PRIMARY KEY (id);

-- INDEX public.outbox_jobs_alert_lead_idx
CREATE INDEX outbox_jobs_alert_lead_idx ON public.outbox_jobs USING btree (((payload ->> 'leadId'::text))) WHERE (kind = 'quote_alert'::text);

-- INDEX public.outbox_jobs_claim_idx
CREATE INDEX outbox_jobs_claim_idx ON public.outbox_jobs USING btree (channel, priority, next_attempt_at, id) WHERE (status = 'pending'::text);

-- INDEX public.outbox_jobs_form_submission_idx
CREATE INDEX outbox_jobs_form_submission_idx ON public.outbox_jobs USING btree (((payload ->> 'id'::text))) WHERE (kind = ANY (ARRAY['quote_email'::text, 'quote_copy'::text, 'quote_sheet'::text]));

-- INDEX public.outbox_jobs_lead_id_idx
CREATE INDEX outbox_jobs_lead_id_idx ON public.outbox_jobs USING btree (lead_id) WHERE (lead_id IS NOT NULL);

-- INDEX public.outbox_jobs_undelivered_idx
CREATE INDEX outbox_jobs_undelivered_idx ON public.outbox_jobs USING btree (kind, created_at) WHERE (status <> 'done'::text);

-- ROW SECURITY public.outbox_jobs
ALTER TABLE public.outbox_jobs ENABLE ROW LEVEL SECURITY;

-- POLICY public.outbox_jobs outbox_jobs_staff_read
CREATE POLICY outbox_jobs_staff_read ON public.outbox_jobs FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ACL public.TABLE outbox_jobs
GRANT ALL ON TABLE public.outbox_jobs TO service_role;
GRANT SELECT ON TABLE public.outbox_jobs TO authenticated;

-- ACL public.FUNCTION claim_outbox_jobs(max_jobs integer, lease_seconds integer, job_channel text)
REVOKE ALL ON FUNCTION public.claim_outbox_jobs(max_jobs integer, lease_seconds integer, job_channel text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_outbox_jobs(max_jobs integer, lease_seconds integer, job_channel text) TO service_role;

-- ACL public.FUNCTION complete_outbox_job(job_id bigint)
REVOKE ALL ON FUNCTION public.complete_outbox_job(job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.complete_outbox_job(job_id bigint) TO service_role;

-- ACL public.FUNCTION enqueue_quote_alerts(after_seconds integer)
REVOKE ALL ON FUNCTION public.enqueue_quote_alerts(after_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.enqueue_quote_alerts(after_seconds integer) TO service_role;

-- ACL public.FUNCTION fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision)
REVOKE ALL ON FUNCTION public.fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION public.fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision) TO service_role;

-- ACL public.FUNCTION postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision)
REVOKE ALL ON FUNCTION public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision) TO service_role;

-- ACL public.FUNCTION release_outbox_jobs(job_ids bigint[])
REVOKE ALL ON FUNCTION public.release_outbox_jobs(job_ids bigint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_outbox_jobs(job_ids bigint[]) TO service_role;

-- ACL public.FUNCTION renew_outbox_jobs(job_ids bigint[], lease_seconds integer)
REVOKE ALL ON FUNCTION public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) TO service_role;

-- ACL public.FUNCTION resend_outbox_job(job_id bigint)
REVOKE ALL ON FUNCTION public.resend_outbox_job(job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resend_outbox_job(job_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.resend_outbox_job(job_id bigint) TO service_role;

-- ACL public.FUNCTION retry_failed_outbox_jobs()
REVOKE ALL ON FUNCTION public.retry_failed_outbox_jobs() FROM PUBLIC;
GRANT ALL ON FUNCTION public.retry_failed_outbox_jobs() TO service_role;

-- ACL public.FUNCTION undelivered_leads()
REVOKE ALL ON FUNCTION public.undelivered_leads() FROM PUBLIC;
GRANT ALL ON FUNCTION public.undelivered_leads() TO service_role;

-- ACL public.SEQUENCE outbox_jobs_id_seq
GRANT SELECT,USAGE ON SEQUENCE public.outbox_jobs_id_seq TO service_role;

-- Storage: the quote photos, gallery and documents buckets, their checks and policies.
-- FUNCTION private.check_published_media_name()
CREATE OR REPLACE FUNCTION private.check_published_media_name() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
begin
  if new.bucket_id = 'gallery'
     and new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(480|960|1440)\.(jpg|webp)$' then
    raise exception using errcode = 'check_violation', message = 'gallery_object_name_format',
      hint = 'Nom de fichier refusé : la photo est nommée par l''espace équipe.';
  end if;
  if new.bucket_id = 'documents'
     and new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[a-z0-9]+(-[a-z0-9]+)*\.pdf$' then
    raise exception using errcode = 'check_violation', message = 'document_object_name_format',
      hint = 'Nom de fichier refusé : le document est nommé par l''espace équipe.';
  end if;
  if new.bucket_id = 'documents' and char_length(new.name) > 130 then
    raise exception using errcode = 'check_violation', message = 'document_object_name_format',
      hint = 'Nom de fichier trop long.';
  end if;
  return new;
end
$_$;

-- FUNCTION private.check_quote_photo()
CREATE OR REPLACE FUNCTION private.check_quote_photo() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  lead_request uuid;
  max_photos constant integer := 8;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  select f.request_id into lead_request
    from public.form_submissions f
   where f.request_id = split_part(new.name, '/', 1)::uuid
   for update;
  if not found then
    raise exception using errcode = 'check_violation', message = 'quote_photo_unknown_request',
      hint = 'Demande de devis inconnue : la photo ne peut pas y être jointe.';
  end if;
  if (select count(*) from storage.objects o
       where o.bucket_id = 'quote-photos' and o.name like lead_request::text || '/%') >= max_photos then
    raise exception using errcode = 'check_violation', message = 'quote_photo_limit',
      hint = U&'8\00A0photos au maximum par demande de devis.';
  end if;
  return new;
end
$_$;

-- FUNCTION private.public_object_name(text, text)
CREATE OR REPLACE FUNCTION private.public_object_name(address text, bucket text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select substring(address from '/storage/v1/object/public/' || bucket || '/([^?#]+)$')
$_$;

-- FUNCTION private.queue_quote_photos_removal()
CREATE OR REPLACE FUNCTION private.queue_quote_photos_removal() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from storage.objects o
              where o.bucket_id = 'quote-photos' and o.name like old.request_id::text || '/%') then
    perform private.enqueue_job('quote_photos_removal',
      jsonb_build_object('requestId', old.request_id), 'quote_photos_removal:' || old.request_id);
  end if;
  return old;
end
$$;

-- FUNCTION private.release_quote_notification()
CREATE OR REPLACE FUNCTION private.release_quote_notification() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.form_submissions;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  select * into lead from public.form_submissions f where f.request_id = split_part(new.name, '/', 1)::uuid;
  if lead.id is not null
     and (select count(*) from storage.objects o
           where o.bucket_id = 'quote-photos' and o.name like lead.request_id::text || '/%') >= lead.photos_expected then
    update public.outbox_jobs as job
       set next_attempt_at = now()
     where job.kind in ('quote_email', 'quote_sheet')
       and job.payload ->> 'id' = lead.id::text
       and job.status = 'pending'
       and job.attempts = 0
       and job.next_attempt_at > now();
  end if;
  return new;
end
$$;

-- FUNCTION public.quote_photos(uuid)
CREATE OR REPLACE FUNCTION public.quote_photos(lead_id uuid) RETURNS TABLE(request_id uuid, photos_expected smallint, names text[])
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f.request_id, f.photos_expected,
         coalesce((select array_agg(o.name order by o.created_at, o.name)
                     from storage.objects o
                    where o.bucket_id = 'quote-photos' and o.name like f.request_id::text || '/%'), '{}')
    from public.form_submissions f
   where f.id = quote_photos.lead_id
$$;
REVOKE ALL ON FUNCTION public.quote_photos(uuid) FROM anon, authenticated;

-- TRIGGER public.form_submissions form_submissions_queue_photos_removal
CREATE TRIGGER form_submissions_queue_photos_removal AFTER DELETE ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.queue_quote_photos_removal();

-- TRIGGER storage.objects article_image_audit
CREATE TRIGGER article_image_audit AFTER INSERT OR DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.audit_article_image();

-- TRIGGER storage.objects article_image_checks
CREATE TRIGGER article_image_checks BEFORE INSERT OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_article_image();

-- TRIGGER storage.objects published_media_audit
CREATE TRIGGER published_media_audit AFTER INSERT OR DELETE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.audit_published_media();

-- TRIGGER storage.objects published_media_name_checks
CREATE TRIGGER published_media_name_checks BEFORE INSERT OR UPDATE ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_published_media_name();

-- TRIGGER storage.objects quote_photo_checks
CREATE TRIGGER quote_photo_checks BEFORE INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.check_quote_photo();

-- TRIGGER storage.objects quote_photo_release_notification
CREATE TRIGGER quote_photo_release_notification AFTER INSERT ON storage.objects FOR EACH ROW EXECUTE FUNCTION private.release_quote_notification();

-- POLICY storage.objects article_images_staff_delete
CREATE POLICY article_images_staff_delete ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects article_images_staff_insert
CREATE POLICY article_images_staff_insert ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects article_images_staff_read
CREATE POLICY article_images_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects article_images_staff_update
CREATE POLICY article_images_staff_update ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff))) WITH CHECK (((bucket_id = 'article-images'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects published_media_staff_delete
CREATE POLICY published_media_staff_delete ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['gallery'::text, 'documents'::text])) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects published_media_staff_insert
CREATE POLICY published_media_staff_insert ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['gallery'::text, 'documents'::text])) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects published_media_staff_read
CREATE POLICY published_media_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['gallery'::text, 'documents'::text])) AND ( SELECT private.is_staff() AS is_staff)));

-- POLICY storage.objects quote_photos_staff_read
CREATE POLICY quote_photos_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'quote-photos'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- ACL private.FUNCTION check_published_media_name()
REVOKE ALL ON FUNCTION private.check_published_media_name() FROM PUBLIC;

-- ACL private.FUNCTION check_quote_photo()
REVOKE ALL ON FUNCTION private.check_quote_photo() FROM PUBLIC;

-- ACL private.FUNCTION public_object_name(address text, bucket text)
REVOKE ALL ON FUNCTION private.public_object_name(address text, bucket text) FROM PUBLIC;

-- ACL private.FUNCTION queue_quote_photos_removal()
REVOKE ALL ON FUNCTION private.queue_quote_photos_removal() FROM PUBLIC;

-- ACL private.FUNCTION release_quote_notification()
REVOKE ALL ON FUNCTION private.release_quote_notification() FROM PUBLIC;

-- ACL public.FUNCTION quote_photos(lead_id uuid)
REVOKE ALL ON FUNCTION public.quote_photos(lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.quote_photos(lead_id uuid) TO service_role;

-- ——— Rows the squashed migrations inserted ———

-- Buckets: quote photos (private), featured images, gallery and documents (public).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('quote-photos', 'quote-photos', false, 10485760, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('article-images', 'article-images', true, 5242880, array['image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('gallery', 'gallery', true, 5242880, array['image/jpeg', 'image/webp']),
  ('documents', 'documents', true, 20971520, array['application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- The publication clock's one row, and today's company details.
insert into private.publication_clock (id, shift) values (true, interval '0');

insert into public.company_details (
  phone, whatsapp, email, head_office_street, head_office_postal_code, head_office_city, agencies,
  opening_days, opens, closes, publication_director, main_site_url, facebook_url, youtube_url,
  linkedin_url, listing_url
) values (
  '03 53 01 24 68', '06 39 98 12 34', 'contact@parquet-alsace.example',
  '12 rue des Artisans', '68420', 'Herrlisheim-près-Colmar',
  '[
    {"label": "Siège social", "city": "Colmar", "street": "12 rue des Artisans", "postalCode": "68420", "locality": "Herrlisheim-près-Colmar", "phone": "03 53 01 24 68"},
    {"label": "Agence nord", "city": "Strasbourg", "street": "5 rue des Menuisiers", "postalCode": "67100", "locality": "Strasbourg", "phone": "03 53 01 24 70"},
    {"label": "Agence Franche-Comté", "city": "Belfort", "street": "3 rue des Ébénistes", "postalCode": "90000", "locality": "Belfort", "phone": "03 53 01 24 72"},
    {"label": "Agence Moselle", "city": "Sarrebourg", "street": "9 rue des Charpentiers", "postalCode": "57400", "locality": "Sarrebourg", "phone": "03 53 01 24 74"}
  ]'::jsonb,
  'Du lundi au vendredi', '08:00', '18:00', 'Marc Hoffmann',
  'https://www.parquet-alsace.example',
  'https://www.facebook.com/parquet-alsace.example',
  'https://www.youtube.com/@parquet-alsace.example',
  'https://www.linkedin.com/company/parquet-alsace.example',
  'https://maps.parquet-alsace.example/colmar'
);

-- Hosted scheduling: where pg_cron and pg_net are usable (a Supabase project), the database
-- calls the outbox-worker edge function every minute and purges expired leads daily; elsewhere
-- the server runs both itself (docs/adr-lead-delivery.md).
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

-- No GraphQL for visitors: where pg_graphql is present it is dropped, and anon and
-- authenticated lose every right on the graphql schemas (backend/test/database-lints.test.ts).
do $$
declare
  schema_name text;
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql') then
    drop extension pg_graphql;
  end if;
  foreach schema_name in array array['graphql', 'graphql_public'] loop
    if to_regnamespace(schema_name) is not null then
      -- Public included: a function is out of reach without its schema (service_role and the
      -- owner keep their own grants).
      execute format('revoke all on schema %I from public, anon, authenticated', schema_name);
      execute format('revoke all on all functions in schema %I from anon, authenticated', schema_name);
      execute format('revoke all on all tables in schema %I from anon, authenticated', schema_name);
      execute format('revoke all on all sequences in schema %I from anon, authenticated', schema_name);
      execute format('alter default privileges in schema %I revoke all on functions from anon, authenticated', schema_name);
      execute format('alter default privileges in schema %I revoke all on tables from anon, authenticated', schema_name);
    end if;
  end loop;
end
$$;
