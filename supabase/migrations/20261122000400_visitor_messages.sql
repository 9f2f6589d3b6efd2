-- What visitors send that is not a quote: newsletter sign-ups and article contact messages.
-- Insert only; nothing is readable back. A queued message becomes an outbox job (see the
-- outbox migration) so one worker delivers every e-mail.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_format check (private.is_valid_email(email)),
  constraint newsletter_subscribers_email_length check (char_length(email) <= 254)
);

create unique index newsletter_subscribers_email_unique
  on public.newsletter_subscribers (lower(email));

create table public.email_queue (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  reply_to text,
  subject text not null,
  body text not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint email_queue_recipient_format check (private.is_valid_email(recipient)),
  constraint email_queue_reply_to_format check (private.is_valid_email(reply_to)),
  constraint email_queue_reply_to_length check (char_length(reply_to) <= 254),
  constraint email_queue_subject_length check (char_length(subject) between 1 and 300),
  constraint email_queue_body_length check (char_length(body) between 1 and 10000),
  constraint email_queue_status_allowed check (status in ('pending', 'sent', 'failed')),
  constraint email_queue_attempts_positive check (attempts >= 0)
);

-- Retention purge: sent messages by age.
create index email_queue_status_created_at_idx on public.email_queue (status, created_at);

alter table public.newsletter_subscribers enable row level security;
alter table public.email_queue enable row level security;

revoke all on public.newsletter_subscribers, public.email_queue from anon, authenticated;
grant insert (email) on public.newsletter_subscribers to anon, authenticated;
grant insert (recipient, reply_to, subject, body) on public.email_queue to anon, authenticated;
grant all on public.newsletter_subscribers, public.email_queue to service_role;

create policy newsletter_subscribers_sign_up on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);
-- Only to the business: anything else would make this table an open mail relay.
create policy email_queue_to_business_only on public.email_queue
  for insert to anon, authenticated
  with check (recipient = 'contact@parquet-alsace.example' and status = 'pending' and attempts = 0);
