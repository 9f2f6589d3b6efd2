-- Staff members, their rights, the audit log, the personal-data export and erasure.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

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
  visitor_data boolean;
begin
  if auth.role() is null or auth.role() not in ('authenticated', 'service_role') then
    return null;
  end if;
  if tg_op = 'DELETE' then
    visitor_data := tg_table_name in ('form_submissions', 'reviews')
      or (tg_table_name in ('lead_notes', 'devis')
          and not exists (select 1 from public.form_submissions f where f.id = (to_jsonb(old) ->> 'lead_id')::uuid));
    if visitor_data then
      perform private.audit_redact(tg_table_name, row_key);
      perform private.audit(tg_table_name, row_key, 'delete', null, null);
    else
      perform private.audit(tg_table_name, row_key, 'delete', to_jsonb(old), null);
    end if;
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
     and private.session_alive()
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
        -- A devis's mails follow their lead (lead_id), and its customer's address when staff changed it.
        or (job.kind like 'devis\_%' and lower(job.payload ->> 'customerEmail') = wanted)
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
