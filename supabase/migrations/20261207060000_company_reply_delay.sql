-- The reply delay the site promises (« Réponse sous 24 h »), a company detail staff edit: every
-- page, e-mail and PDF that states a delay reads this one (docs/adr-014-company-details.md).
-- A duration as a visitor reads it after « sous », e.g. "24 h" or "48 h ouvrées"; empty: the
-- texts say « rapidement » instead.
alter table public.company_details
  add column reply_delay text not null default '24 h'
  constraint company_details_reply_delay check (char_length(reply_delay) <= 40);

grant update (reply_delay) on public.company_details to authenticated;
