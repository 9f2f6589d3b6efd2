-- Downloads page: counts a download without letting visitors update documents.

create or replace function public.increment_document_download_count(document_id uuid) returns void
language sql
security definer
set search_path = ''
as $$
  update public.documents set download_count = download_count + 1 where id = document_id
$$;

revoke all on function public.increment_document_download_count(uuid) from public;
grant execute on function public.increment_document_download_count(uuid)
  to anon, authenticated, service_role;
