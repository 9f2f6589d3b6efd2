-- The devis signed online: staff prepare it on a lead and send it; the customer reads it through
-- an unguessable link, asks for a 6-digit code by e-mail and accepts it (or refuses it); the
-- proof of the acceptance is kept, the lead's status follows, reminders and notices go through
-- the outbox (docs/data-model.md, "Devis").
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- TABLE public.devis
-- One devis per lead. `number` is given at its first sending (gapless per year); `version`
-- rises when its content changes after it was sent (the version sent is then superseded).
CREATE TABLE public.devis (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    lead_id uuid NOT NULL,
    number text,
    version integer DEFAULT 1 NOT NULL,
    status text DEFAULT 'brouillon'::text NOT NULL,
    content jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    decided_at timestamp with time zone,
    refusal_reason text,
    CONSTRAINT devis_status_allowed CHECK ((status = ANY (ARRAY['brouillon'::text, 'envoye'::text, 'accepte'::text, 'refuse'::text, 'expire'::text]))),
    CONSTRAINT devis_number_format CHECK ((number ~ '^DEV-[0-9]{4}-[0-9]{4,}$'::text)),
    CONSTRAINT devis_version_positive CHECK ((version >= 1)),
    CONSTRAINT devis_content_object CHECK (((jsonb_typeof(content) = 'object'::text) AND (length((content)::text) <= 100000))),
    CONSTRAINT devis_refusal_reason_length CHECK ((char_length(refusal_reason) <= 1000))
);
REVOKE ALL ON TABLE public.devis FROM anon, authenticated;

-- TABLE public.devis_versions
-- Each version sent, frozen: what the customer's link shows and signs.
CREATE TABLE public.devis_versions (
    devis_id uuid NOT NULL,
    version integer NOT NULL,
    snapshot jsonb NOT NULL,
    token text NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    superseded_at timestamp with time zone,
    opened_at timestamp with time zone,
    pdf_sha256 text,
    codes_sent integer DEFAULT 0 NOT NULL,
    CONSTRAINT devis_versions_token_format CHECK ((token ~ '^[0-9a-f]{64}$'::text)),
    CONSTRAINT devis_versions_pdf_sha256_format CHECK ((pdf_sha256 ~ '^[0-9a-f]{64}$'::text))
);
REVOKE ALL ON TABLE public.devis_versions FROM anon, authenticated;

-- TABLE public.devis_acceptances
-- The proof of an acceptance: who, when, from where, what exactly (the PDF's SHA-256), and the
-- code's delivery that identified the signer.
CREATE TABLE public.devis_acceptances (
    devis_id uuid NOT NULL,
    version integer NOT NULL,
    accepted_at timestamp with time zone DEFAULT now() NOT NULL,
    signer_name text NOT NULL,
    ip text,
    user_agent text,
    pdf_sha256 text NOT NULL,
    vat_certified boolean DEFAULT false NOT NULL,
    early_start boolean DEFAULT false NOT NULL,
    code_sent_at timestamp with time zone NOT NULL,
    code_sent_to text NOT NULL,
    CONSTRAINT devis_acceptances_signer_name_length CHECK (((char_length(signer_name) >= 1) AND (char_length(signer_name) <= 120))),
    CONSTRAINT devis_acceptances_ip_length CHECK ((char_length(ip) <= 100)),
    CONSTRAINT devis_acceptances_user_agent_length CHECK ((char_length(user_agent) <= 500)),
    CONSTRAINT devis_acceptances_pdf_sha256_format CHECK ((pdf_sha256 ~ '^[0-9a-f]{64}$'::text))
);
REVOKE ALL ON TABLE public.devis_acceptances FROM anon, authenticated;

-- TABLE public.devis_codes
-- The codes sent to sign, hashed; only the functions below read them. The wrong tries of a code
-- are counted by its own sequence (private.devis_code_tries): a refused try raises an error,
-- which rolls back any row it wrote, but never a sequence's nextval.
CREATE TABLE public.devis_codes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    devis_id uuid NOT NULL,
    version integer NOT NULL,
    code_hash text NOT NULL,
    salt text NOT NULL,
    sent_to text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '00:15:00'::interval) NOT NULL,
    used_at timestamp with time zone
);
REVOKE ALL ON TABLE public.devis_codes FROM anon, authenticated;

-- TABLE private.devis_numbers
-- The last number given per year: its row, locked until the sending commits, keeps the
-- numbers gapless when two devis are sent at once.
CREATE TABLE private.devis_numbers (
    year integer NOT NULL,
    last_number integer NOT NULL,
    CONSTRAINT devis_numbers_positive CHECK ((last_number >= 1))
);

-- FUNCTION private.devis_unknown(text)
-- Not entered, or a placeholder (the rule of shared/src/names/placeholder.ts).
CREATE OR REPLACE FUNCTION private.devis_unknown(value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select value is null or btrim(value) = ''
      or btrim(value) ~ '^[0\s]+$'
      or btrim(value) ~* '(à compléter|a completer|\mfictif|\mfictive|placeholder|lorem)'
      or btrim(value) ~* '\.example([^a-z0-9-]|$)'
      or btrim(value) ~* '(^|[@/.])example\.(com|net|org)([^a-z0-9-]|$)'
$_$;

-- FUNCTION private.devis_item_label(text)
-- What a key of staff_devis_missing names, in French, for the refusal to send.
CREATE OR REPLACE FUNCTION private.devis_item_label(item text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case item
    when 'company.legal_name' then 'la raison sociale de l’entreprise'
    when 'company.legal_form' then 'sa forme juridique et son capital'
    when 'company.address' then 'l’adresse du siège'
    when 'company.siret' then 'le SIRET'
    when 'company.rcs' then 'le RCS'
    when 'company.vat_number' then 'le numéro de TVA intracommunautaire'
    when 'company.phone' then 'le téléphone de l’entreprise'
    when 'company.email' then 'l’e-mail de l’entreprise'
    when 'company.insurer_name' then 'l’assureur décennale'
    when 'company.insurer_policy' then 'le numéro de police décennale'
    when 'company.insurer_area' then 'la couverture géographique de l’assurance'
    when 'company.mediator_name' then 'le médiateur de la consommation'
    when 'company.mediator_contact' then 'l’adresse ou le site du médiateur'
    when 'devis.customer_name' then 'le nom du client'
    when 'devis.customer_email' then 'l’e-mail du client'
    when 'devis.works_address' then 'l’adresse du chantier'
    when 'devis.works_nature' then 'la nature des travaux'
    when 'devis.lines' then 'les lignes du devis (désignation, quantité, prix, TVA) et les frais de déplacement'
    when 'devis.valid_until' then 'une date de validité à venir'
    when 'devis.payment_terms' then 'les conditions de paiement'
    else item
  end
$$;

-- FUNCTION private.devis_valid_until(jsonb)
-- The content's last day of validity, or null when it is missing or not a date.
CREATE OR REPLACE FUNCTION private.devis_valid_until(content jsonb) RETURNS date
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $_$
begin
  if coalesce(content ->> 'validUntil', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return null;
  end if;
  return (content ->> 'validUntil')::date;
exception when others then
  return null;
end
$_$;

-- FUNCTION private.devis_missing(uuid)
-- The keys of what blocks the sending of a devis (empty: it may be sent).
CREATE OR REPLACE FUNCTION private.devis_missing(devis_id uuid) RETURNS text[]
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $_$
declare
  c public.company_details;
  content jsonb;
  missing text[] := '{}';
  valid date;
begin
  select d.content into content from public.devis as d where d.id = devis_id;
  if content is null then
    raise exception using errcode = 'PT404', message = 'Devis introuvable.';
  end if;
  select * into c from public.company_details where id = 'entreprise';
  if private.devis_unknown(c.legal_name) then missing := missing || 'company.legal_name'::text; end if;
  if private.devis_unknown(c.legal_form) then missing := missing || 'company.legal_form'::text; end if;
  if private.devis_unknown(c.head_office_street) or private.devis_unknown(c.head_office_postal_code)
     or private.devis_unknown(c.head_office_city) then
    missing := missing || 'company.address'::text;
  end if;
  if private.devis_unknown(c.siret) then missing := missing || 'company.siret'::text; end if;
  if private.devis_unknown(c.rcs) then missing := missing || 'company.rcs'::text; end if;
  if private.devis_unknown(c.vat_number) then missing := missing || 'company.vat_number'::text; end if;
  if private.devis_unknown(c.phone) then missing := missing || 'company.phone'::text; end if;
  if private.devis_unknown(c.email) then missing := missing || 'company.email'::text; end if;
  if private.devis_unknown(c.insurer_name) then missing := missing || 'company.insurer_name'::text; end if;
  if private.devis_unknown(c.insurer_policy) then missing := missing || 'company.insurer_policy'::text; end if;
  if private.devis_unknown(c.insurer_area) then missing := missing || 'company.insurer_area'::text; end if;
  if private.devis_unknown(c.mediator_name) then missing := missing || 'company.mediator_name'::text; end if;
  if private.devis_unknown(c.mediator_address) and private.devis_unknown(c.mediator_website) then
    missing := missing || 'company.mediator_contact'::text;
  end if;

  if private.is_blank(content ->> 'customerName') then missing := missing || 'devis.customer_name'::text; end if;
  if not coalesce(private.is_valid_email(content ->> 'customerEmail'), false) then
    missing := missing || 'devis.customer_email'::text;
  end if;
  if private.is_blank(content ->> 'worksAddress') then missing := missing || 'devis.works_address'::text; end if;
  if private.is_blank(content ->> 'worksNature') then missing := missing || 'devis.works_nature'::text; end if;
  if jsonb_typeof(content -> 'lines') is distinct from 'array'
     or jsonb_array_length(content -> 'lines') = 0
     or exists (
       select 1 from jsonb_array_elements(content -> 'lines') as line
        where jsonb_typeof(line) <> 'object'
           or private.is_blank(line ->> 'description')
           or jsonb_typeof(line -> 'quantity') is distinct from 'number'
           or (line ->> 'quantity')::numeric <= 0
           or jsonb_typeof(line -> 'unitPriceHt') is distinct from 'number'
           or (line ->> 'unitPriceHt')::numeric < 0
           or jsonb_typeof(line -> 'vatRate') is distinct from 'number'
           or (line ->> 'vatRate')::numeric not in (5.5, 10, 20))
     -- The travel costs are priced like a line.
     or jsonb_typeof(content -> 'travelHt') is distinct from 'number'
     or (content ->> 'travelHt')::numeric < 0
     or ((content ->> 'travelHt')::numeric > 0
         and (jsonb_typeof(content -> 'travelVatRate') is distinct from 'number'
              or (content ->> 'travelVatRate')::numeric not in (5.5, 10, 20))) then
    missing := missing || 'devis.lines'::text;
  end if;
  valid := private.devis_valid_until(content);
  if valid is null or valid < private.paris_day(now()) then
    missing := missing || 'devis.valid_until'::text;
  end if;
  if private.is_blank(content ->> 'paymentTerms') then missing := missing || 'devis.payment_terms'::text; end if;
  return missing;
end
$_$;

-- FUNCTION private.devis_ttc(jsonb)
-- The total including VAT, by the rule of shared/src/quote/devis.ts (devisTotals): each line's
-- total to the cent, summed per rate with the travel costs, each rate's VAT rounded once.
CREATE OR REPLACE FUNCTION private.devis_ttc(content jsonb) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  with amounts as (
    select (line ->> 'vatRate')::numeric as rate,
           round((line ->> 'quantity')::numeric * round((line ->> 'unitPriceHt')::numeric * 100)) as ht_cents
      from jsonb_array_elements(case when jsonb_typeof(content -> 'lines') = 'array' then content -> 'lines' else '[]'::jsonb end) as line
    union all
    select (content ->> 'travelVatRate')::numeric, round((content ->> 'travelHt')::numeric * 100)
     where coalesce((content ->> 'travelHt')::numeric, 0) > 0
  ), per_rate as (
    select sum(ht_cents) as ht_cents, rate from amounts group by rate
  )
  select coalesce(sum(ht_cents + round(ht_cents * round(rate * 100) / 10000)), 0) / 100 from per_rate
$$;

-- FUNCTION private.devis_reduced_vat(jsonb)
-- Whether a line or the travel costs carry a reduced rate: the customer then certifies it.
CREATE OR REPLACE FUNCTION private.devis_reduced_vat(content jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from jsonb_array_elements(case when jsonb_typeof(content -> 'lines') = 'array' then content -> 'lines' else '[]'::jsonb end) as line
     where (line ->> 'vatRate')::numeric < 20)
  or (coalesce((content ->> 'travelHt')::numeric, 0) > 0 and (content ->> 'travelVatRate')::numeric < 20)
$$;

-- FUNCTION private.devis_state(public.devis, public.devis_versions)
-- What a version's link may still do: a_signer, accepte, refuse, expire, remplace.
CREATE OR REPLACE FUNCTION private.devis_state(d public.devis, v public.devis_versions) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select case
    when v.superseded_at is not null or d.version <> v.version then 'remplace'
    when d.status = 'accepte' then 'accepte'
    when d.status = 'refuse' then 'refuse'
    when d.status = 'expire' or now() >= v.expires_at then 'expire'
    else 'a_signer'
  end
$$;

-- FUNCTION private.devis_version_for_token(text)
-- The version of a customer's link, its devis locked (read again under the lock: an edit may
-- have superseded it meanwhile); PT404 for an unknown link.
CREATE OR REPLACE FUNCTION private.devis_version_for_token(link text) RETURNS public.devis_versions
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  v public.devis_versions;
begin
  select * into v from public.devis_versions as x where link ~ '^[0-9a-f]{64}$' and x.token = link;
  if v.devis_id is null then
    raise exception using errcode = 'PT404', message = 'Lien de devis inconnu : vérifiez le lien reçu par e-mail.';
  end if;
  perform 1 from public.devis as x where x.id = v.devis_id for update;
  select * into v from public.devis_versions as x where x.devis_id = v.devis_id and x.version = v.version;
  return v;
end
$_$;

-- FUNCTION private.devis_require_open(public.devis, public.devis_versions)
-- Refuses, in French, an action on a link that can no longer be signed.
CREATE OR REPLACE FUNCTION private.devis_require_open(d public.devis, v public.devis_versions) RETURNS void
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  case private.devis_state(d, v)
    when 'a_signer' then return;
    when 'remplace' then
      raise exception using errcode = 'PT409',
        message = U&'Ce devis a été modifié depuis cet envoi : ouvrez le lien du dernier e-mail reçu.';
    when 'accepte' then
      raise exception using errcode = 'PT409', message = 'Ce devis a déjà été accepté.';
    when 'refuse' then
      raise exception using errcode = 'PT409', message = 'Ce devis a été refusé : appelez-nous pour en reparler.';
    else
      raise exception using errcode = 'PT410',
        message = U&'Ce devis n\2019est plus valable : appelez-nous pour en obtenir un nouveau.';
  end case;
end
$$;

-- FUNCTION private.devis_code_tries(uuid)
-- The sequence counting a code's wrong tries (at most 5).
CREATE OR REPLACE FUNCTION private.devis_code_tries(code_id uuid) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select 'private.' || quote_ident('devis_code_tries_' || replace(code_id::text, '-', ''))
$$;

-- FUNCTION private.devis_forget_codes()
-- Drops the codes no longer of any use (a day after they were sent), and the sequences of
-- tries left without their code (those, and the codes of a deleted lead).
CREATE OR REPLACE FUNCTION private.devis_forget_codes() RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $_$
declare
  orphan text;
begin
  delete from public.devis_codes where created_at < now() - interval '1 day';
  for orphan in
    select s.relname from pg_catalog.pg_class as s
      join pg_catalog.pg_namespace as n on n.oid = s.relnamespace
     where n.nspname = 'private' and s.relkind = 'S' and s.relname ~ '^devis_code_tries_[0-9a-f]{32}$'
       and not exists (select 1 from public.devis_codes as c
                        where 'private.' || s.relname = private.devis_code_tries(c.id))
  loop
    execute 'drop sequence if exists private.' || quote_ident(orphan);
  end loop;
end
$_$;

-- FUNCTION private.devis_edited()
-- An edit of the content: refused once the devis is decided; after sending, the devis goes back
-- to draft as its next version, and the version sent can no longer be accepted.
CREATE OR REPLACE FUNCTION private.devis_edited() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.content is not distinct from old.content then
    return new;
  end if;
  if old.status not in ('brouillon', 'envoye') then
    raise exception using errcode = 'PT409',
      message = case old.status
        when 'accepte' then 'Ce devis a été accepté : il ne peut plus être modifié.'
        when 'refuse' then 'Ce devis a été refusé : il ne peut plus être modifié.'
        else 'Ce devis a expiré : il ne peut plus être modifié.'
      end;
  end if;
  if old.status = 'envoye' then
    new.status := 'brouillon';
    new.version := old.version + 1;
    update public.devis_versions set superseded_at = now()
     where devis_id = old.id and superseded_at is null;
  end if;
  return new;
end
$$;

-- FUNCTION private.queue_devis_pdf_removal()
-- A devis deleted (its lead purged or erased) leaves no PDF in the private bucket: the worker
-- removes its folder `<devis id>/` (docs/adr-023-devis.md).
CREATE OR REPLACE FUNCTION private.queue_devis_pdf_removal() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from storage.objects o
              where o.bucket_id = 'devis' and o.name like old.id::text || '/%') then
    perform private.enqueue_job('devis_pdf_removal',
      jsonb_build_object('devisId', old.id), 'devis_pdf_removal:' || old.id);
  end if;
  return old;
end
$$;

-- FUNCTION public.staff_devis_missing(uuid)
CREATE OR REPLACE FUNCTION public.staff_devis_missing(p_devis uuid) RETURNS text[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.require_staff();
  return private.devis_missing(p_devis);
end
$$;
REVOKE ALL ON FUNCTION public.staff_devis_missing(uuid) FROM anon, authenticated;

-- FUNCTION public.staff_send_devis(uuid)
-- Sends the draft (or sends the version already sent again): number given at the first
-- sending, snapshot frozen with a fresh link, lead moved to « Devis envoyé », mail enqueued.
CREATE OR REPLACE FUNCTION public.staff_send_devis(p_devis uuid) RETURNS TABLE(number text, version integer, token text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  d public.devis;
  v public.devis_versions;
  c public.company_details;
  missing text[];
  sent timestamp with time zone := now();
  this_year integer := extract(year from private.paris_day(now()))::integer;
  next_number integer;
  snapshot jsonb;
begin
  perform private.require_staff();
  select * into d from public.devis as x where x.id = p_devis for update;
  if d.id is null then
    raise exception using errcode = 'PT404', message = 'Devis introuvable.';
  end if;
  if d.status not in ('brouillon', 'envoye') then
    raise exception using errcode = 'PT409',
      message = 'Ce devis est déjà ' || case d.status when 'accepte' then 'accepté' when 'refuse' then 'refusé' else 'expiré' end
        || U&' : il ne peut plus être envoyé.';
  end if;

  if d.status = 'envoye' then
    -- Sent again as it is: the same link, in a new mail.
    select * into v from public.devis_versions as x where x.devis_id = d.id and x.version = d.version;
    perform private.enqueue_job('devis_link', jsonb_build_object(
        'devisId', d.id, 'leadId', d.lead_id, 'number', d.number, 'version', d.version,
        'customerName', v.snapshot -> 'content' ->> 'customerName',
        'customerEmail', v.snapshot -> 'content' ->> 'customerEmail',
        'devisToken', v.token, 'validUntil', v.snapshot -> 'content' ->> 'validUntil',
        'ttc', private.devis_ttc(v.snapshot -> 'content')),
      'devis_link:' || d.id || ':' || d.version || ':' || extract(epoch from sent)::bigint);
    return query select d.number, d.version, v.token;
    return;
  end if;

  missing := private.devis_missing(d.id);
  if cardinality(missing) > 0 then
    raise exception using errcode = 'PT422',
      message = U&'Avant d\2019envoyer le devis, complétez : '
        || (select string_agg(private.devis_item_label(item), ', ' order by position)
              from unnest(missing) with ordinality as m(item, position)) || '.',
      detail = array_to_string(missing, ',');
  end if;

  if d.number is null then
    insert into private.devis_numbers as n (year, last_number) values (this_year, 1)
    on conflict on constraint devis_numbers_pkey do update set last_number = n.last_number + 1
    returning n.last_number into next_number;
    d.number := 'DEV-' || this_year || '-' || lpad(next_number::text, 4, '0');
  end if;

  select * into c from public.company_details where id = 'entreprise';
  snapshot := jsonb_build_object(
    'number', d.number,
    'version', d.version,
    'sentAt', to_char(sent at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'content', d.content,
    'company', jsonb_build_object(
      'legalName', c.legal_name,
      'legalForm', c.legal_form,
      'brand', 'Parquet Alsace Rénovation',
      'address', concat_ws(', ', btrim(c.head_office_street), btrim(c.head_office_postal_code || ' ' || c.head_office_city)),
      'siret', c.siret,
      'rcs', c.rcs,
      'vatNumber', c.vat_number,
      'phone', c.phone,
      'email', c.email,
      'insurerName', c.insurer_name,
      'insurerPolicy', c.insurer_policy,
      'insurerArea', c.insurer_area,
      'mediatorName', c.mediator_name,
      'mediatorAddress', c.mediator_address,
      'mediatorWebsite', c.mediator_website));

  insert into public.devis_versions (devis_id, version, snapshot, token, sent_at, expires_at)
  values (d.id, d.version, snapshot,
          encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'),
          sent,
          ((private.devis_valid_until(d.content) + 1)::timestamp without time zone at time zone 'Europe/Paris'))
  returning * into v;

  update public.devis as x set number = d.number, status = 'envoye', sent_at = sent where x.id = d.id;

  insert into public.lead_notes (lead_id, body, status)
  values (d.lead_id, 'Devis ' || d.number
            || case when d.version > 1 then ' (version ' || d.version || ')' else '' end
            || U&' envoyé à ' || (d.content ->> 'customerEmail') || '.',
          'devis_envoye');

  perform private.enqueue_job('devis_link', jsonb_build_object(
      'devisId', d.id, 'leadId', d.lead_id, 'number', d.number, 'version', d.version,
      'customerName', d.content ->> 'customerName',
      'customerEmail', d.content ->> 'customerEmail',
      'devisToken', v.token, 'validUntil', d.content ->> 'validUntil',
      'ttc', private.devis_ttc(d.content)),
    'devis_link:' || d.id || ':' || d.version);

  return query select d.number, d.version, v.token;
end
$$;
REVOKE ALL ON FUNCTION public.staff_send_devis(uuid) FROM anon, authenticated;

-- FUNCTION public.devis_by_token(text)
-- What the customer's link shows; no row for an unknown or ill-formed link.
CREATE OR REPLACE FUNCTION public.devis_by_token(p_token text) RETURNS TABLE(devis_id uuid, number text, version integer, state text, snapshot jsonb, expires_at timestamp with time zone, accepted_at timestamp with time zone, signer_name text, pdf_sha256 text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select d.id, d.number, v.version, private.devis_state(d, v), v.snapshot, v.expires_at,
         a.accepted_at, a.signer_name, coalesce(a.pdf_sha256, v.pdf_sha256)
    from public.devis_versions as v
    join public.devis as d on d.id = v.devis_id
    left join public.devis_acceptances as a on a.devis_id = v.devis_id and a.version = v.version
   where p_token ~ '^[0-9a-f]{64}$' and v.token = p_token
$_$;
REVOKE ALL ON FUNCTION public.devis_by_token(text) FROM anon, authenticated;

-- FUNCTION public.devis_opened(text)
-- The first opening of a version: noted, and staff told once.
CREATE OR REPLACE FUNCTION public.devis_opened(p_token text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v public.devis_versions;
  d public.devis;
begin
  update public.devis_versions as x set opened_at = now()
   where p_token ~ '^[0-9a-f]{64}$' and x.token = p_token and x.opened_at is null
  returning * into v;
  if v.devis_id is null then
    return;
  end if;
  select * into d from public.devis where id = v.devis_id;
  -- An old link opened again tells staff nothing: only the version that may be signed.
  if private.devis_state(d, v) <> 'a_signer' then
    return;
  end if;
  perform private.enqueue_job('devis_staff_notice', jsonb_build_object(
      'event', 'ouvert', 'number', d.number, 'version', v.version, 'leadId', d.lead_id,
      'customerName', v.snapshot -> 'content' ->> 'customerName'),
    'devis_staff_notice:' || d.id || ':' || v.version || ':ouvert');
end
$_$;
REVOKE ALL ON FUNCTION public.devis_opened(text) FROM anon, authenticated;

-- FUNCTION public.devis_request_code(text)
-- A new 6-digit code by e-mail (valid 15 minutes, the previous ones no longer); 5 an hour and 20
-- in all per version at most (PT429). retry_after_seconds: how long before another may be asked.
CREATE OR REPLACE FUNCTION public.devis_request_code(p_token text) RETURNS TABLE(sent_to text, retry_after_seconds integer)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  d public.devis;
  v public.devis_versions;
  recent integer;
  oldest timestamp with time zone;
  code text;
  salt text := encode(sha256(convert_to(gen_random_uuid()::text, 'UTF8')), 'hex');
  email text;
  new_id uuid;
  wait integer;
begin
  v := private.devis_version_for_token(p_token);
  select * into d from public.devis as x where x.id = v.devis_id;
  perform private.devis_require_open(d, v);
  select count(*), min(c.created_at) into recent, oldest from public.devis_codes as c
   where c.devis_id = d.id and c.version = v.version and c.created_at > now() - interval '1 hour';
  if recent >= 5 then
    wait := greatest(60, ceil(extract(epoch from oldest + interval '1 hour' - now())))::integer;
    raise exception using errcode = 'PT429',
      message = 'Trop de codes demandés : réessayez dans ' || ceil(wait / 60.0)::integer || ' min.',
      hint = wait::text;
  end if;
  -- And 20 in all per version: with 5 tries each, a link in other hands cannot be signed by
  -- guessing over the devis's validity (at most 100 guesses of a million).
  if v.codes_sent >= 20 then
    raise exception using errcode = 'PT429',
      message = U&'Trop de codes demandés pour ce devis : appelez-nous pour l\2019accepter.';
  end if;

  email := v.snapshot -> 'content' ->> 'customerEmail';
  -- 32 random bits of a version 4 UUID (a strong random source), brought to 6 digits.
  code := lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint) % 1000000)::text, 6, '0');
  -- Only the newest code is valid.
  update public.devis_codes as c set expires_at = least(c.expires_at, now())
   where c.devis_id = d.id and c.version = v.version and c.used_at is null;
  insert into public.devis_codes (devis_id, version, code_hash, salt, sent_to)
  values (d.id, v.version, encode(sha256(convert_to(salt || code, 'UTF8')), 'hex'), salt, email)
  returning id into new_id;
  execute 'create sequence ' || private.devis_code_tries(new_id) || ' minvalue 1 maxvalue 5 no cycle';
  update public.devis_versions as x set codes_sent = x.codes_sent + 1
   where x.devis_id = d.id and x.version = v.version;
  perform private.enqueue_job('devis_code', jsonb_build_object(
      'customerEmail', email, 'code', code, 'number', d.number, 'leadId', d.lead_id),
    'devis_code:' || new_id);

  sent_to := email;
  retry_after_seconds := case when recent + 1 >= 5
    then greatest(0, ceil(extract(epoch from coalesce(oldest, now()) + interval '1 hour' - now())))::integer
    else 0 end;
  return next;
end
$$;
REVOKE ALL ON FUNCTION public.devis_request_code(text) FROM anon, authenticated;

-- FUNCTION public.devis_accept(text, text, text, boolean, boolean, text, text, text)
-- The signature: the newest code, the signer's name, the certification when a reduced rate
-- applies; the proof recorded, the devis accepted, the lead won, the mails enqueued.
CREATE OR REPLACE FUNCTION public.devis_accept(p_token text, p_code text, p_signer_name text, p_vat_certified boolean, p_early_start boolean, p_ip text, p_user_agent text, p_pdf_sha256 text) RETURNS TABLE(accepted_at timestamp with time zone)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  d public.devis;
  v public.devis_versions;
  code public.devis_codes;
  tries integer;
  signer text := btrim(regexp_replace(coalesce(p_signer_name, ''), '\s+', ' ', 'g'));
  accepted timestamp with time zone := now();
  payload jsonb;
begin
  v := private.devis_version_for_token(p_token);
  select * into d from public.devis as x where x.id = v.devis_id;
  perform private.devis_require_open(d, v);
  if signer = '' or char_length(signer) > 120 or not private.is_single_line(signer) then
    raise exception using errcode = 'PT422', message = 'Indiquez votre nom et votre prénom pour signer.';
  end if;
  if private.devis_reduced_vat(v.snapshot -> 'content') and p_vat_certified is not true then
    raise exception using errcode = 'PT422',
      message = U&'Cochez l\2019attestation de TVA à taux réduit pour accepter le devis.';
  end if;
  if coalesce(p_pdf_sha256, '') !~ '^[0-9a-f]{64}$' then
    raise exception using errcode = 'PT422', message = 'Empreinte du PDF invalide.';
  end if;

  select * into code from public.devis_codes as c
   where c.devis_id = d.id and c.version = v.version
   order by c.created_at desc limit 1;
  if code.id is null then
    raise exception using errcode = 'PT422', message = U&'Demandez d\2019abord un code par e-mail.';
  end if;
  if code.used_at is not null or code.expires_at <= now() then
    raise exception using errcode = 'PT422', message = 'Ce code a expiré : demandez-en un nouveau.';
  end if;
  execute 'select case when is_called then last_value else 0 end from ' || private.devis_code_tries(code.id) into tries;
  if tries >= 5 then
    raise exception using errcode = 'PT422', message = U&'Trop d\2019essais avec ce code : demandez-en un nouveau.';
  end if;
  if coalesce(p_code, '') !~ '^[0-9]{6}$'
     or encode(sha256(convert_to(code.salt || p_code, 'UTF8')), 'hex') <> code.code_hash then
    -- Counted even though the error below rolls back this transaction (a sequence).
    execute 'select nextval(' || quote_literal(private.devis_code_tries(code.id)) || ')' into tries;
    raise exception using errcode = 'PT422',
      message = case when tries >= 5
        then 'Code incorrect. Ce code ne peut plus servir : demandez-en un nouveau.'
        else 'Code incorrect : ' || (5 - tries) || case when tries = 4 then U&' essai restant.' else U&' essais restants.' end
      end;
  end if;

  update public.devis_codes as c set used_at = accepted where c.id = code.id;
  insert into public.devis_acceptances (devis_id, version, accepted_at, signer_name, ip, user_agent,
      pdf_sha256, vat_certified, early_start, code_sent_at, code_sent_to)
  values (d.id, v.version, accepted, signer, left(p_ip, 100), left(p_user_agent, 500),
      p_pdf_sha256, coalesce(p_vat_certified, false), coalesce(p_early_start, false),
      code.created_at, code.sent_to);
  update public.devis_versions as x set pdf_sha256 = coalesce(x.pdf_sha256, p_pdf_sha256)
   where x.devis_id = d.id and x.version = v.version;
  update public.devis as x set status = 'accepte', decided_at = accepted where x.id = d.id;
  insert into public.lead_notes (lead_id, body, status)
  values (d.lead_id, 'Devis ' || d.number || U&' accepté en ligne par ' || signer || '.', 'gagne');

  payload := jsonb_build_object(
    'customerEmail', v.snapshot -> 'content' ->> 'customerEmail',
    'customerName', v.snapshot -> 'content' ->> 'customerName',
    'number', d.number, 'version', v.version, 'devisId', d.id, 'leadId', d.lead_id,
    'devisToken', v.token,
    'storagePath', d.id || '/v' || v.version || '-signe.pdf',
    'acceptedAt', to_char(accepted at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));
  perform private.enqueue_job('devis_signed', payload || jsonb_build_object('to', 'client'),
    'devis_signed:client:' || d.id || ':' || v.version);
  perform private.enqueue_job('devis_signed', payload || jsonb_build_object('to', 'entreprise'),
    'devis_signed:entreprise:' || d.id || ':' || v.version);
  -- The production server stores the signed PDF just after this answer: the first try waits a
  -- few seconds for it (a try that finds it missing is put off by 30 s).
  update public.outbox_jobs
     set next_attempt_at = now() + interval '5 seconds'
   where status = 'pending'
     and dedupe_key in ('devis_signed:client:' || d.id || ':' || v.version,
                        'devis_signed:entreprise:' || d.id || ':' || v.version);
  perform private.enqueue_job('devis_staff_notice', jsonb_build_object(
      'event', 'accepte', 'number', d.number, 'version', v.version, 'leadId', d.lead_id,
      'customerName', v.snapshot -> 'content' ->> 'customerName'),
    'devis_staff_notice:' || d.id || ':' || v.version || ':accepte');
  accepted_at := accepted;
  return next;
end
$_$;
REVOKE ALL ON FUNCTION public.devis_accept(text, text, text, boolean, boolean, text, text, text) FROM anon, authenticated;

-- FUNCTION public.devis_refuse(text, text)
CREATE OR REPLACE FUNCTION public.devis_refuse(p_token text, p_reason text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  d public.devis;
  v public.devis_versions;
  reason text := nullif(btrim(left(coalesce(p_reason, ''), 1000)), '');
begin
  v := private.devis_version_for_token(p_token);
  select * into d from public.devis as x where x.id = v.devis_id;
  perform private.devis_require_open(d, v);
  update public.devis as x set status = 'refuse', decided_at = now(), refusal_reason = reason where x.id = d.id;
  insert into public.lead_notes (lead_id, body, status)
  values (d.lead_id, 'Devis ' || d.number || U&' refusé par le client'
            || coalesce(U&' : « ' || reason || U&' »', '') || '.', 'perdu');
  perform private.enqueue_job('devis_staff_notice', jsonb_build_object(
      'event', 'refuse', 'number', d.number, 'version', v.version, 'leadId', d.lead_id,
      'customerName', v.snapshot -> 'content' ->> 'customerName', 'reason', reason),
    'devis_staff_notice:' || d.id || ':' || v.version || ':refuse');
end
$$;
REVOKE ALL ON FUNCTION public.devis_refuse(text, text) FROM anon, authenticated;

-- FUNCTION public.enqueue_devis_reminders()
-- Reminders of the version sent, while it waits for an answer: J+3, J+7 and 2 days before the
-- end of validity (each once); a devis past its validity expires and its lead is lost. The
-- outbox worker calls it on every run. Returns the number of reminders enqueued.
CREATE OR REPLACE FUNCTION public.enqueue_devis_reminders() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  enqueued integer;
  gone record;
begin
  for gone in
    update public.devis as d set status = 'expire', decided_at = now()
      from public.devis_versions as v
     where d.status = 'envoye' and v.devis_id = d.id and v.version = d.version
       and v.superseded_at is null and v.expires_at <= now()
    returning d.lead_id, d.number
  loop
    insert into public.lead_notes (lead_id, body, status)
    values (gone.lead_id, 'Devis ' || gone.number || U&' expiré sans réponse.', 'perdu');
  end loop;

  select count(*) into enqueued
    from public.devis as d
    join public.devis_versions as v on v.devis_id = d.id and v.version = d.version and v.superseded_at is null,
         lateral (select case
           when now() >= v.expires_at - interval '2 days' then 'fin'
           when now() >= v.sent_at + interval '7 days' then 'j7'
           when now() >= v.sent_at + interval '3 days' then 'j3'
         end as which) as due
   where d.status = 'envoye' and now() < v.expires_at and due.which is not null
     -- Never the day it was sent (a short validity would otherwise remind at once).
     and now() >= v.sent_at + interval '1 day'
     and private.enqueue_job('devis_reminder', jsonb_build_object(
           'customerEmail', v.snapshot -> 'content' ->> 'customerEmail',
           'customerName', v.snapshot -> 'content' ->> 'customerName',
           'number', d.number,
           'devisToken', v.token,
           'validUntil', v.snapshot -> 'content' ->> 'validUntil',
           'which', due.which,
           'leadId', d.lead_id),
         'devis_reminder:' || d.id || ':' || v.version || ':' || due.which);

  perform private.devis_forget_codes();
  return enqueued;
end
$$;
REVOKE ALL ON FUNCTION public.enqueue_devis_reminders() FROM anon, authenticated;

-- CONSTRAINT public.devis devis_pkey
ALTER TABLE ONLY public.devis
    ADD CONSTRAINT devis_pkey PRIMARY KEY (id);

-- CONSTRAINT public.devis devis_lead_id_key
ALTER TABLE ONLY public.devis
    ADD CONSTRAINT devis_lead_id_key UNIQUE (lead_id);

-- CONSTRAINT public.devis devis_number_key
ALTER TABLE ONLY public.devis
    ADD CONSTRAINT devis_number_key UNIQUE (number);

-- CONSTRAINT public.devis_versions devis_versions_pkey
ALTER TABLE ONLY public.devis_versions
    ADD CONSTRAINT devis_versions_pkey PRIMARY KEY (devis_id, version);

-- CONSTRAINT public.devis_versions devis_versions_token_key
ALTER TABLE ONLY public.devis_versions
    ADD CONSTRAINT devis_versions_token_key UNIQUE (token);

-- CONSTRAINT public.devis_acceptances devis_acceptances_pkey
ALTER TABLE ONLY public.devis_acceptances
    ADD CONSTRAINT devis_acceptances_pkey PRIMARY KEY (devis_id, version);

-- CONSTRAINT public.devis_codes devis_codes_pkey
ALTER TABLE ONLY public.devis_codes
    ADD CONSTRAINT devis_codes_pkey PRIMARY KEY (id);

-- CONSTRAINT private.devis_numbers devis_numbers_pkey
ALTER TABLE ONLY private.devis_numbers
    ADD CONSTRAINT devis_numbers_pkey PRIMARY KEY (year);

-- INDEX public.devis_codes_version_idx
CREATE INDEX devis_codes_version_idx ON public.devis_codes USING btree (devis_id, version, created_at);

-- INDEX public.devis_status_idx
CREATE INDEX devis_status_idx ON public.devis USING btree (status);

-- FK CONSTRAINT public.devis devis_lead_id_fkey
ALTER TABLE ONLY public.devis
    ADD CONSTRAINT devis_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.form_submissions(id) ON DELETE CASCADE;

-- FK CONSTRAINT public.devis_versions devis_versions_devis_id_fkey
ALTER TABLE ONLY public.devis_versions
    ADD CONSTRAINT devis_versions_devis_id_fkey FOREIGN KEY (devis_id) REFERENCES public.devis(id) ON DELETE CASCADE;

-- FK CONSTRAINT public.devis_acceptances devis_acceptances_version_fkey
ALTER TABLE ONLY public.devis_acceptances
    ADD CONSTRAINT devis_acceptances_version_fkey FOREIGN KEY (devis_id, version) REFERENCES public.devis_versions(devis_id, version) ON DELETE CASCADE;

-- FK CONSTRAINT public.devis_codes devis_codes_version_fkey
ALTER TABLE ONLY public.devis_codes
    ADD CONSTRAINT devis_codes_version_fkey FOREIGN KEY (devis_id, version) REFERENCES public.devis_versions(devis_id, version) ON DELETE CASCADE;

-- TRIGGER public.devis devis_audit
CREATE TRIGGER devis_audit AFTER INSERT OR DELETE OR UPDATE ON public.devis FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.devis devis_edited
CREATE TRIGGER devis_edited BEFORE UPDATE ON public.devis FOR EACH ROW EXECUTE FUNCTION private.devis_edited();

-- TRIGGER public.devis devis_queue_pdf_removal
CREATE TRIGGER devis_queue_pdf_removal AFTER DELETE ON public.devis FOR EACH ROW EXECUTE FUNCTION private.queue_devis_pdf_removal();

-- TRIGGER public.devis devis_one_row
CREATE TRIGGER devis_one_row AFTER INSERT ON public.devis REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.devis devis_set_updated_at
CREATE TRIGGER devis_set_updated_at BEFORE UPDATE ON public.devis FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- ROW SECURITY public.devis
ALTER TABLE public.devis ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.devis_versions
ALTER TABLE public.devis_versions ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.devis_acceptances
ALTER TABLE public.devis_acceptances ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.devis_codes
ALTER TABLE public.devis_codes ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY private.devis_numbers
ALTER TABLE private.devis_numbers ENABLE ROW LEVEL SECURITY;

-- POLICY public.devis devis_staff_read
CREATE POLICY devis_staff_read ON public.devis FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.devis devis_staff_insert
CREATE POLICY devis_staff_insert ON public.devis FOR INSERT TO authenticated WITH CHECK ((( SELECT private.is_staff() AS is_staff) AND (status = 'brouillon'::text)));

-- POLICY public.devis devis_staff_update
CREATE POLICY devis_staff_update ON public.devis FOR UPDATE TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND (status = ANY (ARRAY['brouillon'::text, 'envoye'::text])))) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.devis_versions devis_versions_staff_read
CREATE POLICY devis_versions_staff_read ON public.devis_versions FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.devis_acceptances devis_acceptances_staff_read
CREATE POLICY devis_acceptances_staff_read ON public.devis_acceptances FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY storage.objects devis_pdf_staff_read
CREATE POLICY devis_pdf_staff_read ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = 'devis'::text) AND ( SELECT private.is_staff() AS is_staff)));

-- ACL public.TABLE devis
GRANT ALL ON TABLE public.devis TO service_role;
GRANT SELECT ON TABLE public.devis TO authenticated;

-- ACL public.COLUMN devis.lead_id
GRANT INSERT(lead_id) ON TABLE public.devis TO authenticated;

-- ACL public.COLUMN devis.content
GRANT INSERT(content),UPDATE(content) ON TABLE public.devis TO authenticated;

-- ACL public.TABLE devis_versions
GRANT ALL ON TABLE public.devis_versions TO service_role;
GRANT SELECT ON TABLE public.devis_versions TO authenticated;

-- ACL public.TABLE devis_acceptances
GRANT ALL ON TABLE public.devis_acceptances TO service_role;
GRANT SELECT ON TABLE public.devis_acceptances TO authenticated;

-- ACL public.TABLE devis_codes
GRANT ALL ON TABLE public.devis_codes TO service_role;

-- ACL private.FUNCTION devis_unknown(value text)
REVOKE ALL ON FUNCTION private.devis_unknown(value text) FROM PUBLIC;

-- ACL private.FUNCTION devis_item_label(item text)
REVOKE ALL ON FUNCTION private.devis_item_label(item text) FROM PUBLIC;

-- ACL private.FUNCTION devis_valid_until(content jsonb)
REVOKE ALL ON FUNCTION private.devis_valid_until(content jsonb) FROM PUBLIC;

-- ACL private.FUNCTION devis_missing(devis_id uuid)
REVOKE ALL ON FUNCTION private.devis_missing(devis_id uuid) FROM PUBLIC;

-- ACL private.FUNCTION devis_ttc(content jsonb)
REVOKE ALL ON FUNCTION private.devis_ttc(content jsonb) FROM PUBLIC;

-- ACL private.FUNCTION devis_reduced_vat(content jsonb)
REVOKE ALL ON FUNCTION private.devis_reduced_vat(content jsonb) FROM PUBLIC;

-- ACL private.FUNCTION devis_state(d public.devis, v public.devis_versions)
REVOKE ALL ON FUNCTION private.devis_state(d public.devis, v public.devis_versions) FROM PUBLIC;

-- ACL private.FUNCTION devis_version_for_token(link text)
REVOKE ALL ON FUNCTION private.devis_version_for_token(link text) FROM PUBLIC;

-- ACL private.FUNCTION devis_require_open(d public.devis, v public.devis_versions)
REVOKE ALL ON FUNCTION private.devis_require_open(d public.devis, v public.devis_versions) FROM PUBLIC;

-- ACL private.FUNCTION devis_code_tries(code_id uuid)
REVOKE ALL ON FUNCTION private.devis_code_tries(code_id uuid) FROM PUBLIC;

-- ACL private.FUNCTION devis_forget_codes()
REVOKE ALL ON FUNCTION private.devis_forget_codes() FROM PUBLIC;

-- ACL private.FUNCTION devis_edited()
REVOKE ALL ON FUNCTION private.devis_edited() FROM PUBLIC;

-- ACL private.FUNCTION queue_devis_pdf_removal()
REVOKE ALL ON FUNCTION private.queue_devis_pdf_removal() FROM PUBLIC;

-- ACL public.FUNCTION staff_devis_missing(p_devis uuid)
REVOKE ALL ON FUNCTION public.staff_devis_missing(p_devis uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_devis_missing(p_devis uuid) TO authenticated;
GRANT ALL ON FUNCTION public.staff_devis_missing(p_devis uuid) TO service_role;

-- ACL public.FUNCTION staff_send_devis(p_devis uuid)
REVOKE ALL ON FUNCTION public.staff_send_devis(p_devis uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.staff_send_devis(p_devis uuid) TO authenticated;
GRANT ALL ON FUNCTION public.staff_send_devis(p_devis uuid) TO service_role;

-- ACL public.FUNCTION devis_by_token(p_token text)
REVOKE ALL ON FUNCTION public.devis_by_token(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.devis_by_token(p_token text) TO service_role;

-- ACL public.FUNCTION devis_opened(p_token text)
REVOKE ALL ON FUNCTION public.devis_opened(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.devis_opened(p_token text) TO service_role;

-- ACL public.FUNCTION devis_request_code(p_token text)
REVOKE ALL ON FUNCTION public.devis_request_code(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.devis_request_code(p_token text) TO service_role;

-- ACL public.FUNCTION devis_accept(p_token text, p_code text, p_signer_name text, p_vat_certified boolean, p_early_start boolean, p_ip text, p_user_agent text, p_pdf_sha256 text)
REVOKE ALL ON FUNCTION public.devis_accept(p_token text, p_code text, p_signer_name text, p_vat_certified boolean, p_early_start boolean, p_ip text, p_user_agent text, p_pdf_sha256 text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.devis_accept(p_token text, p_code text, p_signer_name text, p_vat_certified boolean, p_early_start boolean, p_ip text, p_user_agent text, p_pdf_sha256 text) TO service_role;

-- ACL public.FUNCTION devis_refuse(p_token text, p_reason text)
REVOKE ALL ON FUNCTION public.devis_refuse(p_token text, p_reason text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.devis_refuse(p_token text, p_reason text) TO service_role;

-- ACL public.FUNCTION enqueue_devis_reminders()
REVOKE ALL ON FUNCTION public.enqueue_devis_reminders() FROM PUBLIC;
GRANT ALL ON FUNCTION public.enqueue_devis_reminders() TO service_role;
