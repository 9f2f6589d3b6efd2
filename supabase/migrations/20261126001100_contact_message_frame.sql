-- An article contact message is a mail from the business to itself, so its subject and frame
-- must be ours: a visitor who chose them (and a Reply-To on the business's own domain) could
-- make a fake "new bank details" message look internal. A visitor now sends only what they
-- typed (name, address, message) and the article's slug; the database composes the subject
-- and the body around it, quotes the message line by line as the visitor's ("> "), and refuses
-- a reply-to address on the recipient's domain. The service role (back office) still writes
-- subject and body itself.

alter table public.email_queue
  add column sender_name text,
  add column message text,
  add column article_slug text,
  add constraint email_queue_sender_name_length check (char_length(sender_name) <= 120),
  add constraint email_queue_sender_name_single_line check (private.is_single_line(sender_name)),
  add constraint email_queue_message_length check (char_length(message) <= 5000),
  add constraint email_queue_article_slug_length check (char_length(article_slug) <= 200);

revoke insert on public.email_queue from anon, authenticated;
grant insert (recipient, reply_to, sender_name, message, article_slug) on public.email_queue to anon, authenticated;

create function private.reject_contact_message(constraint_name text, field text, message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'check_violation',
    message = format('new row for relation "email_queue" violates check constraint "%s"', constraint_name),
    detail = field,
    hint = message,
    schema = 'public',
    table = 'email_queue',
    constraint = constraint_name;
end
$$;

-- Executable by visitors (it only raises): the trigger below runs with the visitor's rights.

create function private.compose_contact_message() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- The one recipient the policy email_queue_to_business_only lets a visitor write to.
  business constant text := 'contact@parquet-alsace.example';
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

revoke all on function private.compose_contact_message() from public, anon, authenticated;

create trigger email_queue_compose_contact_message
  before insert on public.email_queue
  for each row execute function private.compose_contact_message();
