-- Refusing a review e-mails the reason to its author (job `review_rejection`). Before it goes,
-- the back office shows the staff member the message and to whom it is sent: the author's
-- address of a review still waiting for moderation, to staff only. The column itself stays
-- ungranted (approved reviews are readable by every signed-in account).
create function public.review_author_email(review_id uuid) returns text
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  address text;
begin
  perform private.require_staff();
  select review.email into address
    from public.reviews as review
   where review.id = review_id and review.status = 'pending';
  return address;
end
$$;

revoke all on function public.review_author_email(uuid) from public, anon, authenticated;
grant execute on function public.review_author_email(uuid) to authenticated, service_role;
