-- The business's e-mail is the company details' one (public.company_details.email, edited by
-- staff), not a constant: an article's contact message goes to it (policy
-- email_queue_to_business_only), and the frame refuses a reply-to on its domain.

create function private.business_email() returns text
language sql
stable
set search_path = ''
as $$
  select nullif(email, '') from public.company_details where id = 'entreprise'
$$;

revoke all on function private.business_email() from public;
grant execute on function private.business_email() to anon, authenticated, service_role;

drop policy email_queue_to_business_only on public.email_queue;
-- Only to the business: anything else would make this table an open mail relay.
create policy email_queue_to_business_only on public.email_queue
  for insert to anon, authenticated
  with check (recipient = (select private.business_email()) and status = 'pending' and attempts = 0);

create or replace function private.compose_contact_message() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- The one recipient the policy email_queue_to_business_only lets a visitor write to.
  business constant text := private.business_email();
  article_title text;
  domain text := split_part(business, '@', 2);
  reply_domain text := lower(split_part(coalesce(new.reply_to, ''), '@', 2));
  message text := btrim(coalesce(new.message, ''), E' \t\r\n');
begin
  -- The service role writes its own mail; a message to anyone else is the policy's to refuse.
  if current_user not in ('anon', 'authenticated') or new.recipient is distinct from business then
    return new;
  end if;
  -- Read with the visitor's own rights: only a published article is found.
  select a.title into article_title from public.articles as a where a.slug = new.article_slug;
  if article_title is null then
    perform private.reject_contact_message('email_queue_article_published', 'article', 'Article inconnu');
  end if;
  if private.is_blank(new.sender_name) or char_length(btrim(new.sender_name)) < 2 then
    perform private.reject_contact_message('email_queue_sender_name_required', 'name',
      'Le nom doit contenir au moins 2 caractères');
  end if;
  if new.reply_to is null then
    perform private.reject_contact_message('email_queue_reply_to_required', 'email', 'L''email est requis');
  end if;
  if reply_domain = domain or right(reply_domain, char_length(domain) + 1) = '.' || domain then
    perform private.reject_contact_message('email_queue_reply_to_external', 'email',
      'Indiquez votre propre adresse email');
  end if;
  if char_length(message) < 10 then
    perform private.reject_contact_message('email_queue_message_length', 'message',
      'Le message doit contenir au moins 10 caractères');
  end if;

  new.subject := left(format('Message d''un lecteur : « %s »', article_title), 300);
  new.body := left(concat_ws(E'\n',
    format('Un lecteur a écrit depuis l''article « %s » (/blog/%s/).', article_title, new.article_slug),
    'Le nom, l''adresse et le message ci-dessous sont ceux qu''il a saisis : rien n''y est vérifié.',
    '',
    'Nom saisi : ' || btrim(new.sender_name),
    'Adresse saisie (Répondre à) : ' || new.reply_to,
    '',
    'Son message :',
    '> ' || replace(regexp_replace(message, E'\r\n?', E'\n', 'g'), E'\n', E'\n> ')
  ), 10000);
  return new;
end
$$;
