-- An audit entry keeps the values it recorded, whatever happens to its row later
-- (docs/threat-model.md, "Audit journal"). Deleting a row no longer blanks the earlier entries
-- of that row: a staff member who edits a review response, then deletes it, leaves both the
-- edit and the deleted text in the journal. The delete entry now carries the row as it was.
--
-- Only the personal data of visitors is erased from the journal, as before, when its row goes
-- (erasure request, retention purge, staff): a lead (form_submissions) or a review, and the
-- notes of a lead once the lead itself is gone. Staff's own writing (responses, articles,
-- gallery, documents, company details, a note on a lead still kept) stays as it was recorded.

create or replace function private.audit_row_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_key text := coalesce(to_jsonb(new), to_jsonb(old)) ->> 'id';
  visitor_data boolean;
begin
  if auth.role() is null or auth.role() not in ('authenticated', 'service_role') then
    return null;
  end if;
  if tg_op = 'DELETE' then
    visitor_data := tg_table_name in ('form_submissions', 'reviews')
      or (tg_table_name = 'lead_notes'
          and not exists (select 1 from public.form_submissions f where f.id = (to_jsonb(old) ->> 'lead_id')::uuid));
    if visitor_data then
      perform private.audit_redact(tg_table_name, row_key);
      perform private.audit(tg_table_name, row_key, 'delete', null, null);
    else
      perform private.audit(tg_table_name, row_key, 'delete', to_jsonb(old), null);
    end if;
  elsif tg_op = 'UPDATE' then
    if to_jsonb(new) - 'updated_at' = to_jsonb(old) - 'updated_at' then
      return null;
    end if;
    perform private.audit(tg_table_name, row_key, 'update', to_jsonb(old), to_jsonb(new));
  else
    perform private.audit(tg_table_name, row_key, 'insert', null, to_jsonb(new));
  end if;
  return null;
end
$$;

revoke all on function private.audit_row_change() from public, anon, authenticated;
