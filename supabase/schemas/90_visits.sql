-- Technical visits: each agency's availability, the slots offered to a visitor who asked for a
-- quote, the booked visits (never two at once for one agency: an exclusion constraint), and the
-- mails they send through the outbox (docs/adr-022-visit-booking.md).
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- EXTENSION btree_gist
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA extensions;

-- TABLE public.visit_settings
-- One row per agency; 'siege' serves every postal code no other agency claims.
CREATE TABLE public.visit_settings (
    agency text NOT NULL,
    label text NOT NULL,
    postal_prefixes text[] DEFAULT '{}'::text[] NOT NULL,
    visit_minutes integer DEFAULT 60 NOT NULL,
    buffer_minutes integer DEFAULT 30 NOT NULL,
    notice_days integer DEFAULT 1 NOT NULL,
    horizon_days integer DEFAULT 21 NOT NULL,
    max_per_day integer DEFAULT 4 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT visit_settings_agency_format CHECK ((agency ~ '^[a-z0-9-]{1,40}$'::text)),
    CONSTRAINT visit_settings_label_length CHECK (((char_length(label) >= 1) AND (char_length(label) <= 80))),
    CONSTRAINT visit_settings_prefixes CHECK (((cardinality(postal_prefixes) <= 40) AND (array_to_string(postal_prefixes, ','::text) ~ '^([0-9]{1,5}(,[0-9]{1,5})*)?$'::text))),
    CONSTRAINT visit_settings_visit_minutes CHECK (((visit_minutes >= 15) AND (visit_minutes <= 480))),
    CONSTRAINT visit_settings_buffer_minutes CHECK (((buffer_minutes >= 0) AND (buffer_minutes <= 240))),
    CONSTRAINT visit_settings_notice_days CHECK (((notice_days >= 0) AND (notice_days <= 60))),
    CONSTRAINT visit_settings_horizon_days CHECK (((horizon_days >= 1) AND (horizon_days <= 120))),
    CONSTRAINT visit_settings_max_per_day CHECK (((max_per_day >= 1) AND (max_per_day <= 50)))
);
REVOKE ALL ON TABLE public.visit_settings FROM anon, authenticated;

-- TABLE public.visit_hours
-- Opening hours for visits, in Europe/Paris local time; weekday 1 = Monday … 7 = Sunday.
CREATE TABLE public.visit_hours (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    agency text NOT NULL,
    weekday smallint NOT NULL,
    opens time without time zone NOT NULL,
    closes time without time zone NOT NULL,
    CONSTRAINT visit_hours_weekday CHECK (((weekday >= 1) AND (weekday <= 7))),
    CONSTRAINT visit_hours_order CHECK ((opens < closes))
);
REVOKE ALL ON TABLE public.visit_hours FROM anon, authenticated;

-- TABLE public.visit_closures
-- Days without visits (holidays, leave), first and last day included.
CREATE TABLE public.visit_closures (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    agency text NOT NULL,
    first_day date NOT NULL,
    last_day date NOT NULL,
    label text DEFAULT ''::text NOT NULL,
    CONSTRAINT visit_closures_order CHECK ((first_day <= last_day)),
    CONSTRAINT visit_closures_label_length CHECK ((char_length(label) <= 120))
);
REVOKE ALL ON TABLE public.visit_closures FROM anon, authenticated;

-- TABLE public.visits
-- One row per lead: a change moves it (same calendar UID, sequence raised), a cancellation
-- keeps it with status 'cancelled'. blocked_until = end + the agency's buffer at booking time.
CREATE TABLE public.visits (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    agency text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    blocked_until timestamp with time zone NOT NULL,
    status text DEFAULT 'booked'::text NOT NULL,
    sequence integer DEFAULT 0 NOT NULL,
    booked_by text DEFAULT 'visiteur'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT visits_status_allowed CHECK ((status = ANY (ARRAY['booked'::text, 'cancelled'::text]))),
    CONSTRAINT visits_booked_by_allowed CHECK ((booked_by = ANY (ARRAY['visiteur'::text, 'equipe'::text]))),
    CONSTRAINT visits_order CHECK (((starts_at < ends_at) AND (ends_at <= blocked_until)))
);
REVOKE ALL ON TABLE public.visits FROM anon, authenticated;

-- FUNCTION private.paris_day(timestamp with time zone)
CREATE OR REPLACE FUNCTION private.paris_day(at_time timestamp with time zone) RETURNS date
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select (at_time at time zone 'Europe/Paris')::date
$$;

-- FUNCTION private.visit_label(timestamp with time zone, timestamp with time zone)
-- « mardi 15 décembre, 9 h 00 – 10 h 00 », « mardi 1er décembre… » (no-break spaces as French
-- typography wants).
CREATE OR REPLACE FUNCTION private.visit_label(starts_at timestamp with time zone, ends_at timestamp with time zone) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select (array['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])[extract(isodow from s)::integer]
      || ' ' || extract(day from s)::integer || case when extract(day from s) = 1 then 'er' else '' end
      || U&'\00A0' || (array['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août',
                          'septembre', 'octobre', 'novembre', 'décembre'])[extract(month from s)::integer]
      || ', ' || extract(hour from s)::integer || U&'\00A0h\00A0' || to_char(s, 'MI')
      || U&'\00A0– ' || extract(hour from e)::integer || U&'\00A0h\00A0' || to_char(e, 'MI')
    from (select starts_at at time zone 'Europe/Paris' as s, ends_at at time zone 'Europe/Paris' as e) as local
$$;

-- FUNCTION private.visit_agency(text)
-- The agency whose postal prefixes match (the longest wins), else the head office.
CREATE OR REPLACE FUNCTION private.visit_agency(postal_code text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce((
    select s.agency
      from public.visit_settings as s, unnest(s.postal_prefixes) as prefix
     where postal_code like prefix || '%'
     order by length(prefix) desc, s.agency
     limit 1
  ), 'siege')
$$;

-- FUNCTION private.visit_candidates(text, timestamp with time zone)
-- Every slot the agency's rules allow from `at_time` on, ignoring bookings: the opening hours
-- of each open day (Europe/Paris, so a DST change keeps 9 h 00 at 9 h 00), cut into visits
-- spaced by the visit's length plus the buffer, from the notice day to the horizon.
CREATE OR REPLACE FUNCTION private.visit_candidates(agency_key text, at_time timestamp with time zone) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone, blocked_until timestamp with time zone, day date)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  with settings as (
    select * from public.visit_settings where agency = agency_key
  ), days as (
    select d::date as day
      from settings as s,
           generate_series(private.paris_day(at_time) + s.notice_days,
                           private.paris_day(at_time) + s.horizon_days, interval '1 day') as d
  ), open_hours as (
    select days.day, h.opens, h.closes
      from days
      join public.visit_hours as h on h.agency = agency_key and h.weekday = extract(isodow from days.day)
     where not exists (
       select 1 from public.visit_closures as c
        where c.agency = agency_key and days.day between c.first_day and c.last_day)
  ), local_slots as (
    select o.day,
           o.day + o.opens + make_interval(mins => n * (s.visit_minutes + s.buffer_minutes)) as local_start,
           s.visit_minutes, s.buffer_minutes
      from open_hours as o, settings as s,
           generate_series(0, (extract(epoch from o.closes - o.opens) / 60)::integer / (s.visit_minutes + s.buffer_minutes)) as n
     where o.opens + make_interval(mins => n * (s.visit_minutes + s.buffer_minutes) + s.visit_minutes) <= o.closes
       -- A slot that would end past midnight wraps its time of day: n bounds it above.
       and extract(epoch from o.opens) / 60 + n * (s.visit_minutes + s.buffer_minutes) + s.visit_minutes
           <= extract(epoch from o.closes) / 60
  )
  select (l.local_start at time zone 'Europe/Paris'),
         ((l.local_start + make_interval(mins => l.visit_minutes)) at time zone 'Europe/Paris'),
         ((l.local_start + make_interval(mins => l.visit_minutes + l.buffer_minutes)) at time zone 'Europe/Paris'),
         l.day
    from local_slots as l
   where (l.local_start at time zone 'Europe/Paris') > at_time
     -- A wall-clock time the spring-forward night skips is no slot.
     and ((l.local_start at time zone 'Europe/Paris') at time zone 'Europe/Paris') = l.local_start
   order by 1
$$;

-- FUNCTION private.free_visit_slots(text, timestamp with time zone, uuid)
-- The candidates no booked visit overlaps (buffers included) on days under the cap; the
-- visit `ignored` (the one being moved) counts for neither.
CREATE OR REPLACE FUNCTION private.free_visit_slots(agency_key text, at_time timestamp with time zone, ignored uuid) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone, blocked_until timestamp with time zone, day date)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select c.starts_at, c.ends_at, c.blocked_until, c.day
    from private.visit_candidates(agency_key, at_time) as c,
         public.visit_settings as s
   where s.agency = agency_key
     and not exists (
       select 1 from public.visits as v
        where v.agency = agency_key and v.status = 'booked' and v.id is distinct from ignored
          and tstzrange(v.starts_at, v.blocked_until) && tstzrange(c.starts_at, c.blocked_until))
     and (select count(*) from public.visits as v
           where v.agency = agency_key and v.status = 'booked' and v.id is distinct from ignored
             and private.paris_day(v.starts_at) = c.day) < s.max_per_day
   order by c.starts_at
$$;

-- FUNCTION private.visit_lead(uuid)
-- The quote request a visitor may book for: sent in the last 30 days, or with a visit already.
CREATE OR REPLACE FUNCTION private.visit_lead(request uuid) RETURNS public.form_submissions
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
declare
  lead public.form_submissions;
begin
  select f.* into lead from public.form_submissions as f
   where f.request_id = request
     and (f.created_at > now() - interval '30 days'
          or exists (select 1 from public.visits as v where v.lead_id = f.id and v.status = 'booked'));
  if lead.id is null then
    raise exception using errcode = 'PT404',
      message = 'Demande de devis introuvable ou trop ancienne : appelez-nous pour fixer la visite.';
  end if;
  return lead;
end
$$;

-- FUNCTION private.enqueue_visit_mails(public.visits, text, boolean)
-- The visitor's invitation and the business's notice of a visit booked (`moved` when it replaces
-- a booked one), moved or cancelled.
CREATE OR REPLACE FUNCTION private.enqueue_visit_mails(visit public.visits, method text, moved boolean) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  lead public.form_submissions;
  payload jsonb;
begin
  select * into lead from public.form_submissions where id = visit.lead_id;
  payload := jsonb_build_object(
    'visitId', visit.id,
    'leadId', lead.id,
    'method', method,
    'moved', moved,
    'sequence', visit.sequence,
    'startsAt', visit.starts_at,
    'endsAt', visit.ends_at,
    'label', private.visit_label(visit.starts_at, visit.ends_at),
    'fullName', lead.full_name,
    'email', lead.email,
    'phone', lead.phone,
    'address', lead.address,
    'bookedBy', visit.booked_by,
    'visitToken', lead.visit_token
  );
  perform private.enqueue_job('visit_invitation', payload,
    'visit_invitation:' || visit.id || ':' || visit.sequence);
  perform private.enqueue_job('visit_notice', payload - 'visitToken',
    'visit_notice:' || visit.id || ':' || visit.sequence);
end
$$;

-- FUNCTION private.book_visit_for(public.form_submissions, timestamp with time zone, text)
-- Books or moves the lead's visit, on a free slot the rules offer (what available_visit_slots
-- and staff_visit_slots list) and nothing else. A visitor ('visiteur') may move a visit until
-- the day before it; staff ('equipe') also on the day. Two bookings of one slot: the database
-- refuses the second. A lead that does not exist (null) is refused in French. Booking the slot the
-- visit already has (a second tap, a page sent again) changes nothing and mails nothing. One
-- booking at a time per lead: two first bookings at once make one visit, the second a move.
CREATE OR REPLACE FUNCTION private.book_visit_for(lead public.form_submissions, wanted timestamp with time zone, booked_by text) RETURNS public.visits
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  agency_key text := private.visit_agency(lead.postal_code);
  settings public.visit_settings;
  existing public.visits;
  slot record;
  visit public.visits;
  taken constant text := U&'Ce créneau vient d\2019être réservé : choisissez-en un autre.';
begin
  if lead.id is null then
    raise exception using errcode = 'PT404', message = 'Demande introuvable.';
  end if;
  select * into settings from public.visit_settings where agency = agency_key;
  if settings.agency is null then
    raise exception using errcode = 'PT404', message = 'Aucune disponibilité n''est définie pour cette agence.';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('visit-lead:' || lead.id, 0));
  select * into existing from public.visits where lead_id = lead.id for update;
  if existing.status = 'booked' and existing.starts_at = wanted then
    return existing;
  end if;
  if booked_by = 'visiteur' and existing.status = 'booked'
     and private.paris_day(existing.starts_at) <= private.paris_day(now()) then
    raise exception using errcode = 'PT422',
      message = 'La visite a lieu aujourd''hui : pour la changer, appelez-nous.';
  end if;

  -- One booking at a time per agency and day: the cap holds with simultaneous requests.
  perform pg_advisory_xact_lock(hashtextextended('visit:' || agency_key || ':' || private.paris_day(wanted), 0));

  if not exists (select 1 from private.visit_candidates(agency_key, now()) as c where c.starts_at = wanted) then
    raise exception using errcode = 'PT422', message = U&'Ce créneau n\2019est plus proposé : choisissez-en un autre.';
  end if;
  select * into slot from private.free_visit_slots(agency_key, now(), existing.id) as f where f.starts_at = wanted;
  if slot.starts_at is null then
    raise exception using errcode = 'PT409', message = taken;
  end if;

  begin
    if existing.id is null then
      insert into public.visits (lead_id, agency, starts_at, ends_at, blocked_until, booked_by)
      values (lead.id, agency_key, slot.starts_at, slot.ends_at, slot.blocked_until, booked_by)
      returning * into visit;
    else
      update public.visits as v
         set agency = agency_key, starts_at = slot.starts_at, ends_at = slot.ends_at,
             blocked_until = slot.blocked_until, status = 'booked', sequence = v.sequence + 1,
             booked_by = book_visit_for.booked_by, updated_at = now()
       where v.id = existing.id
      returning * into visit;
    end if;
  exception when exclusion_violation then
    raise exception using errcode = 'PT409', message = taken;
  end;

  insert into public.lead_notes (lead_id, body, status)
  values (lead.id,
          case when existing.status = 'booked' then 'Visite technique déplacée au ' else 'Visite technique planifiée le ' end
            || private.visit_label(visit.starts_at, visit.ends_at)
            || case when booked_by = 'visiteur' then ' (choisie par le client).' else '.' end,
          'visite_planifiee');
  perform private.enqueue_visit_mails(visit, 'REQUEST', existing.status is not distinct from 'booked');
  return visit;
end
$$;

-- FUNCTION private.cancel_visit_for(uuid, text)
CREATE OR REPLACE FUNCTION private.cancel_visit_for(lead uuid, cancelled_by text) RETURNS public.visits
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  visit public.visits;
begin
  select * into visit from public.visits where lead_id = lead and status = 'booked' for update;
  if visit.id is null then
    raise exception using errcode = 'PT404', message = 'Aucune visite à annuler.';
  end if;
  if cancelled_by = 'visiteur' and private.paris_day(visit.starts_at) <= private.paris_day(now()) then
    raise exception using errcode = 'PT422',
      message = 'La visite a lieu aujourd''hui : pour l''annuler, appelez-nous.';
  end if;
  update public.visits as v set status = 'cancelled', sequence = v.sequence + 1, updated_at = now()
   where v.id = visit.id
  returning * into visit;
  insert into public.lead_notes (lead_id, body, status)
  values (lead, 'Visite technique du ' || private.visit_label(visit.starts_at, visit.ends_at) || ' annulée'
            || case when cancelled_by = 'visiteur' then ' par le client : le rappeler.' else '.' end,
          'contacte');
  perform private.enqueue_visit_mails(visit, 'CANCEL', false);
  return visit;
end
$$;

-- FUNCTION public.available_visit_slots(uuid)
CREATE OR REPLACE FUNCTION public.available_visit_slots(p_request_id uuid) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.form_submissions := private.visit_lead(p_request_id);
begin
  return query
    select f.starts_at, f.ends_at
      from private.free_visit_slots(private.visit_agency(lead.postal_code), now(),
             (select v.id from public.visits as v where v.lead_id = lead.id)) as f;
end
$$;
REVOKE ALL ON FUNCTION public.available_visit_slots(uuid) FROM anon, authenticated;

-- FUNCTION public.book_visit(uuid, timestamp with time zone)
CREATE OR REPLACE FUNCTION public.book_visit(p_request_id uuid, p_starts_at timestamp with time zone) RETURNS TABLE(visit_id uuid, starts_at timestamp with time zone, ends_at timestamp with time zone, label text, sequence integer, manage_token text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead public.form_submissions := private.visit_lead(p_request_id);
  visit public.visits := private.book_visit_for(lead, p_starts_at, 'visiteur');
begin
  return query select visit.id, visit.starts_at, visit.ends_at,
    private.visit_label(visit.starts_at, visit.ends_at), visit.sequence, lead.visit_token;
end
$$;
REVOKE ALL ON FUNCTION public.book_visit(uuid, timestamp with time zone) FROM anon, authenticated;

-- FUNCTION public.visit_link(uuid)
-- The key of the visitor's link for a request: the production server answers a quote form
-- posted without scripts with it (it knows the request id it stored, not the key).
CREATE OR REPLACE FUNCTION public.visit_link(p_request_id uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (private.visit_lead(p_request_id)).visit_token;
end
$$;
REVOKE ALL ON FUNCTION public.visit_link(uuid) FROM anon, authenticated;

-- FUNCTION public.visit_by_token(text)
-- What the visitor's link shows: the request (to list and book slots) and its visit, if any.
CREATE OR REPLACE FUNCTION public.visit_by_token(p_token text) RETURNS TABLE(request_id uuid, visit_id uuid, status text, starts_at timestamp with time zone, ends_at timestamp with time zone, label text, sequence integer, can_change boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f.request_id, v.id, v.status, v.starts_at, v.ends_at,
         case when v.id is null then null else private.visit_label(v.starts_at, v.ends_at) end,
         v.sequence,
         v.id is null or v.status = 'cancelled' or private.paris_day(v.starts_at) > private.paris_day(now())
    from public.form_submissions as f
    left join public.visits as v on v.lead_id = f.id
   where p_token ~ '^[0-9a-f]{64}$' and f.visit_token = p_token
$$;
REVOKE ALL ON FUNCTION public.visit_by_token(text) FROM anon, authenticated;

-- FUNCTION public.cancel_visit_by_token(text)
CREATE OR REPLACE FUNCTION public.cancel_visit_by_token(p_token text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  lead uuid;
begin
  select f.id into lead from public.form_submissions as f
   where p_token ~ '^[0-9a-f]{64}$' and f.visit_token = p_token;
  if lead is null then
    raise exception using errcode = 'PT404', message = 'Lien de visite inconnu : appelez-nous.';
  end if;
  perform private.cancel_visit_for(lead, 'visiteur');
end
$$;
REVOKE ALL ON FUNCTION public.cancel_visit_by_token(text) FROM anon, authenticated;

-- FUNCTION public.staff_book_visit(uuid, timestamp with time zone)
CREATE OR REPLACE FUNCTION public.staff_book_visit(p_lead_id uuid, p_starts_at timestamp with time zone) RETURNS public.visits
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return private.book_visit_for(
    (select f from public.form_submissions as f where f.id = p_lead_id), p_starts_at, 'equipe');
end
$$;
REVOKE ALL ON FUNCTION public.staff_book_visit(uuid, timestamp with time zone) FROM anon, authenticated;

-- FUNCTION public.staff_cancel_visit(uuid)
CREATE OR REPLACE FUNCTION public.staff_cancel_visit(p_lead_id uuid) RETURNS public.visits
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return private.cancel_visit_for(p_lead_id, 'equipe');
end
$$;
REVOKE ALL ON FUNCTION public.staff_cancel_visit(uuid) FROM anon, authenticated;

-- FUNCTION public.staff_visit_slots(uuid)
-- The slots the rules offer a lead, for staff choosing one in the back office.
CREATE OR REPLACE FUNCTION public.staff_visit_slots(p_lead_id uuid) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return query
    select f.starts_at, f.ends_at
      from public.form_submissions as l,
           private.free_visit_slots(private.visit_agency(l.postal_code), now(),
             (select v.id from public.visits as v where v.lead_id = l.id)) as f
     where l.id = p_lead_id;
end
$$;
REVOKE ALL ON FUNCTION public.staff_visit_slots(uuid) FROM anon, authenticated;

-- FUNCTION public.enqueue_visit_reminders()
-- The day before each booked visit (Europe/Paris), one reminder to the visitor, unless the
-- visit was booked or moved that day; the outbox worker calls it on every run.
CREATE OR REPLACE FUNCTION public.enqueue_visit_reminders() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  enqueued integer;
begin
  select count(*) into enqueued
    from public.visits as v
    join public.form_submissions as f on f.id = v.lead_id
   where v.status = 'booked'
     and private.paris_day(v.starts_at) = private.paris_day(now()) + 1
     -- Booked or moved today: its confirmation is the reminder.
     and private.paris_day(v.updated_at) < private.paris_day(now())
     and private.enqueue_job('visit_reminder', jsonb_build_object(
           'visitId', v.id,
           'leadId', v.lead_id,
           'startsAt', v.starts_at,
           'endsAt', v.ends_at,
           'label', private.visit_label(v.starts_at, v.ends_at),
           'fullName', f.full_name,
           'email', f.email,
           'visitToken', f.visit_token),
         'visit_reminder:' || v.id || ':' || extract(epoch from v.starts_at)::bigint);
  return enqueued;
end
$$;
REVOKE ALL ON FUNCTION public.enqueue_visit_reminders() FROM anon, authenticated;

-- CONSTRAINT public.visit_settings visit_settings_pkey
ALTER TABLE ONLY public.visit_settings
    ADD CONSTRAINT visit_settings_pkey PRIMARY KEY (agency);

-- CONSTRAINT public.visit_hours visit_hours_pkey
ALTER TABLE ONLY public.visit_hours
    ADD CONSTRAINT visit_hours_pkey PRIMARY KEY (id);

-- CONSTRAINT public.visit_closures visit_closures_pkey
ALTER TABLE ONLY public.visit_closures
    ADD CONSTRAINT visit_closures_pkey PRIMARY KEY (id);

-- CONSTRAINT public.visits visits_pkey
ALTER TABLE ONLY public.visits
    ADD CONSTRAINT visits_pkey PRIMARY KEY (id);

-- CONSTRAINT public.visits visits_lead_id_key
ALTER TABLE ONLY public.visits
    ADD CONSTRAINT visits_lead_id_key UNIQUE (lead_id);

-- CONSTRAINT public.visit_hours visit_hours_no_overlap
-- One weekday's opening ranges of an agency never overlap (9 h–12 h then 12 h–14 h may touch):
-- overlapping ranges would offer two slots at once. « Disponibilités » says so in French.
ALTER TABLE ONLY public.visit_hours
    ADD CONSTRAINT visit_hours_no_overlap EXCLUDE USING gist (agency WITH =, weekday WITH =, tsrange(('2000-01-03'::date + opens), ('2000-01-03'::date + closes)) WITH &&);

-- CONSTRAINT public.visits visits_no_overlap
-- Never two booked visits of one agency at once (buffer included), whatever the instance.
ALTER TABLE ONLY public.visits
    ADD CONSTRAINT visits_no_overlap EXCLUDE USING gist (agency WITH =, tstzrange(starts_at, blocked_until) WITH &&) WHERE ((status = 'booked'::text));

-- INDEX public.visit_hours_agency_idx
CREATE INDEX visit_hours_agency_idx ON public.visit_hours USING btree (agency, weekday);

-- INDEX public.visit_closures_agency_idx
CREATE INDEX visit_closures_agency_idx ON public.visit_closures USING btree (agency, first_day);

-- INDEX public.visits_starts_at_idx
CREATE INDEX visits_starts_at_idx ON public.visits USING btree (starts_at);

-- FK CONSTRAINT public.visit_hours visit_hours_agency_fkey
ALTER TABLE ONLY public.visit_hours
    ADD CONSTRAINT visit_hours_agency_fkey FOREIGN KEY (agency) REFERENCES public.visit_settings(agency) ON DELETE CASCADE;

-- FK CONSTRAINT public.visit_closures visit_closures_agency_fkey
ALTER TABLE ONLY public.visit_closures
    ADD CONSTRAINT visit_closures_agency_fkey FOREIGN KEY (agency) REFERENCES public.visit_settings(agency) ON DELETE CASCADE;

-- FK CONSTRAINT public.visits visits_agency_fkey
ALTER TABLE ONLY public.visits
    ADD CONSTRAINT visits_agency_fkey FOREIGN KEY (agency) REFERENCES public.visit_settings(agency);

-- FK CONSTRAINT public.visits visits_lead_id_fkey
ALTER TABLE ONLY public.visits
    ADD CONSTRAINT visits_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.form_submissions(id) ON DELETE CASCADE;

-- TRIGGER public.visit_settings visit_settings_audit
CREATE TRIGGER visit_settings_audit AFTER INSERT OR DELETE OR UPDATE ON public.visit_settings FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.visit_settings visit_settings_set_updated_at
CREATE TRIGGER visit_settings_set_updated_at BEFORE UPDATE ON public.visit_settings FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.visit_hours visit_hours_audit
CREATE TRIGGER visit_hours_audit AFTER INSERT OR DELETE OR UPDATE ON public.visit_hours FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.visit_closures visit_closures_audit
CREATE TRIGGER visit_closures_audit AFTER INSERT OR DELETE OR UPDATE ON public.visit_closures FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.visit_settings visit_settings_one_row
CREATE TRIGGER visit_settings_one_row AFTER INSERT ON public.visit_settings REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.visit_hours visit_hours_one_row
CREATE TRIGGER visit_hours_one_row AFTER INSERT ON public.visit_hours REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.visit_closures visit_closures_one_row
CREATE TRIGGER visit_closures_one_row AFTER INSERT ON public.visit_closures REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.visits visits_audit
CREATE TRIGGER visits_audit AFTER INSERT OR DELETE OR UPDATE ON public.visits FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- ROW SECURITY public.visit_settings
ALTER TABLE public.visit_settings ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.visit_hours
ALTER TABLE public.visit_hours ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.visit_closures
ALTER TABLE public.visit_closures ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.visits
ALTER TABLE public.visits ENABLE ROW LEVEL SECURITY;

-- POLICY public.visit_settings visit_settings_staff
CREATE POLICY visit_settings_staff ON public.visit_settings TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.visit_hours visit_hours_staff
CREATE POLICY visit_hours_staff ON public.visit_hours TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.visit_closures visit_closures_staff
CREATE POLICY visit_closures_staff ON public.visit_closures TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.visits visits_staff_read
CREATE POLICY visits_staff_read ON public.visits FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ACL public.TABLE visit_settings
GRANT ALL ON TABLE public.visit_settings TO service_role;
GRANT SELECT, INSERT, DELETE, UPDATE ON TABLE public.visit_settings TO authenticated;

-- ACL public.TABLE visit_hours
GRANT ALL ON TABLE public.visit_hours TO service_role;
GRANT SELECT, INSERT, DELETE, UPDATE ON TABLE public.visit_hours TO authenticated;

-- ACL public.TABLE visit_closures
GRANT ALL ON TABLE public.visit_closures TO service_role;
GRANT SELECT, INSERT, DELETE, UPDATE ON TABLE public.visit_closures TO authenticated;

-- ACL public.TABLE visits
GRANT ALL ON TABLE public.visits TO service_role;
GRANT SELECT ON TABLE public.visits TO authenticated;

-- ACL private.FUNCTION paris_day(at_time timestamp with time zone)
REVOKE ALL ON FUNCTION private.paris_day(at_time timestamp with time zone) FROM PUBLIC;

-- ACL private.FUNCTION visit_label(starts_at timestamp with time zone, ends_at timestamp with time zone)
REVOKE ALL ON FUNCTION private.visit_label(starts_at timestamp with time zone, ends_at timestamp with time zone) FROM PUBLIC;

-- ACL private.FUNCTION visit_agency(postal_code text)
REVOKE ALL ON FUNCTION private.visit_agency(postal_code text) FROM PUBLIC;

-- ACL private.FUNCTION visit_candidates(agency_key text, at_time timestamp with time zone)
REVOKE ALL ON FUNCTION private.visit_candidates(agency_key text, at_time timestamp with time zone) FROM PUBLIC;

-- ACL private.FUNCTION free_visit_slots(agency_key text, at_time timestamp with time zone, ignored uuid)
REVOKE ALL ON FUNCTION private.free_visit_slots(agency_key text, at_time timestamp with time zone, ignored uuid) FROM PUBLIC;

-- ACL private.FUNCTION visit_lead(request uuid)
REVOKE ALL ON FUNCTION private.visit_lead(request uuid) FROM PUBLIC;

-- ACL private.FUNCTION enqueue_visit_mails(visit public.visits, method text, moved boolean)
REVOKE ALL ON FUNCTION private.enqueue_visit_mails(visit public.visits, method text, moved boolean) FROM PUBLIC;

-- ACL private.FUNCTION book_visit_for(lead public.form_submissions, wanted timestamp with time zone, booked_by text)
REVOKE ALL ON FUNCTION private.book_visit_for(lead public.form_submissions, wanted timestamp with time zone, booked_by text) FROM PUBLIC;

-- ACL private.FUNCTION cancel_visit_for(lead uuid, cancelled_by text)
REVOKE ALL ON FUNCTION private.cancel_visit_for(lead uuid, cancelled_by text) FROM PUBLIC;

-- ACL public.FUNCTION available_visit_slots(p_request_id uuid)
REVOKE ALL ON FUNCTION public.available_visit_slots(p_request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.available_visit_slots(p_request_id uuid) TO anon;
GRANT ALL ON FUNCTION public.available_visit_slots(p_request_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.available_visit_slots(p_request_id uuid) TO service_role;

-- ACL public.FUNCTION book_visit(p_request_id uuid, p_starts_at timestamp with time zone)
REVOKE ALL ON FUNCTION public.book_visit(p_request_id uuid, p_starts_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.book_visit(p_request_id uuid, p_starts_at timestamp with time zone) TO anon;
GRANT ALL ON FUNCTION public.book_visit(p_request_id uuid, p_starts_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.book_visit(p_request_id uuid, p_starts_at timestamp with time zone) TO service_role;

-- ACL public.FUNCTION visit_link(p_request_id uuid)
REVOKE ALL ON FUNCTION public.visit_link(p_request_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.visit_link(p_request_id uuid) TO anon;
GRANT ALL ON FUNCTION public.visit_link(p_request_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.visit_link(p_request_id uuid) TO service_role;

-- ACL public.FUNCTION visit_by_token(p_token text)
REVOKE ALL ON FUNCTION public.visit_by_token(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.visit_by_token(p_token text) TO anon;
GRANT ALL ON FUNCTION public.visit_by_token(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.visit_by_token(p_token text) TO service_role;

-- ACL public.FUNCTION cancel_visit_by_token(p_token text)
REVOKE ALL ON FUNCTION public.cancel_visit_by_token(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.cancel_visit_by_token(p_token text) TO anon;
GRANT ALL ON FUNCTION public.cancel_visit_by_token(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.cancel_visit_by_token(p_token text) TO service_role;

-- ACL public.FUNCTION staff_book_visit(p_lead_id uuid, p_starts_at timestamp with time zone)
REVOKE ALL ON FUNCTION public.staff_book_visit(p_lead_id uuid, p_starts_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_book_visit(p_lead_id uuid, p_starts_at timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.staff_book_visit(p_lead_id uuid, p_starts_at timestamp with time zone) TO service_role;

-- ACL public.FUNCTION staff_cancel_visit(p_lead_id uuid)
REVOKE ALL ON FUNCTION public.staff_cancel_visit(p_lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_cancel_visit(p_lead_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.staff_cancel_visit(p_lead_id uuid) TO service_role;

-- ACL public.FUNCTION staff_visit_slots(p_lead_id uuid)
REVOKE ALL ON FUNCTION public.staff_visit_slots(p_lead_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_visit_slots(p_lead_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.staff_visit_slots(p_lead_id uuid) TO service_role;

-- ACL public.FUNCTION enqueue_visit_reminders()
REVOKE ALL ON FUNCTION public.enqueue_visit_reminders() FROM PUBLIC;
GRANT ALL ON FUNCTION public.enqueue_visit_reminders() TO service_role;
