-- Budgets of quote photos (docs/threat-model.md, "Quote photos"; docs/adr-010-storage.md): the
-- disk cannot be filled through the quote form. Held by the trigger every upload of the bucket
-- goes through, whoever uploads:
--
-- * a request accepts photos only while it is recent (24 h after it was stored);
-- * one client (its network address, an IPv6 one by its /64) stores at most 24 photos a day
--   (three full requests), counted under a daily salt like the download counter, so no stored
--   row names an address once the day is over;
-- * the whole site stores at most 400 photos a day (about 4 GB at 10 MB each); the photo that
--   reaches the budget queues one alert to the business on the alert channel (a `quote_alert`
--   row on the sheet webhook), and later ones are refused until the day ends (Paris time).
--
-- Refusals are in French, with SQLSTATE PT429: Storage answers them 429. The limits live in
-- private.quote_photo_limits (one row); public.set_quote_photo_limits() changes them (service
-- role), public.quote_photo_usage() reads the day's counts (service role). The client comes from
-- the request headers the API puts in request.headers (as for the download counter); the local
-- Storage sets them for a signed upload, hosted Storage for every call.

create table private.quote_photo_limits (
  id boolean primary key default true,
  per_client_per_day integer not null default 24,
  per_site_per_day integer not null default 400,
  request_max_age interval not null default interval '24 hours',
  constraint quote_photo_limits_one_row check (id),
  constraint quote_photo_limits_positive
    check (per_client_per_day > 0 and per_site_per_day > 0 and request_max_age > interval '0')
);
insert into private.quote_photo_limits default values;

-- Photos stored per day and client (a salted hash of the address, the day's download salt).
create table private.quote_photo_clients (
  day date not null,
  client bytea not null,
  photos integer not null default 0,
  primary key (day, client)
);

-- Photos stored on the whole site per day, and whether the business was alerted.
create table private.quote_photo_days (
  day date primary key,
  photos integer not null default 0,
  alerted boolean not null default false
);

alter table private.quote_photo_limits enable row level security;
alter table private.quote_photo_clients enable row level security;
alter table private.quote_photo_days enable row level security;
revoke all on private.quote_photo_limits, private.quote_photo_clients, private.quote_photo_days
  from public, anon, authenticated;

-- Name, known and recent lead, count per lead, then the client's and the site's budgets of the
-- day, checked before a photo's row is written (serialised per lead, then per day).
create or replace function private.check_quote_photo() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_request uuid;
  lead_created timestamptz;
  max_photos constant integer := 8;
  limits private.quote_photo_limits;
  today date := (now() at time zone 'Europe/Paris')::date;
  address text := private.request_client_address();
  day_salt text;
  visitor bytea;
  client_photos integer;
  site_photos integer;
begin
  if new.bucket_id is distinct from 'quote-photos' then
    return new;
  end if;
  if new.name !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$' then
    raise exception using errcode = 'check_violation', message = 'quote_photo_name_format',
      hint = 'Nom de photo invalide.';
  end if;
  select f.request_id, f.created_at into lead_request, lead_created
    from public.form_submissions f
   where f.request_id = split_part(new.name, '/', 1)::uuid
   for update;
  if not found then
    raise exception using errcode = 'check_violation', message = 'quote_photo_unknown_request',
      hint = 'Demande de devis inconnue : la photo ne peut pas y être jointe.';
  end if;
  select * into limits from private.quote_photo_limits where id;
  if lead_created < now() - limits.request_max_age then
    raise exception using errcode = 'check_violation', message = 'quote_photo_request_too_old',
      hint = U&'Cette demande de devis date de plus de 24\00A0h\00A0: on ne peut plus y joindre de photos. Envoyez-les-nous par e-mail.';
  end if;
  if (select count(*) from storage.objects o
       where o.bucket_id = 'quote-photos' and o.name like lead_request::text || '/%') >= max_photos then
    raise exception using errcode = 'check_violation', message = 'quote_photo_limit',
      hint = U&'8\00A0photos au maximum par demande de devis.';
  end if;

  -- The site's budget of the day, under a lock on the day's row.
  insert into private.quote_photo_days (day) values (today) on conflict (day) do nothing;
  select d.photos into site_photos from private.quote_photo_days d where d.day = today for update;
  if site_photos >= limits.per_site_per_day then
    raise exception using errcode = 'PT429', message = 'quote_photo_site_budget',
      hint = U&'Nous avons reçu trop de photos aujourd’hui\00A0: votre demande est bien enregistrée, envoyez-nous vos photos par e-mail ou réessayez demain.';
  end if;

  -- The client's budget of the day (a server's own upload, without an address, has none).
  if address is not null then
    delete from private.quote_photo_clients c where c.day < today;
    delete from private.quote_photo_days d where d.day < today - 30;
    insert into private.download_salts (day, salt)
    values (today, encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'))
    on conflict (day) do nothing;
    select s.salt into day_salt from private.download_salts s where s.day = today;
    visitor := sha256(convert_to(day_salt || '|quote-photos|' || address, 'UTF8'));
    insert into private.quote_photo_clients (day, client) values (today, visitor)
    on conflict (day, client) do nothing;
    select c.photos into client_photos from private.quote_photo_clients c
     where c.day = today and c.client = visitor for update;
    if client_photos >= limits.per_client_per_day then
      raise exception using errcode = 'PT429', message = 'quote_photo_client_budget',
        hint = U&'Vous avez envoyé beaucoup de photos aujourd’hui\00A0: votre demande est bien enregistrée, envoyez-nous les autres par e-mail ou réessayez demain.';
    end if;
    update private.quote_photo_clients c set photos = c.photos + 1 where c.day = today and c.client = visitor;
  end if;

  update private.quote_photo_days d set photos = d.photos + 1 where d.day = today
  returning d.photos into site_photos;
  if site_photos >= limits.per_site_per_day then
    update private.quote_photo_days d set alerted = true where d.day = today and not d.alerted;
    if found then
      perform private.enqueue_job('quote_alert', jsonb_build_object(
        'id', 'alerte:photos:' || today::text,
        'alert', format(
          'ALERTE : %s photos de devis reçues aujourd''hui, le maximum du site. Les suivantes sont refusées jusqu''à demain : les clients sont invités à les envoyer par e-mail.',
          site_photos),
        'timestamp', now()
      ), 'quote_alert:photos:' || today::text);
    end if;
  end if;
  return new;
end
$$;

revoke all on function private.check_quote_photo() from public, anon, authenticated;

-- The limits, changed by the business (service role): null keeps a value.
create function public.set_quote_photo_limits(
  per_client_per_day integer default null,
  per_site_per_day integer default null
) returns void
language sql
security definer
set search_path = ''
as $$
  update private.quote_photo_limits l
     set per_client_per_day = coalesce(set_quote_photo_limits.per_client_per_day, l.per_client_per_day),
         per_site_per_day = coalesce(set_quote_photo_limits.per_site_per_day, l.per_site_per_day)
   where l.id
$$;

revoke all on function public.set_quote_photo_limits(integer, integer) from public, anon, authenticated;
grant execute on function public.set_quote_photo_limits(integer, integer) to service_role;

-- The day's photos on the whole site, and the limits in force (service role).
create function public.quote_photo_usage()
returns table (day date, site_photos integer, per_client_per_day integer, per_site_per_day integer)
language sql
stable
security definer
set search_path = ''
as $$
  select today.day, coalesce(d.photos, 0), l.per_client_per_day, l.per_site_per_day
    from (select (now() at time zone 'Europe/Paris')::date as day) as today
    cross join private.quote_photo_limits l
    left join private.quote_photo_days d on d.day = today.day
$$;

revoke all on function public.quote_photo_usage() from public, anon, authenticated;
grant execute on function public.quote_photo_usage() to service_role;
