-- Prices shown as French law asks a renovation firm to show them to consumers, and figures that
-- are true (docs/adr-005-quote-rules-and-prices.md, "VAT" and "Price list").
--
-- 1. The VAT rule: 10 % for renovation work on a home finished more than two years ago, 20 %
--    otherwise; the VAT rounded to the cent, TTC = HT + VAT. shared/src/quote/vat.ts holds the
--    same rule for the browser.
-- 2. A quote request stores the visitor's answer (« Logement de plus de deux ans ? »), the rate
--    it gives and the estimate including VAT; the e-mails read them from the job's payload.
-- 3. The company details gain the price list staff keep (hourly rate, how time is counted,
--    travel costs, the devis's price, the list's date), the business figures and an external
--    rating with its source; each is left out of the pages while empty.

create function private.quote_vat_rate(home_older_than_two_years boolean) returns numeric
language sql immutable parallel safe
set search_path = ''
as $$
  select case when home_older_than_two_years is true then 10 else 20 end::numeric
$$;

-- An amount excluding VAT with its VAT at `rate` %, both to the cent (half up): HT + VAT = TTC.
create function private.amount_with_vat(ht numeric, rate numeric) returns numeric
language sql immutable parallel safe
set search_path = ''
as $$
  select round(ht, 2) + round(round(ht, 2) * rate / 100, 2)
$$;

alter table public.form_submissions
  add column home_older_than_two_years boolean,
  add column vat_rate numeric(4,2),
  add column estimated_price_ttc numeric(10,2),
  add constraint form_submissions_vat_rate_allowed check (vat_rate is null or vat_rate in (5.5, 10, 20)),
  add constraint form_submissions_estimated_price_ttc_positive check (estimated_price_ttc >= 0);

create or replace function private.store_quote(payload jsonb) RETURNS uuid
language plpgsql security definer
set search_path = ''
as $_$
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
create or replace function private.quote_notification_payload(submission public.form_submissions) returns jsonb
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
    'home_older_than_two_years', submission.home_older_than_two_years,
    'finition', submission.finition,
    'teinture', submission.teinture,
    'message', submission.message,
    'address', submission.address,
    'created_at', submission.created_at,
    'estimated_price', submission.estimated_price,
    'vat_rate', submission.vat_rate,
    'estimated_price_ttc', submission.estimated_price_ttc
  )
$$;

alter table public.company_details
  -- The price list (arrêté du 24 janvier 2017): amounts excluding VAT, shown with it.
  add column hourly_rate_ht numeric(8,2),
  add column hourly_rate_counting text not null default '',
  add column travel_free_km integer,
  add column travel_per_km_ht numeric(6,2),
  add column quote_price_ht numeric(8,2) not null default 0,
  add column price_list_date date not null default current_date,
  -- The business figures, as staff write them ("500+", "98 %"); '' leaves one out.
  add column figure_years text not null default '',
  add column figure_floors text not null default '',
  add column figure_staircases text not null default '',
  add column figure_satisfaction text not null default '',
  -- A rating given elsewhere: shown only with its source, count, date and link.
  add column external_rating_source text not null default '',
  add column external_rating_value numeric(2,1),
  add column external_rating_count integer,
  add column external_rating_date date,
  add column external_rating_url text not null default '',
  add constraint company_details_price_list check (
    (hourly_rate_ht is null or hourly_rate_ht between 0 and 1000)
    and (travel_free_km is null or travel_free_km between 0 and 500)
    and (travel_per_km_ht is null or travel_per_km_ht between 0 and 50)
    and quote_price_ht between 0 and 10000
    and char_length(hourly_rate_counting) <= 300
  ),
  add constraint company_details_figures check (
    char_length(figure_years) <= 20 and char_length(figure_floors) <= 20
    and char_length(figure_staircases) <= 20 and char_length(figure_satisfaction) <= 20
  ),
  add constraint company_details_external_rating check (
    (external_rating_value is null or external_rating_value between 0 and 5)
    and (external_rating_count is null or external_rating_count between 1 and 1000000)
    and char_length(external_rating_source) <= 60
    and (external_rating_url = '' or external_rating_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
  );

-- The list's date follows its amounts: a change of price dates the list today unless staff set
-- the date themselves in the same change.
create function private.company_price_list_date() returns trigger
language plpgsql
set search_path = ''
as $$
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

create trigger company_details_price_list_date
  before update on public.company_details
  for each row execute function private.company_price_list_date();

grant update (
  hourly_rate_ht, hourly_rate_counting, travel_free_km, travel_per_km_ht, quote_price_ht,
  price_list_date, figure_years, figure_floors, figure_staircases, figure_satisfaction,
  external_rating_source, external_rating_value, external_rating_count, external_rating_date,
  external_rating_url
) on public.company_details to authenticated;

-- Today's values: the figures the site showed, the price list in force. No external rating is
-- known with its source and date: it stays empty, and the pages show the reviews' own figures.
update public.company_details set
  hourly_rate_ht = 45,
  hourly_rate_counting = 'Temps passé sur le chantier, décompté par demi-heure entamée ; le trajet n''est pas compté.',
  travel_free_km = 30,
  travel_per_km_ht = 0.60,
  quote_price_ht = 0,
  price_list_date = date '2026-12-07',
  figure_years = '15+',
  figure_floors = '500+',
  figure_staircases = '150+',
  figure_satisfaction = '98 %'
where id = 'entreprise';
