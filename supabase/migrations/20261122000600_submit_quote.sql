-- submit_quote(payload): the only way a visitor stores a quote request. It validates the
-- browser's form (camelCase keys), stores the lead, computes the estimate and enqueues the
-- e-mail and spreadsheet jobs in the same transaction. Idempotent on payload.requestId.

-- The site's one pricing rule (euros, excl. VAT); null means "Sur devis" (stairs).
create or replace function private.estimate_quote_price(
  surface integer, finition text, teinture boolean, property_type text, has_elevator boolean
) returns numeric
language sql immutable parallel safe
set search_path = ''
as $$
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

create or replace function private.city_from_postal_code(postal_code text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when postal_code = '68740' then 'Fessenheim'
    when postal_code like '67%' then 'Strasbourg'
    when postal_code like '68%' then 'Colmar'
    when postal_code like '90%' then 'Belfort'
    when postal_code like '57%' then 'Sarrebourg'
    else 'Ville inconnue'
  end
$$;

-- "12 rue des Artisans, 68420 Herrlisheim" — number, street, postal code, city; the city is
-- derived from the postal code when missing (the form's 'Ville' placeholder counts as missing).
create or replace function private.compose_address(
  street_number text, street_name text, postal_code text, city text
) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select concat_ws(', ',
    nullif(btrim(concat_ws(' ', nullif(btrim(street_number), ''), nullif(btrim(street_name), ''))), ''),
    concat_ws(' ', postal_code,
      case when private.is_blank(city) or lower(btrim(city)) = 'ville'
           then private.city_from_postal_code(postal_code)
           else btrim(city) end)
  )
$$;

-- The notification payload (the quote's fields), plus the estimate for the business's e-mail.
create or replace function private.quote_notification_payload(submission public.form_submissions)
returns jsonb
language sql immutable
set search_path = ''
as $$
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

-- The notification, the spreadsheet row (docs/product-rules.md#quote-submission) and, when the
-- visitor asked for it, a copy to the visitor. Dedupe keys make enqueuing idempotent.
create or replace function private.enqueue_quote_jobs(submission public.form_submissions, send_copy boolean)
returns void
language plpgsql
set search_path = ''
as $$
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

-- Raises like a CHECK violation of the named constraint, with the form field in "detail" and
-- the French message the form shows in "hint", so the browser can put it under the field.
create or replace function private.reject_quote_field(constraint_name text, field text, message text)
returns void
language plpgsql
set search_path = ''
as $$
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

create or replace function private.optional_text(payload jsonb, key text, field_constraint text)
returns text
language plpgsql immutable
set search_path = ''
as $$
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

create or replace function private.optional_boolean(payload jsonb, key text, field_constraint text)
returns boolean
language plpgsql immutable
set search_path = ''
as $$
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

create or replace function public.submit_quote(payload jsonb) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  request_id uuid;
  surface integer;
  property_type text := private.optional_text(payload, 'propertyType', 'form_submissions_property_type_allowed');
  has_elevator boolean := private.optional_boolean(payload, 'hasElevator', 'form_submissions_has_elevator_required');
  finition text := private.optional_text(payload, 'finition', 'form_submissions_finition_allowed');
  teinture boolean := coalesce(private.optional_boolean(payload, 'teinture', 'form_submissions_teinture_type'), false);
  full_name text := private.optional_text(payload, 'fullName', 'form_submissions_full_name_required');
  phone text := private.optional_text(payload, 'phone', 'form_submissions_phone_format');
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
  if jsonb_typeof(payload -> 'surface') is distinct from 'number' then
    perform private.reject_quote_field('form_submissions_surface_range', 'surface',
      'Merci d''indiquer la surface de votre pièce');
  end if;
  if (payload ->> 'surface')::numeric not between 10 and 200
     or (payload ->> 'surface')::numeric <> trunc((payload ->> 'surface')::numeric) then
    perform private.reject_quote_field('form_submissions_surface_range', 'surface',
      'La surface doit être un nombre entier entre 10 et 200 m²');
  end if;
  surface := (payload ->> 'surface')::integer;

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
      'Votre nom est trop long (120 caractères au maximum)');
  end if;
  if phone is null then
    perform private.reject_quote_field('form_submissions_phone_format', 'phone',
      'Merci d''indiquer un numéro de téléphone');
  end if;
  if not private.is_valid_phone(phone) then
    perform private.reject_quote_field('form_submissions_phone_format', 'phone',
      'Merci d''indiquer un numéro de téléphone valide (France, Suisse ou Allemagne)');
  end if;
  if email is null or not private.is_valid_email(email) or char_length(email) > 254 then
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
      'Votre message est trop long (2000 caractères au maximum)');
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

  perform private.enqueue_quote_jobs(submission, send_copy);
  return submission.id;
end
$$;

revoke all on function public.submit_quote(jsonb) from public;
grant execute on function public.submit_quote(jsonb) to anon, authenticated, service_role;

-- send-form-notification: (re)enqueues the notification of a stored request; a no-op when
-- submit_quote already did. Returns false when no such request exists.
create or replace function public.enqueue_quote_notification(submission_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  submission public.form_submissions;
begin
  select * into submission from public.form_submissions where id = submission_id;
  if not found then
    return false;
  end if;
  perform private.enqueue_job('quote_email', private.quote_notification_payload(submission),
    'quote_email:' || submission.id);
  return true;
end
$$;

revoke all on function public.enqueue_quote_notification(uuid) from public, anon, authenticated;
grant execute on function public.enqueue_quote_notification(uuid) to service_role;
