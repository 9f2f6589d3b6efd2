-- No GraphQL for visitors. A hosted project can have pg_graphql enabled, and then one
-- /graphql/v1 request with N aliased mutations runs N statements: the one-row-per-statement
-- rule (visitor_one_row_per_request) would let N reviews or N quotes through in one request.
-- The site uses no GraphQL: where the extension is present it is dropped (Supabase's way to
-- switch GraphQL off; its placeholder then answers that GraphQL is not enabled), and anon and
-- authenticated lose every right on the graphql and graphql_public schemas and their
-- functions, so that re-enabling the extension later does not give visitors the endpoint back
-- either. Nothing happens where none of this exists (PGlite, plain PostgreSQL).
-- backend/test/database-lints.test.ts checks it on a database shaped like a hosted one.

do $$
declare
  schema_name text;
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql') then
    drop extension pg_graphql;
  end if;
  foreach schema_name in array array['graphql', 'graphql_public'] loop
    if to_regnamespace(schema_name) is not null then
      -- Public included: a function is out of reach without its schema (service_role and the
      -- owner keep their own grants).
      execute format('revoke all on schema %I from public, anon, authenticated', schema_name);
      execute format('revoke all on all functions in schema %I from anon, authenticated', schema_name);
      execute format('revoke all on all tables in schema %I from anon, authenticated', schema_name);
      execute format('revoke all on all sequences in schema %I from anon, authenticated', schema_name);
      execute format('alter default privileges in schema %I revoke all on functions from anon, authenticated', schema_name);
      execute format('alter default privileges in schema %I revoke all on tables from anon, authenticated', schema_name);
    end if;
  end loop;
end
$$;
