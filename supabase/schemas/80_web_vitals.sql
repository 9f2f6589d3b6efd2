-- The speed real visitors get: one row per page view, measured in their browser (web-vitals)
-- and sent once by the server's route /api/vitals (docs/adr-021-field-speed.md).
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).
-- Nothing here identifies a visitor: no address, no identifier, no user agent, no URL (a page
-- type), the hour only. Kept 25 months (public.purge_old_web_vitals).

SET check_function_bodies = false;

-- FUNCTION private.web_vital_rating(double precision, double precision, double precision)
CREATE OR REPLACE FUNCTION private.web_vital_rating(value double precision, good double precision, poor double precision) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  -- web.dev's rule, as web-vitals rates: above the second threshold poor, above the first needs improvement.
  select case
    when value is null then null
    when value > poor then 'poor'
    when value > good then 'needs-improvement'
    else 'good'
  end
$$;

-- FUNCTION public.record_web_vitals(jsonb)
CREATE OR REPLACE FUNCTION public.record_web_vitals(view jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  -- The whole site's bound: far above a small site's traffic, low enough that a flood of
  -- calls cannot fill the table (the server's route adds the per-client write limit).
  views_per_minute constant integer := 600;
  this_minute timestamptz := date_trunc('minute', now());
  views integer;
  target text := view ->> 'inpTarget';
begin
  if jsonb_typeof(view) is distinct from 'object' then
    raise exception using errcode = 'check_violation', message = 'web_vitals_view_object',
      hint = 'Mesure illisible.';
  end if;
  insert into private.web_vitals_minutes as m (minute, views) values (this_minute, 1)
  on conflict (minute) do update set views = m.views + 1
  returning m.views into views;
  if views > views_per_minute then
    raise exception using errcode = 'PT429', message = 'web_vitals_site_budget',
      hint = U&'Trop de mesures reçues\00A0: réessayez dans une minute.';
  end if;
  delete from private.web_vitals_minutes m where m.minute < this_minute - interval '1 hour';

  -- A target is a CSS selector; one with a control character is not one.
  if target is not null and target ~ '[[:cntrl:]]' then
    raise exception using errcode = 'check_violation', message = 'web_vitals_inp_target_text',
      hint = 'Cible illisible.';
  end if;

  insert into public.web_vitals (
    page_type, device, connection,
    lcp_ms, lcp_rating, lcp_ttfb_ms, lcp_load_delay_ms, lcp_load_duration_ms, lcp_render_delay_ms,
    inp_ms, inp_rating, inp_target, inp_input_delay_ms, inp_processing_ms, inp_presentation_ms,
    cls, cls_rating, fcp_ms, fcp_rating, ttfb_ms, ttfb_rating
  )
  select v."pageType", v.device, v.connection,
         v.lcp, private.web_vital_rating(v.lcp, 2500, 4000),
         v."lcpTtfb", v."lcpLoadDelay", v."lcpLoadDuration", v."lcpRenderDelay",
         v.inp, private.web_vital_rating(v.inp, 200, 500),
         nullif(btrim(target), ''), v."inpInputDelay", v."inpProcessing", v."inpPresentation",
         v.cls, private.web_vital_rating(v.cls, 0.1, 0.25),
         v.fcp, private.web_vital_rating(v.fcp, 1800, 3000),
         v.ttfb, private.web_vital_rating(v.ttfb, 800, 1800)
    from jsonb_to_record(view) as v(
      "pageType" text, device text, connection text,
      lcp double precision, "lcpTtfb" double precision, "lcpLoadDelay" double precision,
      "lcpLoadDuration" double precision, "lcpRenderDelay" double precision,
      inp double precision, "inpInputDelay" double precision,
      "inpProcessing" double precision, "inpPresentation" double precision,
      cls double precision, fcp double precision, ttfb double precision
    );
end
$$;
REVOKE ALL ON FUNCTION public.record_web_vitals(jsonb) FROM anon, authenticated;

-- FUNCTION public.purge_old_web_vitals()
CREATE OR REPLACE FUNCTION public.purge_old_web_vitals() RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  -- Kept 25 months (docs/adr-021-field-speed.md), then deleted.
  with old as (
    delete from public.web_vitals w where w.recorded_at < now() - interval '25 months' returning 1
  )
  select count(*)::integer from old
$$;
REVOKE ALL ON FUNCTION public.purge_old_web_vitals() FROM anon, authenticated;

-- FUNCTION public.web_vitals_summary(integer)
CREATE OR REPLACE FUNCTION public.web_vitals_summary(days integer DEFAULT 28) RETURNS TABLE(page_type text, views bigint, lcp_p75 double precision, inp_p75 double precision, cls_p75 double precision, lcp_good bigint, lcp_needs_improvement bigint, lcp_poor bigint, inp_good bigint, inp_needs_improvement bigint, inp_poor bigint, cls_good bigint, cls_needs_improvement bigint, cls_poor bigint)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  -- Read with the caller's rights: staff see every row (web_vitals_staff_read), anyone else none.
  -- p75 as CrUX gives it: a value some view really had (percentile_disc), never one
  -- interpolated between two views.
  select w.page_type,
         count(*),
         percentile_disc(0.75) within group (order by w.lcp_ms),
         percentile_disc(0.75) within group (order by w.inp_ms),
         percentile_disc(0.75) within group (order by w.cls),
         count(*) filter (where w.lcp_rating = 'good'),
         count(*) filter (where w.lcp_rating = 'needs-improvement'),
         count(*) filter (where w.lcp_rating = 'poor'),
         count(*) filter (where w.inp_rating = 'good'),
         count(*) filter (where w.inp_rating = 'needs-improvement'),
         count(*) filter (where w.inp_rating = 'poor'),
         count(*) filter (where w.cls_rating = 'good'),
         count(*) filter (where w.cls_rating = 'needs-improvement'),
         count(*) filter (where w.cls_rating = 'poor')
    from public.web_vitals w
   where w.recorded_at >= now() - make_interval(days => greatest(1, least(web_vitals_summary.days, 400)))
   group by w.page_type
   order by count(*) desc, w.page_type
$$;
REVOKE ALL ON FUNCTION public.web_vitals_summary(integer) FROM anon, authenticated;

-- TABLE private.web_vitals_minutes
CREATE TABLE private.web_vitals_minutes (
    minute timestamp with time zone NOT NULL,
    views integer DEFAULT 0 NOT NULL
);

-- TABLE public.web_vitals
CREATE TABLE public.web_vitals (
    id bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
    recorded_at timestamp with time zone DEFAULT date_trunc('hour'::text, now()) NOT NULL,
    page_type text NOT NULL,
    device text NOT NULL,
    connection text,
    lcp_ms double precision,
    lcp_rating text,
    lcp_ttfb_ms double precision,
    lcp_load_delay_ms double precision,
    lcp_load_duration_ms double precision,
    lcp_render_delay_ms double precision,
    inp_ms double precision,
    inp_rating text,
    inp_target text,
    inp_input_delay_ms double precision,
    inp_processing_ms double precision,
    inp_presentation_ms double precision,
    cls double precision,
    cls_rating text,
    fcp_ms double precision,
    fcp_rating text,
    ttfb_ms double precision,
    ttfb_rating text,
    CONSTRAINT web_vitals_page_type CHECK ((page_type = ANY (ARRAY['home'::text, 'services'::text, 'prices'::text, 'about'::text, 'blog'::text, 'article'::text, 'gallery'::text, 'reviews'::text, 'downloads'::text, 'quote'::text, 'legal'::text, 'other'::text]))),
    CONSTRAINT web_vitals_device CHECK ((device = ANY (ARRAY['mobile'::text, 'tablet'::text, 'desktop'::text]))),
    CONSTRAINT web_vitals_connection CHECK ((connection = ANY (ARRAY['slow-2g'::text, '2g'::text, '3g'::text, '4g'::text]))),
    CONSTRAINT web_vitals_ratings CHECK (((COALESCE(lcp_rating, 'good'::text) = ANY (ARRAY['good'::text, 'needs-improvement'::text, 'poor'::text])) AND (COALESCE(inp_rating, 'good'::text) = ANY (ARRAY['good'::text, 'needs-improvement'::text, 'poor'::text])) AND (COALESCE(cls_rating, 'good'::text) = ANY (ARRAY['good'::text, 'needs-improvement'::text, 'poor'::text])) AND (COALESCE(fcp_rating, 'good'::text) = ANY (ARRAY['good'::text, 'needs-improvement'::text, 'poor'::text])) AND (COALESCE(ttfb_rating, 'good'::text) = ANY (ARRAY['good'::text, 'needs-improvement'::text, 'poor'::text])))),
    CONSTRAINT web_vitals_durations CHECK (((COALESCE(lcp_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(lcp_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(lcp_ttfb_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(lcp_ttfb_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(lcp_load_delay_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(lcp_load_delay_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(lcp_load_duration_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(lcp_load_duration_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(lcp_render_delay_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(lcp_render_delay_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(inp_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(inp_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(inp_input_delay_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(inp_input_delay_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(inp_processing_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(inp_processing_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(inp_presentation_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(inp_presentation_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(fcp_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(fcp_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(ttfb_ms, (0)::double precision) >= (0)::double precision) AND (COALESCE(ttfb_ms, (0)::double precision) <= (120000)::double precision) AND (COALESCE(cls, (0)::double precision) >= (0)::double precision) AND (COALESCE(cls, (0)::double precision) <= (100)::double precision))),
    CONSTRAINT web_vitals_inp_target_length CHECK ((char_length(inp_target) <= 200)),
    CONSTRAINT web_vitals_core_metric CHECK (((lcp_ms IS NOT NULL) OR (inp_ms IS NOT NULL) OR (cls IS NOT NULL)))
);
REVOKE ALL ON TABLE public.web_vitals FROM anon, authenticated;

-- CONSTRAINT private.web_vitals_minutes web_vitals_minutes_pkey
ALTER TABLE ONLY private.web_vitals_minutes
    ADD CONSTRAINT web_vitals_minutes_pkey PRIMARY KEY (minute);

-- CONSTRAINT public.web_vitals web_vitals_pkey
ALTER TABLE ONLY public.web_vitals
    ADD CONSTRAINT web_vitals_pkey PRIMARY KEY (id);

-- INDEX public.web_vitals_recorded_at_idx
CREATE INDEX web_vitals_recorded_at_idx ON public.web_vitals USING btree (recorded_at);

-- TRIGGER public.web_vitals web_vitals_visitor_one_row
CREATE TRIGGER web_vitals_visitor_one_row AFTER INSERT ON public.web_vitals REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- ROW SECURITY private.web_vitals_minutes
ALTER TABLE private.web_vitals_minutes ENABLE ROW LEVEL SECURITY;

-- ROW SECURITY public.web_vitals
ALTER TABLE public.web_vitals ENABLE ROW LEVEL SECURITY;

-- POLICY public.web_vitals web_vitals_staff_read
CREATE POLICY web_vitals_staff_read ON public.web_vitals FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ACL private.FUNCTION web_vital_rating(value double precision, good double precision, poor double precision)
REVOKE ALL ON FUNCTION private.web_vital_rating(value double precision, good double precision, poor double precision) FROM PUBLIC;

-- ACL public.FUNCTION purge_old_web_vitals()
REVOKE ALL ON FUNCTION public.purge_old_web_vitals() FROM PUBLIC;
GRANT ALL ON FUNCTION public.purge_old_web_vitals() TO service_role;

-- ACL public.FUNCTION record_web_vitals(view jsonb)
REVOKE ALL ON FUNCTION public.record_web_vitals(view jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.record_web_vitals(view jsonb) TO anon;
GRANT ALL ON FUNCTION public.record_web_vitals(view jsonb) TO authenticated;
GRANT ALL ON FUNCTION public.record_web_vitals(view jsonb) TO service_role;

-- ACL public.FUNCTION web_vitals_summary(days integer)
REVOKE ALL ON FUNCTION public.web_vitals_summary(days integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.web_vitals_summary(days integer) TO authenticated;
GRANT ALL ON FUNCTION public.web_vitals_summary(days integer) TO service_role;

-- ACL public.TABLE web_vitals
GRANT ALL ON TABLE public.web_vitals TO service_role;
GRANT SELECT ON TABLE public.web_vitals TO authenticated;

-- ACL private.TABLE web_vitals_minutes
GRANT ALL ON TABLE private.web_vitals_minutes TO service_role;
