-- Customer reviews and the business's responses. Visitors submit reviews (always stored
-- as pending) and read approved ones without the author's e-mail; the service role moderates.

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  title text not null,
  content text not null,
  rating integer not null default 5,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_name_required check (not private.is_blank(name)),
  constraint reviews_name_length check (char_length(name) <= 120),
  constraint reviews_email_format check (private.is_valid_email(email)),
  constraint reviews_email_length check (char_length(email) <= 254),
  constraint reviews_title_required check (not private.is_blank(title)),
  constraint reviews_title_length check (char_length(title) <= 200),
  constraint reviews_content_min_length check (char_length(btrim(content)) >= 10),
  constraint reviews_content_length check (char_length(content) <= 5000),
  constraint reviews_rating_range check (rating between 1 and 5),
  constraint reviews_status_allowed check (status in ('pending', 'approved', 'rejected'))
);

create trigger reviews_set_updated_at
  before update on public.reviews
  for each row execute function private.set_updated_at();

-- Whatever a visitor sends, a new review waits for moderation.
create or replace function private.force_pending_review() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.status := 'pending';
  end if;
  return new;
end
$$;

create trigger reviews_force_pending
  before insert on public.reviews
  for each row execute function private.force_pending_review();

-- Reviews list and home testimonials: approved, newest first or by rating.
create index reviews_approved_created_at_idx on public.reviews (created_at desc) where status = 'approved';
create index reviews_approved_rating_idx on public.reviews (rating, created_at desc) where status = 'approved';
-- Moderation tool: pending ones, oldest first.
create index reviews_status_created_at_idx on public.reviews (status, created_at);

create table public.review_responses (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  response_text text not null,
  created_at timestamptz not null default now(),
  constraint review_responses_text_required check (not private.is_blank(response_text)),
  constraint review_responses_text_length check (char_length(response_text) <= 5000)
);

-- Responses of the listed reviews: review_id in (...).
create index review_responses_review_id_idx on public.review_responses (review_id);

alter table public.reviews enable row level security;
alter table public.review_responses enable row level security;

revoke all on public.reviews, public.review_responses from anon, authenticated;
-- Column grants: the author's e-mail is never readable, and id/status/dates are never chosen
-- by a visitor (status is accepted so the site may send 'pending', then forced anyway).
grant select (id, name, title, content, rating, status, created_at, updated_at)
  on public.reviews to anon, authenticated;
grant insert (name, email, title, content, rating, status)
  on public.reviews to anon, authenticated;
grant select on public.review_responses to anon, authenticated;
grant all on public.reviews, public.review_responses to service_role;

create policy reviews_read_approved on public.reviews
  for select to anon, authenticated using (status = 'approved');
create policy reviews_submit_pending on public.reviews
  for insert to anon, authenticated with check (status = 'pending');
create policy review_responses_read_of_approved on public.review_responses
  for select to anon, authenticated
  using (exists (
    select 1 from public.reviews r where r.id = review_id and r.status = 'approved'
  ));
