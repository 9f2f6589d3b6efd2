-- Signing up an address that is already subscribed answers exactly like a first sign-up
-- (201, nothing stored), so the form cannot be used to learn who is subscribed. Decided in the
-- database, so it holds on a hosted project too. The advisory lock serialises sign-ups of the
-- same address: the second one waits for the first to commit, then sees its row and skips,
-- instead of reaching the unique index (whose 409 would tell).

create or replace function private.skip_subscribed_newsletter_address() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
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

revoke all on function private.skip_subscribed_newsletter_address() from public, anon, authenticated;

create trigger newsletter_subscribers_skip_subscribed
  before insert on public.newsletter_subscribers
  for each row execute function private.skip_subscribed_newsletter_address();
