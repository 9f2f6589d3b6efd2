-- The staff back office (/admin/): who is staff, what staff may read and change, the lead
-- pipeline and its notes, review moderation with reasons and public responses, and an audit
-- log written only by triggers. Authorisation is a table (private.staff_members), never a
-- claim a user could edit: removing the row (or the Auth user, which cascades) ends that
-- person's access with their very next request, whatever their token says.
--
-- Signed-in users who are not staff get the `authenticated` role like staff do, so every
-- right below is granted to `authenticated` AND bounded by a policy calling private.is_staff():
-- a non-staff user reads exactly the rows a visitor reads (no lead, no job, approved reviews).
-- Names and shapes: docs/data-model.md ("Staff back office"). Decision: docs/adr-007-auth-subset.md.

-- ---------------------------------------------------------------------------------------------
-- Staff members and the test every staff policy calls.

create table private.staff_members (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  added_at timestamptz not null default now(),
  constraint staff_members_email_format check (private.is_valid_email(email)),
  constraint staff_members_email_length check (char_length(email) <= 254)
);

alter table private.staff_members enable row level security;
revoke all on private.staff_members from public, anon, authenticated;
grant all on private.staff_members to service_role;
-- A signed-in user may see their own row only, which is all is_staff() asks.
grant select on private.staff_members to authenticated;
create policy staff_members_read_own on private.staff_members
  for select to authenticated using (user_id = (select auth.uid()));

-- True when the caller's token names a current staff member. Stable, so a policy evaluates it
-- once per statement when written `(select private.is_staff())`.
create function private.is_staff() returns boolean
language sql stable
set search_path = ''
as $$
  select exists (select 1 from private.staff_members where user_id = (select auth.uid()))
$$;

revoke all on function private.is_staff() from public, anon;
grant execute on function private.is_staff() to authenticated, service_role;

-- What the back office asks after sign-in: is this account allowed in? (false for anon too)
create function public.is_staff_member() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(auth.role() = 'authenticated' and private.is_staff(), false)
$$;

revoke all on function public.is_staff_member() from public, anon;
grant execute on function public.is_staff_member() to authenticated, service_role;

-- The refusal every staff function gives a caller who is not staff (42501: HTTP 403/401).
create function private.require_staff() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if auth.role() is distinct from 'service_role' and not private.is_staff() then
    raise exception using errcode = '42501', message = 'Réservé à l''équipe : connectez-vous avec un compte autorisé.';
  end if;
end
$$;

revoke all on function private.require_staff() from public, anon;
grant execute on function private.require_staff() to authenticated, service_role;

-- Staff accounts are managed with the service key (`npm run staff`), which reaches only the
-- public schema: these three functions are granted to the service role alone.
create function public.staff_member_add(member_id uuid, member_email text) returns void
language sql
set search_path = ''
as $$
  insert into private.staff_members (user_id, email) values (member_id, lower(member_email))
  on conflict (user_id) do update set email = excluded.email
$$;

create function public.staff_member_remove(member_id uuid) returns boolean
language sql
set search_path = ''
as $$
  with removed as (delete from private.staff_members where user_id = member_id returning 1)
  select exists (select 1 from removed)
$$;

create function public.staff_member_list()
returns table (user_id uuid, email text, added_at timestamptz)
language sql stable
set search_path = ''
as $$
  select user_id, email, added_at from private.staff_members order by added_at, email
$$;

revoke all on function public.staff_member_add(uuid, text) from public, anon, authenticated;
revoke all on function public.staff_member_remove(uuid) from public, anon, authenticated;
revoke all on function public.staff_member_list() from public, anon, authenticated;
grant execute on function public.staff_member_add(uuid, text) to service_role;
grant execute on function public.staff_member_remove(uuid) to service_role;
grant execute on function public.staff_member_list() to service_role;

-- ---------------------------------------------------------------------------------------------
-- Audit log: one row per change a signed-in person (or the service key) makes to a
-- staff-writable table, and per staff action (resend, export, erase). Written by triggers and
-- the staff functions only; staff read it; nobody inserts, updates or deletes it through the
-- API. When a row is deleted (erasure, retention purge) its earlier entries lose their before
-- and after images (`redacted`), so erased personal data does not live on here.

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_email text,
  actor_role text,
  table_name text not null,
  row_id text not null,
  action text not null,
  before jsonb,
  after jsonb,
  redacted boolean not null default false,
  constraint audit_log_action_allowed
    check (action in ('insert', 'update', 'delete', 'resend', 'export', 'erase'))
);

create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id, at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from public, anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;
create policy audit_log_staff_read on public.audit_log
  for select to authenticated using ((select private.is_staff()));

-- Even the table's owner cannot rewrite history, except the redaction of a deleted row's images.
create function private.audit_log_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and current_setting('private.audit_redaction', true) = 'on'
     and new.id = old.id and new.at = old.at and new.action = old.action
     and new.before is null and new.after is null and new.redacted then
    return new;
  end if;
  raise exception using errcode = '42501', message = 'Le journal d''audit ne se modifie pas.';
end
$$;

revoke all on function private.audit_log_immutable() from public, anon, authenticated;

create trigger audit_log_immutable
  before update or delete on public.audit_log
  for each row execute function private.audit_log_immutable();
create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.audit_log_immutable();

-- Appends one entry as the caller (who: the token's sub, e-mail and role).
create function private.audit(
  entry_table text, entry_row text, entry_action text, entry_before jsonb, entry_after jsonb
) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_email, actor_role, table_name, row_id, action, before, after)
  values (
    auth.uid(), nullif(auth.jwt() ->> 'email', ''), auth.role(),
    entry_table, entry_row, entry_action, entry_before, entry_after
  )
$$;

revoke all on function private.audit(text, text, text, jsonb, jsonb) from public, anon, authenticated;

-- Removes the images of a deleted row's earlier entries (see above).
create function private.audit_redact(entry_table text, entry_row text) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('private.audit_redaction', 'on', true);
  update public.audit_log
     set before = null, after = null, redacted = true
   where table_name = entry_table and row_id = entry_row and not redacted;
  perform set_config('private.audit_redaction', 'off', true);
end
$$;

revoke all on function private.audit_redact(text, text) from public, anon, authenticated;

-- The row trigger of every staff-writable table. Visitors' own inserts (a review, a quote) and
-- changes without a token (migrations, seed) are not staff changes and are not logged.
create function private.audit_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.audit_row_change() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Leads: a status pipeline, read and moved by staff.

alter table public.form_submissions
  add column status text not null default 'nouveau',
  add constraint form_submissions_status_allowed check (status in (
    'nouveau', 'contacte', 'visite_planifiee', 'devis_envoye', 'gagne', 'perdu'
  ));

-- Inbox: by status, newest first ("nouveau" count on arrival).
create index form_submissions_status_created_at_idx on public.form_submissions (status, created_at desc);

-- A change of status is a contact with the person: the retention clock restarts.
create function private.lead_status_touches_contact() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.last_contact_at := now();
  end if;
  return new;
end
$$;

revoke all on function private.lead_status_touches_contact() from public, anon, authenticated;

create trigger form_submissions_status_contact
  before update of status on public.form_submissions
  for each row execute function private.lead_status_touches_contact();

grant select on public.form_submissions to authenticated;
grant update (status) on public.form_submissions to authenticated;
create policy form_submissions_staff_read on public.form_submissions
  for select to authenticated using ((select private.is_staff()));
create policy form_submissions_staff_update on public.form_submissions
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));

create trigger form_submissions_audit
  after insert or update or delete on public.form_submissions
  for each row execute function private.audit_row_change();

-- Dated notes on a lead; a note may also move the lead to a status.
create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.form_submissions (id) on delete cascade,
  body text not null default '',
  status text,
  author_id uuid references auth.users (id) on delete set null,
  author_email text,
  created_at timestamptz not null default now(),
  constraint lead_notes_body_length check (char_length(body) <= 5000),
  constraint lead_notes_status_allowed check (status in (
    'nouveau', 'contacte', 'visite_planifiee', 'devis_envoye', 'gagne', 'perdu'
  )),
  constraint lead_notes_body_or_status check (not private.is_blank(body) or status is not null)
);

create index lead_notes_lead_id_created_at_idx on public.lead_notes (lead_id, created_at desc);
create index lead_notes_author_id_idx on public.lead_notes (author_id);

-- The author is whoever is signed in, whatever the client sends.
create function private.lead_note_author() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.author_id := auth.uid();
  new.author_email := nullif(auth.jwt() ->> 'email', '');
  new.created_at := now();
  return new;
end
$$;

revoke all on function private.lead_note_author() from public, anon, authenticated;

create trigger lead_notes_author
  before insert on public.lead_notes
  for each row execute function private.lead_note_author();

-- A note carrying a status moves its lead (as the caller: the lead's own policy applies).
create function private.lead_note_moves_status() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is not null then
    update public.form_submissions set status = new.status
     where id = new.lead_id and status is distinct from new.status;
  end if;
  return null;
end
$$;

revoke all on function private.lead_note_moves_status() from public, anon, authenticated;

create trigger lead_notes_move_status
  after insert on public.lead_notes
  for each row execute function private.lead_note_moves_status();

create trigger lead_notes_audit
  after insert or update or delete on public.lead_notes
  for each row execute function private.audit_row_change();

alter table public.lead_notes enable row level security;
revoke all on public.lead_notes from public, anon, authenticated;
grant all on public.lead_notes to service_role;
grant select on public.lead_notes to authenticated;
grant insert (lead_id, body, status) on public.lead_notes to authenticated;
create policy lead_notes_staff_read on public.lead_notes
  for select to authenticated using ((select private.is_staff()));
create policy lead_notes_staff_add on public.lead_notes
  for insert to authenticated with check ((select private.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- Deliveries: staff read every job; the lead a job belongs to is a column they can filter on.

alter table public.outbox_jobs drop constraint outbox_jobs_kind_allowed;
alter table public.outbox_jobs add constraint outbox_jobs_kind_allowed check (kind in (
  'quote_email', 'quote_copy', 'quote_sheet', 'queued_email', 'quote_alert', 'review_rejection'
));

alter table public.outbox_jobs
  add column lead_id uuid generated always as (
    case
      when kind in ('quote_email', 'quote_copy', 'quote_sheet')
           and payload ->> 'id' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
        then (payload ->> 'id')::uuid
      when kind = 'quote_alert'
           and payload ->> 'leadId' ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
        then (payload ->> 'leadId')::uuid
    end
  ) stored;

create index outbox_jobs_lead_id_idx on public.outbox_jobs (lead_id) where lead_id is not null;

grant select on public.outbox_jobs to authenticated;
create policy outbox_jobs_staff_read on public.outbox_jobs
  for select to authenticated using ((select private.is_staff()));

-- "Renvoyer": a job not delivered (failed, or still retrying) is due again now, with a fresh
-- retry window. Returns the job as it now is.
create function public.resend_outbox_job(job_id bigint) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.resend_outbox_job(bigint) from public, anon, authenticated;
grant execute on function public.resend_outbox_job(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reviews: staff see and moderate every review; a refusal carries a reason, e-mailed to the
-- author (job `review_rejection`); one public response per review, which staff may edit.

alter table public.reviews
  add column rejection_reason text,
  add column moderated_at timestamptz,
  add column moderated_by uuid,
  add constraint reviews_rejection_reason_length check (char_length(rejection_reason) <= 1000);

create function private.review_moderation() returns trigger
language plpgsql
set search_path = ''
as $$
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

revoke all on function private.review_moderation() from public, anon, authenticated;

create trigger reviews_moderation
  before update on public.reviews
  for each row execute function private.review_moderation();

-- The author learns why (Code de la consommation, D111-17): once per review, by the outbox.
create function private.enqueue_review_rejection() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.enqueue_review_rejection() from public, anon, authenticated;

create trigger reviews_enqueue_rejection
  after update of status on public.reviews
  for each row execute function private.enqueue_review_rejection();

create trigger reviews_audit
  after update or delete on public.reviews
  for each row execute function private.audit_row_change();

grant select (rejection_reason, moderated_at) on public.reviews to authenticated;
grant update (status, rejection_reason) on public.reviews to authenticated;
create policy reviews_staff_read on public.reviews
  for select to authenticated using ((select private.is_staff()));
create policy reviews_staff_moderate on public.reviews
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));

-- One response per review (the newest is kept where there were several), dated, editable.
delete from public.review_responses as older
 using public.review_responses as newer
 where older.review_id = newer.review_id
   and (older.created_at, older.id) < (newer.created_at, newer.id);

alter table public.review_responses
  add column updated_at timestamptz not null default now(),
  add constraint review_responses_review_id_unique unique (review_id);

create trigger review_responses_set_updated_at
  before update on public.review_responses
  for each row execute function private.set_updated_at();

create trigger review_responses_audit
  after insert or update or delete on public.review_responses
  for each row execute function private.audit_row_change();

grant insert (review_id, response_text), update (response_text), delete
  on public.review_responses to authenticated;
create policy review_responses_staff_read on public.review_responses
  for select to authenticated using ((select private.is_staff()));
create policy review_responses_staff_add on public.review_responses
  for insert to authenticated with check ((select private.is_staff()));
create policy review_responses_staff_edit on public.review_responses
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));
create policy review_responses_staff_delete on public.review_responses
  for delete to authenticated using ((select private.is_staff()));

-- ---------------------------------------------------------------------------------------------
-- RGPD: one person's data (by e-mail, case ignored), exported or erased by staff, audited.
-- The log keeps a hash of the address, never the address.

create function private.person_key(person_email text) returns text
language sql immutable strict
set search_path = ''
as $$
  select 'sha256:' || encode(sha256(convert_to(lower(btrim(person_email)), 'UTF8')), 'hex')
$$;

revoke all on function private.person_key(text) from public, anon, authenticated;

create function public.export_person(person_email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

-- Deletes the person's leads with their notes and every delivery or alert job (the business's
-- e-mail, the sheet row, the visitor's copy), their reviews and responses, their newsletter
-- sign-up and their contact messages. Returns what was deleted, by kind.
create function public.erase_person(person_email text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.export_person(text) from public, anon, authenticated;
revoke all on function public.erase_person(text) from public, anon, authenticated;
grant execute on function public.export_person(text) to authenticated, service_role;
grant execute on function public.erase_person(text) to authenticated, service_role;

-- A signed-in request adds one row, as a visitor's does (see the visitor_one_row_per_request
-- migration): staff add one note or one response at a time.
create trigger lead_notes_one_row
  after insert on public.lead_notes
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();

create trigger review_responses_one_row
  after insert on public.review_responses
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();
