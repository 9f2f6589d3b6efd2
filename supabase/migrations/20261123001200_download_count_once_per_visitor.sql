-- The public download counter moves once per visitor, per document, per day (Paris time),
-- and at most 200 times per document per day, so nobody can raise it at will.
--
-- A visitor is the client's network address (an IPv6 address by its /64, which one household
-- or phone usually holds), never stored: the day's visits keep sha256(daily salt, document,
-- address). The salt is random, made on the day's first download and deleted with the visits
-- of earlier days, so once the day is over no stored hash can be linked to an address again,
-- even by someone who can read these tables and tries every address.
--
-- The address comes from the request headers the API puts in request.headers: cf-connecting-ip
-- (hosted Supabase, set by its edge), else x-real-ip, else the last x-forwarded-for entry (the
-- local server sets it from the socket and drops what the client sent). A caller able to vary
-- those headers gets at most the daily cap per document.

create table private.download_salts (
  day date primary key,
  salt text not null
);

create table private.document_download_visits (
  document_id uuid not null references public.documents (id) on delete cascade,
  day date not null,
  visitor bytea not null,
  primary key (document_id, day, visitor)
);

-- Earlier days are deleted by day.
create index document_download_visits_day_idx on private.document_download_visits (day);

alter table private.download_salts enable row level security;
alter table private.document_download_visits enable row level security;
revoke all on private.download_salts, private.document_download_visits from public, anon, authenticated;

-- The caller's network address as the API saw it, or null when unknown.
create or replace function private.request_client_address() returns text
language plpgsql
stable
set search_path = ''
as $$
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
$$;

create or replace function public.increment_document_download_count(document_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function public.increment_document_download_count(uuid) from public;
grant execute on function public.increment_document_download_count(uuid)
  to anon, authenticated, service_role;
revoke all on function private.request_client_address() from public, anon, authenticated;
