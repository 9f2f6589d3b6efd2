-- Staff rights end with their session (docs/adr-007-auth-subset.md): besides the staff row,
-- the caller's token must name a session that still exists. A global sign-out, a detected
-- refresh-token reuse, a password change (other sessions) or a removed session ends the rights
-- at the next request, not when the access token expires. Supabase Auth (hosted) and the
-- embedded subset both keep sessions in auth.sessions and put their id in the `session_id`
-- claim. The session table is closed to the API roles, hence a definer function that answers
-- only about the caller's own token.
create function private.session_alive() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions as s
     where s.id = case
                    when (select auth.jwt() ->> 'session_id')
                         ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
                    then (select auth.jwt() ->> 'session_id')::uuid
                  end
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now())
  )
$$;

revoke all on function private.session_alive() from public, anon;
grant execute on function private.session_alive() to authenticated, service_role;

create or replace function private.is_staff() returns boolean
language sql stable
set search_path = ''
as $$
  select exists (select 1 from private.staff_members where user_id = (select auth.uid()))
     and private.session_alive()
$$;
