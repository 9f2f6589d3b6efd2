-- Quote requests: submit_quote, the price rule, the staff pipeline (notes), retention.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- TYPE public.lead_status
-- The pipeline of a lead, in order; the generated Database type carries it as a union.
CREATE TYPE public.lead_status AS ENUM (
    'nouveau', 'contacte', 'visite_planifiee', 'devis_envoye', 'gagne', 'perdu'
);

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
    status public.lead_status DEFAULT 'nouveau'::public.lead_status NOT NULL,
    photos_expected smallint DEFAULT 0 NOT NULL,
    home_older_than_two_years boolean,
    vat_rate numeric(4,2),
    estimated_price_ttc numeric(10,2),
    -- The unguessable part of the link that lets the visitor choose, change or cancel the visit.
    visit_token text DEFAULT replace(((gen_random_uuid())::text || (gen_random_uuid())::text), '-'::text, ''::text) NOT NULL,
    CONSTRAINT form_submissions_address_length CHECK ((char_length(address) <= 400)),
    CONSTRAINT form_submissions_city_length CHECK ((char_length(city) <= 100)),
    CONSTRAINT form_submissions_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT form_submissions_email_length CHECK ((char_length(email) <= 254)),
    CONSTRAINT form_submissions_estimated_price_positive CHECK ((estimated_price >= (0)::numeric)),
    CONSTRAINT form_submissions_estimated_price_ttc_positive CHECK ((estimated_price_ttc >= (0)::numeric)),
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
    CONSTRAINT form_submissions_street_name_length CHECK ((char_length(street_name) <= 200)),
    CONSTRAINT form_submissions_street_number_length CHECK ((char_length(street_number) <= 20)),
    CONSTRAINT form_submissions_surface_range CHECK (((surface >= 10) AND (surface <= 200))),
    CONSTRAINT form_submissions_vat_rate_allowed CHECK (((vat_rate IS NULL) OR (vat_rate = ANY (ARRAY[5.5, (10)::numeric, (20)::numeric]))))
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

-- FUNCTION private.form_submissions_city_from_postal_code()
CREATE OR REPLACE FUNCTION private.form_submissions_city_from_postal_code() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if private.is_blank(new.city) or lower(btrim(new.city)) = 'ville' then
    new.city := private.commune_of_postal_code(new.postal_code);
  end if;
  return new;
end
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
-- A note with a status moves the lead. A note that says which status its writer saw
-- (`seen_status`, the back office's) moves it only from that one: another member of staff who
-- changed it meanwhile is not overwritten silently (PT409, the note not added).
CREATE OR REPLACE FUNCTION private.lead_note_moves_status() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is not null then
    update public.form_submissions set status = new.status
     where id = new.lead_id and status is distinct from new.status
       and (new.seen_status is null or status = new.seen_status);
    if not found and new.seen_status is not null and not exists (
      select 1 from public.form_submissions where id = new.lead_id and status = new.status) then
      raise exception using errcode = 'PT409',
        message = U&'Le statut de cette demande a changé entre-temps : relisez-la avant d\2019en choisir un autre.';
    end if;
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
    hint = private.french_hint(message),
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
  -- "Logement de plus de deux ans ?": the VAT rate follows it; null (not asked) reads as no.
  home_older_than_two_years boolean := private.optional_boolean(payload, 'homeOlderThanTwoYears', 'form_submissions_home_age_type');
  estimate numeric;
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

  estimate := private.estimate_quote_price(surface, finition, teinture, property_type, has_elevator);
  insert into public.form_submissions as f (
    request_id, surface, service_type, finish_type, full_name, phone, email, postal_code,
    message, property_type, has_elevator, teinture, finition, street_number, street_name, city,
    address, estimated_price, source, home_older_than_two_years, vat_rate, estimated_price_ttc
  ) values (
    request_id, surface, service_type, finish_type, full_name, phone, email, postal_code,
    message, property_type, has_elevator, teinture, finition, street_number, street_name, city,
    private.compose_address(street_number, street_name, postal_code, city),
    estimate, source, home_older_than_two_years,
    private.quote_vat_rate(home_older_than_two_years),
    private.amount_with_vat(estimate, private.quote_vat_rate(home_older_than_two_years))
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
    -- A lead whose devis was accepted is kept with it until 10 years after the acceptance
    -- (the signed devis, Code de commerce art. L123-22; docs/adr-023-devis.md).
    delete from public.form_submissions as lead
     where lead.last_contact_at < cutoff
       and not exists (select 1 from public.devis as d
                        where d.lead_id = lead.id
                          and d.status = 'accepte'
                          and d.decided_at >= now() - interval '10 years')
    returning lead.id
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
  ), visit_jobs as (
    -- The visit's and the devis's mails name the visitor too (docs/adr-022-visit-booking.md).
    delete from public.outbox_jobs as job
     using expired
     where job.kind in ('visit_invitation', 'visit_notice', 'visit_reminder', 'devis_link', 'devis_code',
                        'devis_reminder', 'devis_signed', 'devis_staff_notice')
       and job.lead_id = expired.id
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
    status public.lead_status,
    author_id uuid,
    author_email text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    seen_status public.lead_status,
    CONSTRAINT lead_notes_body_length CHECK ((char_length(body) <= 5000)),
    CONSTRAINT lead_notes_body_or_status CHECK (((NOT private.is_blank(body)) OR (status IS NOT NULL)))
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

-- CONSTRAINT public.form_submissions form_submissions_visit_token_key
ALTER TABLE ONLY public.form_submissions
    ADD CONSTRAINT form_submissions_visit_token_key UNIQUE (visit_token);

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

-- TRIGGER public.form_submissions form_submissions_city_from_postal_code
CREATE TRIGGER form_submissions_city_from_postal_code BEFORE INSERT ON public.form_submissions FOR EACH ROW EXECUTE FUNCTION private.form_submissions_city_from_postal_code();

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

-- ACL private.FUNCTION form_submissions_city_from_postal_code()
REVOKE ALL ON FUNCTION private.form_submissions_city_from_postal_code() FROM PUBLIC;

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

-- ACL public.COLUMN lead_notes.seen_status
GRANT INSERT(seen_status) ON TABLE public.lead_notes TO authenticated;
