-- The company's own details ("Entreprise"): one row, read by every page (header, footer, JSON-LD,
-- legal notices and terms), changed by staff in the back office, every change in the audit log.
-- An empty value means "not known yet": pages leave the line out rather than show a placeholder
-- (docs/content.md, "Company details").

create table public.company_details (
  -- One row only: the key is fixed (and named `id` so the audit log knows the row).
  id text primary key default 'entreprise' constraint company_details_single_row check (id = 'entreprise'),
  phone text not null default '',
  whatsapp text not null default '',
  email text not null default '',
  head_office_street text not null default '',
  head_office_postal_code text not null default '',
  head_office_city text not null default '',
  -- [{ "label", "city", "street", "postalCode", "locality", "phone" }], the head office first.
  agencies jsonb not null default '[]'::jsonb,
  opening_days text not null default '',
  opens text not null default '',
  closes text not null default '',
  siret text not null default '',
  rcs text not null default '',
  vat_number text not null default '',
  insurer_name text not null default '',
  insurer_policy text not null default '',
  insurer_area text not null default '',
  publication_director text not null default '',
  host_name text not null default '',
  host_address text not null default '',
  host_phone text not null default '',
  mediator_name text not null default '',
  mediator_address text not null default '',
  mediator_website text not null default '',
  main_site_url text not null default '',
  facebook_url text not null default '',
  youtube_url text not null default '',
  linkedin_url text not null default '',
  listing_url text not null default '',
  updated_at timestamptz not null default now(),
  constraint company_details_agencies_list check (
    jsonb_typeof(agencies) = 'array' and jsonb_array_length(agencies) <= 12 and length(agencies::text) <= 6000
  ),
  constraint company_details_email check (email = '' or private.is_valid_email(email)),
  constraint company_details_hours check (
    (opens = '' or opens ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') and (closes = '' or closes ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
  ),
  constraint company_details_siret check (siret = '' or siret ~ '^[0-9]{3} ?[0-9]{3} ?[0-9]{3} ?[0-9]{5}$'),
  constraint company_details_urls check (
    (main_site_url = '' or main_site_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
    and (mediator_website = '' or mediator_website ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
    and (facebook_url = '' or facebook_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
    and (youtube_url = '' or youtube_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
    and (linkedin_url = '' or linkedin_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
    and (listing_url = '' or listing_url ~ '^https://[^\s/]+\.[^\s/]+(/\S*)?$')
  )
);

-- Every text value: one line, at most 300 characters (checked here, whatever the client says).
create function private.company_details_check() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  entry record;
begin
  for entry in select key, value from jsonb_each_text(to_jsonb(new) - 'agencies' - 'updated_at') loop
    if length(entry.value) > 300 or not private.is_single_line(entry.value) then
      raise exception using errcode = '23514',
        message = format('Le champ « %s » doit tenir sur une ligne de 300 caractères au plus.', entry.key);
    end if;
  end loop;
  return new;
end
$$;

create trigger company_details_check
  before insert or update on public.company_details
  for each row execute function private.company_details_check();
create trigger company_details_set_updated_at
  before update on public.company_details
  for each row execute function private.set_updated_at();
create trigger company_details_audit
  after insert or update or delete on public.company_details
  for each row execute function private.audit_row_change();

alter table public.company_details enable row level security;
revoke all on public.company_details from public, anon, authenticated;
-- Every page reads them: all these details are public (legal notices).
grant select on public.company_details to anon, authenticated;
grant update (
  phone, whatsapp, email, head_office_street, head_office_postal_code, head_office_city, agencies,
  opening_days, opens, closes, siret, rcs, vat_number, insurer_name, insurer_policy, insurer_area,
  publication_director, host_name, host_address, host_phone, mediator_name, mediator_address,
  mediator_website, main_site_url, facebook_url, youtube_url, linkedin_url, listing_url
) on public.company_details to authenticated;
grant all on public.company_details to service_role;

create policy company_details_read on public.company_details
  for select to anon, authenticated using (true);
create policy company_details_staff_update on public.company_details
  for update to authenticated
  using ((select private.is_staff())) with check ((select private.is_staff()));

-- Today's values. What was a placeholder (SIRET, host, mediator, RCS, VAT, insurer) is left empty:
-- the pages leave those lines out until staff enter the real ones.
insert into public.company_details (
  phone, whatsapp, email, head_office_street, head_office_postal_code, head_office_city, agencies,
  opening_days, opens, closes, publication_director, main_site_url, facebook_url, youtube_url,
  linkedin_url, listing_url
) values (
  '03 53 01 24 68', '06 39 98 12 34', 'contact@parquet-alsace.example',
  '12 rue des Artisans', '68420', 'Herrlisheim-près-Colmar',
  '[
    {"label": "Siège social", "city": "Colmar", "street": "12 rue des Artisans", "postalCode": "68420", "locality": "Herrlisheim-près-Colmar", "phone": "03 53 01 24 68"},
    {"label": "Agence nord", "city": "Strasbourg", "street": "5 rue des Menuisiers", "postalCode": "67100", "locality": "Strasbourg", "phone": "03 53 01 24 70"},
    {"label": "Agence Franche-Comté", "city": "Belfort", "street": "3 rue des Ébénistes", "postalCode": "90000", "locality": "Belfort", "phone": "03 53 01 24 72"},
    {"label": "Agence Moselle", "city": "Sarrebourg", "street": "9 rue des Charpentiers", "postalCode": "57400", "locality": "Sarrebourg", "phone": "03 53 01 24 74"}
  ]'::jsonb,
  'Du lundi au vendredi', '08:00', '18:00', 'Marc Hoffmann',
  'https://www.parquet-alsace.example',
  'https://www.facebook.com/parquet-alsace.example',
  'https://www.youtube.com/@parquet-alsace.example',
  'https://www.linkedin.com/company/parquet-alsace.example',
  'https://maps.parquet-alsace.example/colmar'
);
