-- Copies of a quote request are limited per mailbox, not per spelling: "jean+1@example.com",
-- "jean+2@example.com"… all reach jean@example.com at most providers, and counted apart they
-- let anyone send that mailbox as many copies as they liked. The sub-address (from the first
-- "+" of the local part) is dropped and case ignored before counting; the copy still goes to
-- the address as typed. Rows already logged keep their hash (at worst one more copy today).

create or replace function private.quote_copy_mailbox(address text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select lower(regexp_replace(split_part(address, '@', 1), '\+.*$', '')) || '@' || lower(split_part(address, '@', 2))
$$;

revoke all on function private.quote_copy_mailbox(text) from public, anon, authenticated;

create or replace function private.take_quote_copy_slot(address text) returns boolean
language plpgsql
set search_path = ''
as $$
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

revoke all on function private.take_quote_copy_slot(text) from public, anon, authenticated;
