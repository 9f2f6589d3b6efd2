-- The messages the database gives back to a form (the hint of a refused field) are written as
-- the site writes them (docs/adr-019-french-typography.md): the typographic apostrophe and
-- « e-mail », whatever the function that refused wrote.
create or replace function private.french_hint(message text) returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(replace(message, '''', U&'\2019'), '(^|[^-])\memail\M', '\1e-mail', 'g')
$$;

revoke all on function private.french_hint(text) from public;
grant execute on function private.french_hint(text) to anon, authenticated, service_role;

create or replace function private.reject_quote_field(constraint_name text, field text, message text) returns void
language plpgsql
set search_path = ''
as $$
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

create or replace function private.reject_contact_message(constraint_name text, field text, message text) returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'check_violation',
    message = format('new row for relation "email_queue" violates check constraint "%s"', constraint_name),
    detail = field,
    hint = private.french_hint(message),
    schema = 'public',
    table = 'email_queue',
    constraint = constraint_name;
end
$$;
