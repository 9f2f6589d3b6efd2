-- A visitor's insert adds one row. PostgREST turns one request into one statement (a JSON
-- array becomes `insert … select … from json_populate_recordset(…)`), so a statement-level
-- trigger that sees every new row (a transition table) decides it for each request, on a
-- hosted project as on the local server, whatever sits in front of the database.
-- current_user is the role the request runs as: anon/authenticated here; the owner inside
-- security-definer functions (submit_quote, the outbox), which are trusted to add several.

create or replace function private.one_visitor_row_per_statement() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated')
     and exists (select 1 from visitor_inserted_rows offset 1) then
    raise exception using
      errcode = 'check_violation',
      message = format('new rows for relation "%s" violate check constraint "visitor_one_row_per_request"', tg_table_name),
      detail = 'Un visiteur envoie une ligne par requête.',
      hint = 'Envoyez une seule ligne (un objet JSON, pas un tableau de plusieurs).',
      constraint = 'visitor_one_row_per_request',
      table = tg_table_name,
      schema = tg_table_schema;
  end if;
  return null;
end
$$;

-- Every table a visitor may insert into (the policy tests check that none is missing).
create trigger reviews_visitor_one_row
  after insert on public.reviews
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();

create trigger newsletter_subscribers_visitor_one_row
  after insert on public.newsletter_subscribers
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();

create trigger email_queue_visitor_one_row
  after insert on public.email_queue
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();
