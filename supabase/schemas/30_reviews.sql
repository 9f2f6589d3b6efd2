-- Reviews, their moderation and the business responses.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- FUNCTION private.enqueue_review_rejection()
CREATE OR REPLACE FUNCTION private.enqueue_review_rejection() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.status = 'rejected' and old.status is distinct from 'rejected' then
    perform private.enqueue_job('review_rejection', jsonb_build_object(
      'reviewId', new.id, 'name', new.name, 'email', new.email, 'title', new.title,
      'createdAt', new.created_at, 'reason', new.rejection_reason
    ), 'review_rejection:' || new.id);
  end if;
  return null;
end
$$;

-- FUNCTION private.force_pending_review()
CREATE OR REPLACE FUNCTION private.force_pending_review() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user in ('anon', 'authenticated') then
    new.status := 'pending';
  end if;
  return new;
end
$$;

-- FUNCTION private.review_moderation()
CREATE OR REPLACE FUNCTION private.review_moderation() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.status is distinct from old.status then
    if new.status = 'rejected' and private.is_blank(new.rejection_reason) then
      raise exception using errcode = '23514', constraint = 'reviews_rejection_reason_required',
        message = 'new row for relation "reviews" violates check constraint "reviews_rejection_reason_required"',
        detail = 'rejection_reason', hint = 'Indiquez la raison du refus : elle est envoyée à l''auteur de l''avis.';
    end if;
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
    new.moderated_at := now();
    new.moderated_by := auth.uid();
  end if;
  return new;
end
$$;

-- FUNCTION public.review_author_email(uuid)
CREATE OR REPLACE FUNCTION public.review_author_email(review_id uuid) RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
REVOKE ALL ON FUNCTION public.review_author_email(uuid) FROM anon, authenticated;

-- TABLE public.review_responses
CREATE TABLE public.review_responses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    review_id uuid NOT NULL,
    response_text text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT review_responses_text_length CHECK ((char_length(response_text) <= 5000)),
    CONSTRAINT review_responses_text_required CHECK ((NOT private.is_blank(response_text)))
);
REVOKE ALL ON TABLE public.review_responses FROM anon, authenticated;

-- TABLE public.reviews
CREATE TABLE public.reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    title text NOT NULL,
    content text NOT NULL,
    rating integer DEFAULT 5 NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    rejection_reason text,
    moderated_at timestamp with time zone,
    moderated_by uuid,
    CONSTRAINT reviews_content_length CHECK ((char_length(content) <= 5000)),
    CONSTRAINT reviews_content_min_length CHECK ((char_length(btrim(content)) >= 10)),
    CONSTRAINT reviews_email_format CHECK (private.is_valid_email(email)),
    CONSTRAINT reviews_email_length CHECK ((char_length(email) <= 254)),
    CONSTRAINT reviews_name_length CHECK ((char_length(name) <= 120)),
    CONSTRAINT reviews_name_required CHECK ((NOT private.is_blank(name))),
    CONSTRAINT reviews_rating_range CHECK (((rating >= 1) AND (rating <= 5))),
    CONSTRAINT reviews_rejection_reason_length CHECK ((char_length(rejection_reason) <= 1000)),
    CONSTRAINT reviews_status_allowed CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT reviews_title_length CHECK ((char_length(title) <= 200)),
    CONSTRAINT reviews_title_required CHECK ((NOT private.is_blank(title)))
);
REVOKE ALL ON TABLE public.reviews FROM anon, authenticated;

-- CONSTRAINT public.review_responses review_responses_pkey
ALTER TABLE ONLY public.review_responses
    ADD CONSTRAINT review_responses_pkey PRIMARY KEY (id);

-- CONSTRAINT public.review_responses review_responses_review_id_unique
ALTER TABLE ONLY public.review_responses
    ADD CONSTRAINT review_responses_review_id_unique UNIQUE (review_id);

-- CHECK CONSTRAINT public.reviews reviews_name_single_line
ALTER TABLE public.reviews
    ADD CONSTRAINT reviews_name_single_line CHECK (private.is_single_line(name)) NOT VALID;

-- CONSTRAINT public.reviews reviews_pkey
ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);

-- CHECK CONSTRAINT public.reviews reviews_title_single_line
ALTER TABLE public.reviews
    ADD CONSTRAINT reviews_title_single_line CHECK (private.is_single_line(title)) NOT VALID;

-- INDEX public.review_responses_review_id_idx
CREATE INDEX review_responses_review_id_idx ON public.review_responses USING btree (review_id);

-- INDEX public.reviews_approved_created_at_idx
CREATE INDEX reviews_approved_created_at_idx ON public.reviews USING btree (created_at DESC) WHERE (status = 'approved'::text);

-- INDEX public.reviews_approved_rating_idx
CREATE INDEX reviews_approved_rating_idx ON public.reviews USING btree (rating, created_at DESC) WHERE (status = 'approved'::text);

-- INDEX public.reviews_status_created_at_idx
CREATE INDEX reviews_status_created_at_idx ON public.reviews USING btree (status, created_at);

-- TRIGGER public.review_responses review_responses_audit
CREATE TRIGGER review_responses_audit AFTER INSERT OR DELETE OR UPDATE ON public.review_responses FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.review_responses review_responses_one_row
CREATE TRIGGER review_responses_one_row AFTER INSERT ON public.review_responses REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- TRIGGER public.review_responses review_responses_set_updated_at
CREATE TRIGGER review_responses_set_updated_at BEFORE UPDATE ON public.review_responses FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.reviews reviews_audit
CREATE TRIGGER reviews_audit AFTER DELETE OR UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.audit_row_change();

-- TRIGGER public.reviews reviews_enqueue_rejection
CREATE TRIGGER reviews_enqueue_rejection AFTER UPDATE OF status ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.enqueue_review_rejection();

-- TRIGGER public.reviews reviews_force_pending
CREATE TRIGGER reviews_force_pending BEFORE INSERT ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.force_pending_review();

-- TRIGGER public.reviews reviews_moderation
CREATE TRIGGER reviews_moderation BEFORE UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.review_moderation();

-- TRIGGER public.reviews reviews_set_updated_at
CREATE TRIGGER reviews_set_updated_at BEFORE UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

-- TRIGGER public.reviews reviews_visitor_one_row
CREATE TRIGGER reviews_visitor_one_row AFTER INSERT ON public.reviews REFERENCING NEW TABLE AS visitor_inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION private.one_visitor_row_per_statement();

-- FK CONSTRAINT public.review_responses review_responses_review_id_fkey
ALTER TABLE ONLY public.review_responses
    ADD CONSTRAINT review_responses_review_id_fkey FOREIGN KEY (review_id) REFERENCES public.reviews(id) ON DELETE CASCADE;

-- ROW SECURITY public.review_responses
ALTER TABLE public.review_responses ENABLE ROW LEVEL SECURITY;

-- POLICY public.review_responses review_responses_read_of_approved
CREATE POLICY review_responses_read_of_approved ON public.review_responses FOR SELECT TO anon, authenticated USING ((EXISTS ( SELECT 1
   FROM public.reviews r
  WHERE ((r.id = review_responses.review_id) AND (r.status = 'approved'::text)))));

-- POLICY public.review_responses review_responses_staff_add
CREATE POLICY review_responses_staff_add ON public.review_responses FOR INSERT TO authenticated WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.review_responses review_responses_staff_delete
CREATE POLICY review_responses_staff_delete ON public.review_responses FOR DELETE TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.review_responses review_responses_staff_edit
CREATE POLICY review_responses_staff_edit ON public.review_responses FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.review_responses review_responses_staff_read
CREATE POLICY review_responses_staff_read ON public.review_responses FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- ROW SECURITY public.reviews
ALTER TABLE public.reviews ENABLE ROW LEVEL SECURITY;

-- POLICY public.reviews reviews_read_approved
CREATE POLICY reviews_read_approved ON public.reviews FOR SELECT TO anon, authenticated USING ((status = 'approved'::text));

-- POLICY public.reviews reviews_staff_moderate
CREATE POLICY reviews_staff_moderate ON public.reviews FOR UPDATE TO authenticated USING (( SELECT private.is_staff() AS is_staff)) WITH CHECK (( SELECT private.is_staff() AS is_staff));

-- POLICY public.reviews reviews_staff_read
CREATE POLICY reviews_staff_read ON public.reviews FOR SELECT TO authenticated USING (( SELECT private.is_staff() AS is_staff));

-- POLICY public.reviews reviews_submit_pending
CREATE POLICY reviews_submit_pending ON public.reviews FOR INSERT TO anon, authenticated WITH CHECK ((status = 'pending'::text));

-- ACL private.FUNCTION enqueue_review_rejection()
REVOKE ALL ON FUNCTION private.enqueue_review_rejection() FROM PUBLIC;

-- ACL private.FUNCTION review_moderation()
REVOKE ALL ON FUNCTION private.review_moderation() FROM PUBLIC;

-- ACL public.FUNCTION review_author_email(review_id uuid)
REVOKE ALL ON FUNCTION public.review_author_email(review_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.review_author_email(review_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.review_author_email(review_id uuid) TO service_role;

-- ACL public.TABLE review_responses
GRANT SELECT ON TABLE public.review_responses TO anon;
GRANT SELECT,DELETE ON TABLE public.review_responses TO authenticated;
GRANT ALL ON TABLE public.review_responses TO service_role;

-- ACL public.COLUMN review_responses.review_id
GRANT INSERT(review_id) ON TABLE public.review_responses TO authenticated;

-- ACL public.COLUMN review_responses.response_text
GRANT INSERT(response_text),UPDATE(response_text) ON TABLE public.review_responses TO authenticated;

-- ACL public.TABLE reviews
GRANT ALL ON TABLE public.reviews TO service_role;

-- ACL public.COLUMN reviews.id
GRANT SELECT(id) ON TABLE public.reviews TO anon;
GRANT SELECT(id) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.name
GRANT SELECT(name),INSERT(name) ON TABLE public.reviews TO anon;
GRANT SELECT(name),INSERT(name) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.email
GRANT INSERT(email) ON TABLE public.reviews TO anon;
GRANT INSERT(email) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.title
GRANT SELECT(title),INSERT(title) ON TABLE public.reviews TO anon;
GRANT SELECT(title),INSERT(title) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.content
GRANT SELECT(content),INSERT(content) ON TABLE public.reviews TO anon;
GRANT SELECT(content),INSERT(content) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.rating
GRANT SELECT(rating),INSERT(rating) ON TABLE public.reviews TO anon;
GRANT SELECT(rating),INSERT(rating) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.status
GRANT SELECT(status),INSERT(status) ON TABLE public.reviews TO anon;
GRANT SELECT(status),INSERT(status),UPDATE(status) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.created_at
GRANT SELECT(created_at) ON TABLE public.reviews TO anon;
GRANT SELECT(created_at) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.updated_at
GRANT SELECT(updated_at) ON TABLE public.reviews TO anon;
GRANT SELECT(updated_at) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.rejection_reason
GRANT SELECT(rejection_reason),UPDATE(rejection_reason) ON TABLE public.reviews TO authenticated;

-- ACL public.COLUMN reviews.moderated_at
GRANT SELECT(moderated_at) ON TABLE public.reviews TO authenticated;
