-- The agencies of the company details (head office first), edited by staff in the back office:
-- each one is checked here as well as in the form, whatever the client sends. An agency is an
-- object with exactly these text keys: label, city, street, postalCode, locality, phone; label
-- and city are required, the postal code is five digits, the phone a phone number; every value
-- one line of at most 120 characters. The list keeps the order staff gave it (docs/adr-014-company-details.md).

create or replace function private.company_details_check() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  entry record;
  agency jsonb;
  position integer := 0;
begin
  for entry in select key, value from jsonb_each_text(to_jsonb(new) - 'agencies' - 'updated_at') loop
    if length(entry.value) > 300 or not private.is_single_line(entry.value) then
      raise exception using errcode = '23514',
        message = format('Le champ « %s » doit tenir sur une ligne de 300 caractères au plus.', entry.key);
    end if;
  end loop;
  -- Not a list: the table's check constraint refuses it after this trigger.
  if jsonb_typeof(new.agencies) <> 'array' then
    return new;
  end if;
  for agency in select value from jsonb_array_elements(new.agencies) loop
    position := position + 1;
    if jsonb_typeof(agency) <> 'object'
      or (select array_agg(k order by k) from jsonb_object_keys(agency) as k)
        <> array['city', 'label', 'locality', 'phone', 'postalCode', 'street']
      or exists (select 1 from jsonb_each(agency) as e where jsonb_typeof(e.value) <> 'string') then
      raise exception using errcode = '23514',
        message = format('Agence %s : libellé, ville, rue, code postal, commune et téléphone sont attendus.', position);
    end if;
    if exists (
      select 1 from jsonb_each_text(agency) as e
       where length(e.value) > 120 or not private.is_single_line(e.value)
    ) then
      raise exception using errcode = '23514',
        message = format('Agence %s : chaque valeur tient sur une ligne de 120 caractères au plus.', position);
    end if;
    if btrim(agency ->> 'label') = '' or btrim(agency ->> 'city') = '' then
      raise exception using errcode = '23514',
        message = format('Agence %s : le libellé et la ville sont obligatoires.', position);
    end if;
    if agency ->> 'postalCode' !~ '^([0-9]{5})?$' then
      raise exception using errcode = '23514',
        message = format('Agence %s : le code postal compte 5 chiffres.', position);
    end if;
    if agency ->> 'phone' !~ '^(\+?[0-9][0-9 .]{5,19})?$' then
      raise exception using errcode = '23514',
        message = format('Agence %s : le téléphone n''est pas un numéro.', position);
    end if;
  end loop;
  return new;
end
$$;
