-- A server listening on both IPv6 and IPv4 sees IPv4 clients as ::ffff:a.b.c.d; taken as IPv6,
-- every such client would fall in the same /64 and count as one visitor. They are IPv4 clients.

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
  address := regexp_replace(address, '^::ffff:(\d{1,3}(\.\d{1,3}){3})$', '\1', 'i');
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

revoke all on function private.request_client_address() from public, anon, authenticated;
