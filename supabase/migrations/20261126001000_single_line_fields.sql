-- Names and other one-line fields hold one line of visible text. A line break in a name added
-- fake "E-mail :" or "Téléphone :" lines to the business's notification; a bidirectional
-- control (U+202E…) reorders what the business reads. Refused in the database, whoever writes:
-- C0 and C1 controls (tab, CR, LF, NEL…), DEL, the line and paragraph separators, and the
-- bidirectional marks, embeddings, overrides and isolates. The browser forms apply the same
-- rule first (shared/src/format/visitor-text.ts). Multi-line fields (messages, review texts)
-- keep their line breaks and are quoted as the visitor's wherever they are shown.
-- Constraints are NOT VALID: rows stored before stay as they are (the mailer strips these
-- characters from one-line values anyway), every new or changed row is checked.

create function private.is_single_line(value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select value is null
      or value !~ U&'[\0001-\001F\007F-\009F\061C\200E\200F\2028\2029\202A-\202E\2066-\2069]'
$$;

-- Executable by everyone, like the other rules the constraints call: a visitor's insert checks it.

alter table public.reviews
  add constraint reviews_name_single_line check (private.is_single_line(name)) not valid,
  add constraint reviews_title_single_line check (private.is_single_line(title)) not valid;

alter table public.form_submissions
  add constraint form_submissions_full_name_single_line check (private.is_single_line(full_name)) not valid,
  add constraint form_submissions_street_number_single_line check (private.is_single_line(street_number)) not valid,
  add constraint form_submissions_street_name_single_line check (private.is_single_line(street_name)) not valid,
  add constraint form_submissions_city_single_line check (private.is_single_line(city)) not valid;

-- submit_quote's errors name the form field (detail) and carry the form's French message
-- (hint), as its other rules do; this runs before the constraints, in the form's order.
create function private.form_submissions_single_line() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  message constant text := 'Merci d''écrire ce champ sur une ligne, sans caractère de contrôle';
begin
  if not private.is_single_line(new.full_name) then
    perform private.reject_quote_field('form_submissions_full_name_single_line', 'fullName', message);
  end if;
  if not private.is_single_line(new.street_number) then
    perform private.reject_quote_field('form_submissions_street_number_single_line', 'streetNumber', message);
  end if;
  if not private.is_single_line(new.street_name) then
    perform private.reject_quote_field('form_submissions_street_name_single_line', 'streetName', message);
  end if;
  if not private.is_single_line(new.city) then
    perform private.reject_quote_field('form_submissions_city_single_line', 'city', message);
  end if;
  return new;
end
$$;

revoke all on function private.form_submissions_single_line() from public, anon, authenticated;

create trigger form_submissions_single_line
  before insert or update on public.form_submissions
  for each row execute function private.form_submissions_single_line();
