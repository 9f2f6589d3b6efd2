-- The quote rules of shared/src/quote/quote-rules.ts, enforced by the database
-- (docs/adr-005-quote-rules-and-prices.md): one strict e-mail rule for every table that stores
-- an address, phone numbers in E.164 for the countries we accept, the surface's range and step,
-- the form's lengths with their French messages, and at most 3 copies of a request e-mailed to
-- one address per day. backend/test/rule-cases.test.ts runs the shared case table through it.

-- One plain address: dot-atom local part (at most 64 characters), a host name with a dot, at
-- most 254 characters in all. No list separator, display name, group, quotes, colon or space,
-- so one value can never name a second recipient. Same pattern as the browser's.
create or replace function private.is_strict_email(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select char_length(value) <= 254
     and position('@' in value) between 2 and 65
     and value ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$'
$$;

-- Rows the earlier, looser rule let in and that no mail may ever go to. They are cleaned while
-- the old rule still guards the tables (an update is checked against the rule in force):
-- newsletter addresses are dropped, a contact message loses its reply-to, and a review still
-- waiting for moderation is refused (its e-mail is never shown nor written to).
delete from public.newsletter_subscribers where not private.is_strict_email(email);
update public.email_queue set reply_to = null
 where reply_to is not null and not private.is_strict_email(reply_to);
update public.reviews set status = 'rejected'
 where status = 'pending' and not private.is_strict_email(email);

-- Every CHECK constraint on an address calls this function: form_submissions, reviews,
-- newsletter_subscribers, email_queue (recipient, reply_to).
create or replace function private.is_valid_email(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select private.is_strict_email(value)
$$;

-- A phone number as the browser sends it: E.164, France (+33, 9 digits), Switzerland (+41,
-- 9 digits, or 12 for 08x services) or Germany (+49, 6 to 13 digits). The browser checks the
-- numbering plans themselves (libphonenumber); this is the shape and the accepted countries.
create or replace function private.is_valid_phone_e164(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select value ~ '^\+33[1-9][0-9]{8}$'
      or value ~ '^\+41([2-9][0-9]{8}|8[0-9]{11})$'
      or value ~ '^\+49[1-9][0-9]{5,12}$'
$$;

-- The table's constraint: E.164 for every new request, and the national forms the site stored
-- before (kept valid so that updating an older lead still works).
create or replace function private.is_valid_phone(value text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select private.is_valid_phone_e164(value)
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+33|0)[1-9]\d{8}$'
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+41|0)\d{9}$'
      or regexp_replace(value, '\s', '', 'g') ~ '^(\+49|0)\d{10}$'
$$;

-- E.164 from what a page sent: separators dropped, 00 read as +, a national number (leading 0)
-- read with the country the form sent, "+33 (0)6…" without its 0. Current pages already send
-- E.164; this serves requests an older page kept offline and sends again.
create or replace function private.phone_to_e164(value text, country text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
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

-- Copies e-mailed to visitors: a hash of the address and when, kept one day, to allow at most
-- 3 copies per address per 24 hours (a copy goes to whatever address the form names).
create table private.quote_copy_log (
  address_hash bytea not null,
  sent_at timestamptz not null default now()
);
create index quote_copy_log_address_idx on private.quote_copy_log (address_hash, sent_at);
create index quote_copy_log_sent_at_idx on private.quote_copy_log (sent_at);
alter table private.quote_copy_log enable row level security;
revoke all on private.quote_copy_log from public, anon, authenticated;

-- True when a copy to this address may go now (and counts it).
create or replace function private.take_quote_copy_slot(address text) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  key bytea := sha256(convert_to(lower(address), 'UTF8'));
  copies_per_day constant integer := 3;
begin
  perform pg_advisory_xact_lock(hashtextextended('quote_copy:' || lower(address), 0));
  delete from private.quote_copy_log where sent_at < now() - interval '1 day';
  if (select count(*) from private.quote_copy_log l where l.address_hash = key) >= copies_per_day then
    return false;
  end if;
  insert into private.quote_copy_log (address_hash) values (key);
  return true;
end
$$;

revoke all on function private.take_quote_copy_slot(text) from public, anon, authenticated;

create or replace function public.submit_quote(payload jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
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
$$;

revoke all on function public.submit_quote(jsonb) from public;
grant execute on function public.submit_quote(jsonb) to anon, authenticated, service_role;
