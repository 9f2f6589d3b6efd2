-- Contact messages (email_queue) and newsletter sign-ups.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- FUNCTION private.compose_contact_message()
CREATE OR REPLACE FUNCTION private.compose_contact_message() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- FUNCTION private.enqueue_queued_email()
CREATE OR REPLACE FUNCTION private.enqueue_queued_email() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.enqueue_job('queued_email', jsonb_build_object('emailQueueId', new.id), 'queued_email:' || new.id);
  return new;
end
$$;

-- FUNCTION private.reject_contact_message(text, text, text)
CREATE OR REPLACE FUNCTION private.reject_contact_message(constraint_name text, field text, message text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

-- FUNCTION private.skip_subscribed_newsletter_address()
CREATE OR REPLACE FUNCTION private.skip_subscribed_newsletter_address() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.email is null then
    return new; -- the not-null constraint answers
  end if;
  perform pg_advisory_xact_lock(hashtextextended('newsletter_subscribers:' || lower(new.email), 0));
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = lower(new.email)) then
    return null;
  end if;
  return new;
end
$$;

-- TABLE public.email_queue
CREATE TABLE public.email_queue (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    recipient text NOT NULL,
    reply_to text,
    subject text NOT NULL,
    body text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sender_name text,
    message text,
    article_slug text,
    CONSTRAINT email_queue_article_slug_length CHECK ((char_length(article_slug) <= 200)),
    CONSTRAINT email_queue_attempts_positive CHECK ((attempts >= 0)),
    CONSTRAINT email_queue_body_length CHECK (((char_length(body) >= 1) AND (char_length(body) <= 10000))),
    CONSTRAINT email_queue_message_length CHECK ((char_length(message) <= 5000)),
    CONSTRAINT email_queue_recipient_format CHECK (private.is_valid_email(recipient)),
    CONSTRAINT email_queue_reply_to_format CHECK (private.is_valid_email(reply_to)),
    CONSTRAINT email_queue_reply_to_length CHECK ((char_length(reply_to) <= 254)),
    CONSTRAINT email_queue_sender_name_length CHECK ((char_length(sender_name) <= 120)),
    CONSTRAINT email_queue_sender_name_single_line CHECK (private.is_single_line(sender_name)),
    CONSTRAINT email_queue_status_allowed CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'failed'::text]))),
    CONSTRAINT email_queue_subject_length CHECK (((char_length(subject) >= 1) AND (char_length(subject) <= 300)))
);
REVOKE ALL ON TABLE public.email_queue FROM anon, authenticated;

-- TABLE public.newsletter_subscribers
CREATE TABLE public.newsletter_subscribers (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    email text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT newsletter_subscribers_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT newsletter_subscribers_email_length CHECK ((char_length(email) <= 254))
);
REVOKE ALL ON TABLE public.newsletter_subscribers FROM anon, authenticated;

-- CONSTRAINT public.email_queue email_queue_pkey
ALTER TABLE ONLY public.email_queue
    ADD CONSTRAINT email_queue_pkey PRIMARY KEY (id);

-- CONSTRAINT public.newsletter_subscribers newsletter_subscribers_pkey
ALTER TABLE ONLY public.newsletter_subscribers
    ADD CONSTRAINT newsletter_subscribers_pkey PRIMARY KEY (id);

-- INDEX public.email_queue_status_created_at_idx
CREATE INDEX email_queue_status_created_at_idx ON public.email_queue USING btree (status, created_at);

-- INDEX public.newsletter_subscribers_email_unique
CREATE UNIQUE INDEX newsletter_subscribers_email_unique ON public.newsletter_subscribers USING btree (lower(email));

-- TRIGGER public.email_queue email_queue_compose_contact_message
CREATE TRIGGER email_queue_compose_contact_message BEFORE INSERT ON public.email_queue FOR EACH ROW EXECUTE FUNCTION private.compose_contact_message();

-- TRIGGER public.email_queue email_queue_enqueue_delivery
CREATE TRIGGER email_queue_enqueue_delivery AFTER INSERT ON public.email_queue FOR EACH ROW EXECUTE FUNCTION private.enqueue_queued_email();

-- TRIGGER public.email_queue email_queue_visitor_one_row
CREATE TRIGGER email_queue_visitor_one_row AFTER INSERT ON public.email_queue REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.newsletter_subscribers newsletter_subscribers_skip_subscribed
CREATE TRIGGER newsletter_subscribers_skip_subscribed BEFORE INSERT ON public.newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION private.skip_subscribed_newsletter_address();

-- TRIGGER public.newsletter_subscribers newsletter_subscribers_visitor_one_row
CREATE TRIGGER newsletter_subscribers_visitor_one_row AFTER INSERT ON public.newsletter_subscribers REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- ROW SECURITY public.email_queue
ALTER TABLE public.email_queue ENABLE ROW LEVEL SECURITY;

-- POLICY public.email_queue email_queue_to_business_only
CREATE POLICY email_queue_to_business_only ON public.email_queue FOR INSERT TO anon, authenticated WITH CHECK (((recipient = ( SELECT private.business_email() AS business_email)) AND (status = 'pending'::text) AND (attempts = 0)));

-- ROW SECURITY public.newsletter_subscribers
ALTER TABLE public.newsletter_subscribers ENABLE ROW LEVEL SECURITY;

-- POLICY public.newsletter_subscribers newsletter_subscribers_sign_up
CREATE POLICY newsletter_subscribers_sign_up ON public.newsletter_subscribers FOR INSERT TO anon, authenticated WITH CHECK ((created_at <= now()));

-- ACL private.FUNCTION compose_contact_message()
REVOKE ALL ON FUNCTION private.compose_contact_message() FROM PUBLIC;

-- ACL private.FUNCTION enqueue_queued_email()
REVOKE ALL ON FUNCTION private.enqueue_queued_email() FROM PUBLIC;

-- ACL private.FUNCTION skip_subscribed_newsletter_address()
REVOKE ALL ON FUNCTION private.skip_subscribed_newsletter_address() FROM PUBLIC;

-- ACL public.TABLE email_queue
GRANT ALL ON TABLE public.email_queue TO service_role;

-- ACL public.COLUMN email_queue.recipient
GRANT INSERT(recipient) ON TABLE public.email_queue TO anon;
GRANT INSERT(recipient) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.reply_to
GRANT INSERT(reply_to) ON TABLE public.email_queue TO anon;
GRANT INSERT(reply_to) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.sender_name
GRANT INSERT(sender_name) ON TABLE public.email_queue TO anon;
GRANT INSERT(sender_name) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.message
GRANT INSERT(message) ON TABLE public.email_queue TO anon;
GRANT INSERT(message) ON TABLE public.email_queue TO authenticated;

-- ACL public.COLUMN email_queue.article_slug
GRANT INSERT(article_slug) ON TABLE public.email_queue TO anon;
GRANT INSERT(article_slug) ON TABLE public.email_queue TO authenticated;

-- ACL public.TABLE newsletter_subscribers
GRANT ALL ON TABLE public.newsletter_subscribers TO service_role;

-- ACL public.COLUMN newsletter_subscribers.email
GRANT INSERT(email) ON TABLE public.newsletter_subscribers TO anon;
GRANT INSERT(email) ON TABLE public.newsletter_subscribers TO authenticated;
