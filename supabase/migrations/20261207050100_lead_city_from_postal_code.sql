-- The city of a lead whose visitor did not type one (docs/data-model.md, form_submissions).
--
-- The quote wizard asks for a postal code, not a city (only the « finaliser » form asks for
-- both), and the form without scripts neither: `city` stayed empty for nearly every lead, and so
-- did the inbox's « Lieu » and the CSV's « Ville ». When the city is blank, the commune is taken
-- from the postal code when that code is one commune's alone (La Poste's official postal codes
-- for the departments the agencies serve, 67, 68, 57 and 90: 97 of their 323 codes, Strasbourg,
-- Colmar, Mulhouse, Metz and Belfort among them). A code shared by several communes (68420:
-- Eguisheim, Herrlisheim-près-Colmar…) leaves it blank: guessing would be worse than nothing.
-- Existing leads are completed the same way.

create or replace function private.commune_of_postal_code(postal_code text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select commune from (values
    ('57000', 'Metz'), ('57150', 'Creutzwald'), ('57155', 'Marly'), ('57175', 'Gandrange'),
    ('57180', 'Terville'), ('57190', 'Florange'), ('57255', 'Sainte-Marie-aux-Chênes'), ('57360', 'Amnéville'),
    ('57445', 'Réding'), ('57455', 'Seingbouse'), ('57500', 'Saint-Avold'), ('57515', 'Alsting'),
    ('57525', 'Talange'), ('57540', 'Petite-Rosselle'), ('57655', 'Boulange'), ('57685', 'Augny'),
    ('57740', 'Longeville-lès-Saint-Avold'), ('57770', 'Moussey'), ('57780', 'Rosselange'), ('57815', 'Gondrexange'),
    ('57865', 'Amanvillers'), ('57915', 'Woustviller'), ('57925', 'Distroff'), ('57935', 'Luttange'),
    ('57950', 'Montigny-lès-Metz'), ('67000', 'Strasbourg'), ('67100', 'Strasbourg'), ('67112', 'Breuschwickersheim'),
    ('67113', 'Blaesheim'), ('67114', 'Eschau'), ('67115', 'Plobsheim'), ('67116', 'Reichstett'),
    ('67118', 'Geispolsheim'), ('67200', 'Strasbourg'), ('67201', 'Eckbolsheim'), ('67202', 'Wolfisheim'),
    ('67203', 'Oberschaeffolsheim'), ('67204', 'Achenheim'), ('67205', 'Oberhausbergen'), ('67206', 'Mittelhausbergen'),
    ('67207', 'Niederhausbergen'), ('67300', 'Schiltigheim'), ('67380', 'Lingolsheim'), ('67400', 'Illkirch-Graffenstaden'),
    ('67460', 'Souffelweyersheim'), ('67540', 'Ostwald'), ('67610', 'La Wantzenau'), ('67710', 'Wangenbourg-Engenthal'),
    ('67750', 'Scherwiller'), ('67760', 'Gambsheim'), ('67790', 'Steinbourg'), ('67810', 'Holtzheim'),
    ('67820', 'Wittisheim'), ('67840', 'Kilstett'), ('67920', 'Sundhouse'), ('67960', 'Entzheim'),
    ('67970', 'Oermingen'), ('67980', 'Hangenbieten'), ('67990', 'Osthoffen'), ('68000', 'Colmar'),
    ('68040', 'Ingersheim'), ('68100', 'Mulhouse'), ('68110', 'Illzach'), ('68116', 'Guewenheim'),
    ('68118', 'Hirtzbach'), ('68121', 'Urbès'), ('68124', 'Wintzenheim'), ('68125', 'Houssen'),
    ('68126', 'Bennwihr'), ('68170', 'Rixheim'), ('68180', 'Horbourg-Wihr'), ('68200', 'Mulhouse'),
    ('68260', 'Kingersheim'), ('68310', 'Wittelsheim'), ('68330', 'Huningue'), ('68350', 'Brunstatt-Didenheim'),
    ('68360', 'Soultz-Haut-Rhin'), ('68370', 'Orbey'), ('68400', 'Riedisheim'), ('68460', 'Lutterbach'),
    ('68620', 'Bitschwiller-lès-Thann'), ('68750', 'Bergheim'), ('68770', 'Ammerschwihr'), ('68790', 'Morschwiller-le-Bas'),
    ('68830', 'Oderen'), ('68840', 'Pulversheim'), ('68850', 'Staffelfelden'), ('68950', 'Reiningue'),
    ('68980', 'Beblenheim'), ('90000', 'Belfort'), ('90330', 'Chaux'), ('90350', 'Évette-Salbert'),
    ('90370', 'Réchésy'), ('90380', 'Roppe'), ('90600', 'Grandvillars'), ('90700', 'Châtenois-les-Forges'),
    ('90850', 'Essert')
  ) as communes (code, commune)
  where code = btrim(postal_code)
$$;

revoke all on function private.commune_of_postal_code(text) from public, anon, authenticated;

create or replace function private.form_submissions_city_from_postal_code() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_blank(new.city) or lower(btrim(new.city)) = 'ville' then
    new.city := private.commune_of_postal_code(new.postal_code);
  end if;
  return new;
end
$$;

revoke all on function private.form_submissions_city_from_postal_code() from public, anon, authenticated;

create trigger form_submissions_city_from_postal_code
  before insert on public.form_submissions
  for each row execute function private.form_submissions_city_from_postal_code();

update public.form_submissions
   set city = private.commune_of_postal_code(postal_code)
 where (private.is_blank(city) or lower(btrim(city)) = 'ville')
   and private.commune_of_postal_code(postal_code) is not null;
