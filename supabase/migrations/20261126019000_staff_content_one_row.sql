-- Staff write the published content one row per request, as visitors and staff already do for
-- reviews, notes and responses (see the visitor_one_row_per_request migration): the back office
-- adds one article, one gallery photo or one document at a time, and a stolen session cannot
-- insert thousands in one request. The policy tests list every table a signed-in role may
-- insert into and check that each has this trigger.
create trigger articles_one_row
  after insert on public.articles
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();

create trigger gallery_photos_one_row
  after insert on public.gallery_photos
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();

create trigger documents_one_row
  after insert on public.documents
  referencing new table as visitor_inserted_rows
  for each statement execute function private.one_visitor_row_per_statement();
