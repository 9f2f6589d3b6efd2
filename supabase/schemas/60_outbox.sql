-- The outbox: delivery jobs of every lead, retries, alerts.
-- The declarative source of this area: edit it here, then generate the migration with
-- `npm run db:diff -w backend -- <name>` (docs/adr-020-declarative-schemas.md).

SET check_function_bodies = false;

-- FUNCTION private.enqueue_job(text, jsonb, text)
CREATE OR REPLACE FUNCTION private.enqueue_job(job_kind text, job_payload jsonb, job_dedupe_key text) RETURNS boolean
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  inserted_id bigint;
begin
  insert into public.outbox_jobs (kind, payload, dedupe_key)
  values (job_kind, job_payload, job_dedupe_key)
  on conflict (dedupe_key) do nothing
  returning id into inserted_id;
  return inserted_id is not null;
end
$$;

-- FUNCTION private.enqueue_quote_jobs(public.form_submissions, boolean)
CREATE OR REPLACE FUNCTION private.enqueue_quote_jobs(submission public.form_submissions, send_copy boolean) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  notification jsonb := private.quote_notification_payload(submission);
begin
  perform private.enqueue_job('quote_email', notification, 'quote_email:' || submission.id);
  perform private.enqueue_job('quote_sheet', jsonb_build_object(
    'id', submission.id,
    'timestamp', submission.created_at,
    'fullName', submission.full_name,
    'email', submission.email,
    'phone', submission.phone,
    'postalCode', submission.postal_code,
    'surface', submission.surface,
    'propertyType', submission.property_type,
    'hasElevator', case when submission.has_elevator then 'Oui' else 'Non' end,
    'finition', submission.finition,
    'teinture', case when submission.teinture then 'Oui' else 'Non' end,
    'totalPrice', coalesce(to_jsonb(submission.estimated_price), to_jsonb('Sur devis'::text)),
    'message', coalesce(submission.message, '')
  ), 'quote_sheet:' || submission.id);
  if send_copy then
    -- The visitor's copy carries the link to choose the technical visit.
    perform private.enqueue_job('quote_copy', notification || jsonb_build_object('visitToken', submission.visit_token),
      'quote_copy:' || submission.id);
  end if;
end
$$;

-- FUNCTION private.quote_notification_payload(public.form_submissions)
CREATE OR REPLACE FUNCTION private.quote_notification_payload(submission public.form_submissions) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select jsonb_build_object(
    'id', submission.id,
    'full_name', submission.full_name,
    'email', submission.email,
    'phone', submission.phone,
    'postal_code', submission.postal_code,
    'surface', submission.surface,
    'property_type', submission.property_type,
    'has_elevator', submission.has_elevator,
    'home_older_than_two_years', submission.home_older_than_two_years,
    'finition', submission.finition,
    'teinture', submission.teinture,
    'message', submission.message,
    'address', submission.address,
    'created_at', submission.created_at,
    'estimated_price', submission.estimated_price,
    'vat_rate', submission.vat_rate,
    'estimated_price_ttc', submission.estimated_price_ttc
  )
$$;

-- TABLE public.outbox_jobs
CREATE TABLE public.outbox_jobs (
    id bigint NOT NULL,
    kind text NOT NULL,
    payload jsonb NOT NULL,
    dedupe_key text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    done_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    channel text GENERATED ALWAYS AS (
CASE
    WHEN (kind = ANY (ARRAY['quote_sheet'::text, 'quote_alert'::text])) THEN 'sheet'::text
    ELSE 'email'::text
END) STORED NOT NULL,
    priority smallint GENERATED ALWAYS AS (
CASE kind
    WHEN 'quote_email'::text THEN 0
    WHEN 'quote_alert'::text THEN 0
    WHEN 'quote_sheet'::text THEN 1
    WHEN 'quote_copy'::text THEN 2
    ELSE 3
END) STORED NOT NULL,
    retry_from timestamp with time zone DEFAULT now() NOT NULL,
    lead_id uuid GENERATED ALWAYS AS (
CASE
    WHEN ((kind = ANY (ARRAY['quote_email'::text, 'quote_copy'::text, 'quote_sheet'::text])) AND ((payload ->> 'id'::text) ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'::text)) THEN ((payload ->> 'id'::text))::uuid
    WHEN ((kind = ANY (ARRAY['quote_alert'::text, 'visit_invitation'::text, 'visit_notice'::text, 'visit_reminder'::text, 'devis_link'::text, 'devis_code'::text, 'devis_reminder'::text, 'devis_signed'::text, 'devis_staff_notice'::text])) AND ((payload ->> 'leadId'::text) ~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'::text)) THEN ((payload ->> 'leadId'::text))::uuid
    ELSE NULL::uuid
END) STORED,
    CONSTRAINT outbox_jobs_attempts_positive CHECK ((attempts >= 0)),
    CONSTRAINT outbox_jobs_kind_allowed CHECK ((kind = ANY (ARRAY['quote_email'::text, 'quote_copy'::text, 'quote_sheet'::text, 'queued_email'::text, 'quote_alert'::text, 'review_rejection'::text, 'quote_photos_removal'::text, 'visit_invitation'::text, 'visit_notice'::text, 'visit_reminder'::text, 'devis_link'::text, 'devis_code'::text, 'devis_reminder'::text, 'devis_signed'::text, 'devis_staff_notice'::text, 'devis_pdf_removal'::text]))),
    CONSTRAINT outbox_jobs_last_error_length CHECK ((char_length(last_error) <= 2000)),
    CONSTRAINT outbox_jobs_status_allowed CHECK ((status = ANY (ARRAY['pending'::text, 'done'::text, 'failed'::text])))
);
REVOKE ALL ON TABLE public.outbox_jobs FROM anon, authenticated;

-- FUNCTION public.claim_outbox_jobs(integer, integer, text)
CREATE OR REPLACE FUNCTION public.claim_outbox_jobs(max_jobs integer DEFAULT 10, lease_seconds integer DEFAULT 90, job_channel text DEFAULT NULL::text) RETURNS SETOF public.outbox_jobs
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.outbox_jobs as job
     set attempts = job.attempts + 1,
         next_attempt_at = now() + make_interval(secs => lease_seconds)
   where job.id in (
     select due.id
       from public.outbox_jobs as due
      where due.status = 'pending'
        and due.next_attempt_at <= now()
        and (job_channel is null or due.channel = job_channel)
      order by due.priority, due.next_attempt_at, due.id
      limit max_jobs
      for update skip locked
   )
  returning job.*
$$;
REVOKE ALL ON FUNCTION public.claim_outbox_jobs(integer, integer, text) FROM anon, authenticated;

-- FUNCTION public.complete_outbox_job(bigint)
CREATE OR REPLACE FUNCTION public.complete_outbox_job(job_id bigint) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = 'done', done_at = now(), last_error = null
   where id = job_id and status = 'pending'
  returning * into job;
  if job.kind = 'queued_email' then
    update public.email_queue
       set status = 'sent', sent_at = now(), attempts = job.attempts, last_error = null
     where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
end
$$;
REVOKE ALL ON FUNCTION public.complete_outbox_job(bigint) FROM anon, authenticated;

-- FUNCTION public.enqueue_quote_alerts(integer)
CREATE OR REPLACE FUNCTION public.enqueue_quote_alerts(after_seconds integer) RETURNS integer
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  enqueued integer;
begin
  with overdue as (
    select job.payload, job.last_error, job.attempts, job.created_at
      from public.outbox_jobs as job
     where job.kind = 'quote_email'
       and job.status <> 'done'
       and job.created_at <= now() - make_interval(secs => after_seconds)
  ), inserted as (
    insert into public.outbox_jobs (kind, payload, dedupe_key)
    select 'quote_alert',
           jsonb_build_object(
             'id', 'alerte:' || (overdue.payload ->> 'id'),
             'leadId', overdue.payload ->> 'id',
             'alert', format(
               'ALERTE : l''e-mail de cette demande de devis n''est pas parti après %s min (%s essai(s)). Rappelez le client.',
               ceil(extract(epoch from now() - overdue.created_at) / 60), overdue.attempts),
             'lastError', coalesce(overdue.last_error, ''),
             'timestamp', overdue.payload -> 'created_at',
             'fullName', overdue.payload -> 'full_name',
             'email', overdue.payload -> 'email',
             'phone', overdue.payload -> 'phone',
             'postalCode', overdue.payload -> 'postal_code',
             'surface', overdue.payload -> 'surface',
             'message', coalesce(overdue.payload ->> 'message', '')
           ),
           'quote_alert:' || (overdue.payload ->> 'id')
      from overdue
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select count(*) into enqueued from inserted;
  return enqueued;
end
$$;
REVOKE ALL ON FUNCTION public.enqueue_quote_alerts(integer) FROM anon, authenticated;

-- FUNCTION public.fail_outbox_job(bigint, text, double precision, double precision)
CREATE OR REPLACE FUNCTION public.fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  job public.outbox_jobs;
begin
  update public.outbox_jobs
     set status = case
           when retry_from + make_interval(secs => retry_for_seconds)
                <= now() + make_interval(secs => retry_in_seconds) then 'failed'
           else 'pending'
         end,
         last_error = left(error, 2000),
         next_attempt_at = now() + make_interval(secs => retry_in_seconds)
   where id = job_id and status = 'pending'
  returning * into job;
  if job.kind = 'queued_email' then
    update public.email_queue
       set status = case when job.status = 'failed' then 'failed' else 'pending' end,
           attempts = job.attempts, last_error = job.last_error
     where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
  return job.status;
end
$$;
REVOKE ALL ON FUNCTION public.fail_outbox_job(bigint, text, double precision, double precision) FROM anon, authenticated;

-- FUNCTION public.postpone_outbox_job(bigint, text, double precision)
CREATE OR REPLACE FUNCTION public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  update public.outbox_jobs
     set attempts = greatest(attempts - 1, 0),
         last_error = left(reason, 2000),
         next_attempt_at = now() + make_interval(secs => retry_in_seconds)
   where id = job_id and status = 'pending'
$$;
REVOKE ALL ON FUNCTION public.postpone_outbox_job(bigint, text, double precision) FROM anon, authenticated;

-- FUNCTION public.release_outbox_jobs(bigint[])
CREATE OR REPLACE FUNCTION public.release_outbox_jobs(job_ids bigint[]) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with released as (
    update public.outbox_jobs
       set next_attempt_at = now(),
           attempts = greatest(attempts - 1, 0)
     where id = any(job_ids)
       and status = 'pending'
       and next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from released
$$;
REVOKE ALL ON FUNCTION public.release_outbox_jobs(bigint[]) FROM anon, authenticated;

-- FUNCTION public.renew_outbox_jobs(bigint[], integer)
CREATE OR REPLACE FUNCTION public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with renewed as (
    update public.outbox_jobs
       set next_attempt_at = now() + make_interval(secs => lease_seconds)
     where id = any(job_ids)
       and status = 'pending'
       and next_attempt_at > now()
    returning 1
  )
  select count(*)::integer from renewed
$$;
REVOKE ALL ON FUNCTION public.renew_outbox_jobs(bigint[], integer) FROM anon, authenticated;

-- FUNCTION public.resend_outbox_job(bigint)
-- A failed delivery, or one that failed and waits for its next try, is tried again now. One
-- never tried (held, e.g. the business's e-mail waiting for the photos) or whose first try is
-- under way is refused: it leaves by itself, and a second send would duplicate it.
CREATE OR REPLACE FUNCTION public.resend_outbox_job(job_id bigint) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  job public.outbox_jobs;
begin
  perform private.require_staff();
  update public.outbox_jobs
     set status = 'pending', next_attempt_at = now(), retry_from = now()
   where id = job_id
     and (status = 'failed' or (status = 'pending' and attempts > 0 and last_error is not null))
  returning * into job;
  if job.id is null then
    if exists (select 1 from public.outbox_jobs as j where j.id = job_id and j.status = 'pending') then
      raise exception using errcode = 'P0001',
        message = U&'Cet envoi n\2019a pas encore été tenté : il part de lui-même.';
    end if;
    if exists (select 1 from public.outbox_jobs where id = job_id) then
      raise exception using errcode = 'P0001', message = 'Cet envoi est déjà parti : rien à renvoyer.';
    end if;
    raise exception using errcode = 'P0002', message = 'Envoi introuvable.';
  end if;
  if job.kind = 'queued_email' then
    update public.email_queue set status = 'pending' where id = (job.payload ->> 'emailQueueId')::uuid;
  end if;
  perform private.audit('outbox_jobs', job.id::text, 'resend', null,
    jsonb_build_object('kind', job.kind, 'lead_id', job.lead_id, 'attempts', job.attempts, 'last_error', job.last_error));
  return to_jsonb(job) - 'payload';
end
$$;
REVOKE ALL ON FUNCTION public.resend_outbox_job(bigint) FROM anon, authenticated;

-- FUNCTION public.retry_failed_outbox_jobs()
CREATE OR REPLACE FUNCTION public.retry_failed_outbox_jobs() RETURNS integer
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  with retried as (
    update public.outbox_jobs
       set status = 'pending', next_attempt_at = now(), retry_from = now()
     where status = 'failed'
    returning kind, payload
  ), messages as (
    update public.email_queue as message
       set status = 'pending'
      from retried
     where retried.kind = 'queued_email' and message.id = (retried.payload ->> 'emailQueueId')::uuid
  )
  select count(*)::integer from retried
$$;
REVOKE ALL ON FUNCTION public.retry_failed_outbox_jobs() FROM anon, authenticated;

-- FUNCTION public.undelivered_leads()
CREATE OR REPLACE FUNCTION public.undelivered_leads() RETURNS TABLE(lead_id uuid, created_at timestamp with time zone, full_name text, phone text, email text, email_status text, email_attempts integer, email_error text, next_attempt_at timestamp with time zone, sheet_status text, sheet_error text, alert_status text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select (mail.payload ->> 'id')::uuid, mail.created_at, mail.payload ->> 'full_name',
         mail.payload ->> 'phone', mail.payload ->> 'email',
         mail.status, mail.attempts, mail.last_error, mail.next_attempt_at,
         sheet.status, sheet.last_error, alert.status
    from public.outbox_jobs as mail
    left join public.outbox_jobs as sheet on sheet.dedupe_key = 'quote_sheet:' || (mail.payload ->> 'id')
    left join public.outbox_jobs as alert on alert.dedupe_key = 'quote_alert:' || (mail.payload ->> 'id')
   where mail.kind = 'quote_email' and mail.status <> 'done'
   order by mail.created_at
$$;
REVOKE ALL ON FUNCTION public.undelivered_leads() FROM anon, authenticated;

-- SEQUENCE public.outbox_jobs_id_seq
CREATE SEQUENCE public.outbox_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

-- SEQUENCE OWNED BY public.outbox_jobs_id_seq
ALTER SEQUENCE public.outbox_jobs_id_seq OWNED BY public.outbox_jobs.id;

-- DEFAULT public.outbox_jobs id
ALTER TABLE ONLY public.outbox_jobs ALTER COLUMN id SET DEFAULT nextval('public.outbox_jobs_id_seq'::regclass);

-- CONSTRAINT public.outbox_jobs outbox_jobs_dedupe_key_unique
ALTER TABLE ONLY public.outbox_jobs
    ADD CONSTRAINT outbox_jobs_dedupe_key_unique UNIQUE (dedupe_key);

-- CONSTRAINT public.outbox_jobs outbox_jobs_pkey
ALTER TABLE ONLY public.outbox_jobs
    ADD CONSTRAINT outbox_jobs_pkey PRIMARY KEY (id);

-- INDEX public.outbox_jobs_alert_lead_idx
CREATE INDEX outbox_jobs_alert_lead_idx ON public.outbox_jobs USING btree (((payload ->> 'leadId'::text))) WHERE (kind = 'quote_alert'::text);

-- INDEX public.outbox_jobs_claim_idx
CREATE INDEX outbox_jobs_claim_idx ON public.outbox_jobs USING btree (channel, priority, next_attempt_at, id) WHERE (status = 'pending'::text);

-- INDEX public.outbox_jobs_form_submission_idx
CREATE INDEX outbox_jobs_form_submission_idx ON public.outbox_jobs USING btree (((payload ->> 'id'::text))) WHERE (kind = ANY (ARRAY['quote_email'::text, 'quote_copy'::text, 'quote_sheet'::text]));

-- INDEX public.outbox_jobs_lead_id_idx
CREATE INDEX outbox_jobs_lead_id_idx ON public.outbox_jobs USING btree (lead_id) WHERE (lead_id IS NOT NULL);

-- INDEX public.outbox_jobs_undelivered_idx
CREATE INDEX outbox_jobs_undelivered_idx ON public.outbox_jobs USING btree (kind, created_at) WHERE (status <> 'done'::text);

-- TRIGGER public.outbox_jobs outbox_jobs_notify_due
CREATE TRIGGER outbox_jobs_notify_due AFTER INSERT OR UPDATE OF next_attempt_at, status ON public.outbox_jobs FOR EACH ROW WHEN (((new.status = 'pending'::text) AND (new.next_attempt_at <= now()))) EXECUTE FUNCTION private.notify_outbox_due();

-- ROW SECURITY public.outbox_jobs
ALTER TABLE public.outbox_jobs ENABLE ROW LEVEL SECURITY;

-- POLICY public.outbox_jobs outbox_jobs_staff_read
-- A devis's signing code is the customer's alone: staff read its mail (its delivery, on the
-- lead's page) only once the code has expired, 15 minutes after it was sent.
CREATE POLICY outbox_jobs_staff_read ON public.outbox_jobs FOR SELECT TO authenticated USING ((( SELECT private.is_staff() AS is_staff) AND ((kind <> 'devis_code'::text) OR (created_at < (now() - '00:15:00'::interval)))));

-- ACL public.TABLE outbox_jobs
GRANT ALL ON TABLE public.outbox_jobs TO service_role;
GRANT SELECT ON TABLE public.outbox_jobs TO authenticated;

-- ACL public.FUNCTION claim_outbox_jobs(max_jobs integer, lease_seconds integer, job_channel text)
REVOKE ALL ON FUNCTION public.claim_outbox_jobs(max_jobs integer, lease_seconds integer, job_channel text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_outbox_jobs(max_jobs integer, lease_seconds integer, job_channel text) TO service_role;

-- ACL public.FUNCTION complete_outbox_job(job_id bigint)
REVOKE ALL ON FUNCTION public.complete_outbox_job(job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.complete_outbox_job(job_id bigint) TO service_role;

-- ACL public.FUNCTION enqueue_quote_alerts(after_seconds integer)
REVOKE ALL ON FUNCTION public.enqueue_quote_alerts(after_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.enqueue_quote_alerts(after_seconds integer) TO service_role;

-- ACL public.FUNCTION fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision)
REVOKE ALL ON FUNCTION public.fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION public.fail_outbox_job(job_id bigint, error text, retry_in_seconds double precision, retry_for_seconds double precision) TO service_role;

-- ACL public.FUNCTION postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision)
REVOKE ALL ON FUNCTION public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision) FROM PUBLIC;
GRANT ALL ON FUNCTION public.postpone_outbox_job(job_id bigint, reason text, retry_in_seconds double precision) TO service_role;

-- ACL public.FUNCTION release_outbox_jobs(job_ids bigint[])
REVOKE ALL ON FUNCTION public.release_outbox_jobs(job_ids bigint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.release_outbox_jobs(job_ids bigint[]) TO service_role;

-- ACL public.FUNCTION renew_outbox_jobs(job_ids bigint[], lease_seconds integer)
REVOKE ALL ON FUNCTION public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.renew_outbox_jobs(job_ids bigint[], lease_seconds integer) TO service_role;

-- ACL public.FUNCTION resend_outbox_job(job_id bigint)
REVOKE ALL ON FUNCTION public.resend_outbox_job(job_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.resend_outbox_job(job_id bigint) TO authenticated;
GRANT ALL ON FUNCTION public.resend_outbox_job(job_id bigint) TO service_role;

-- ACL public.FUNCTION retry_failed_outbox_jobs()
REVOKE ALL ON FUNCTION public.retry_failed_outbox_jobs() FROM PUBLIC;
GRANT ALL ON FUNCTION public.retry_failed_outbox_jobs() TO service_role;

-- ACL public.FUNCTION undelivered_leads()
REVOKE ALL ON FUNCTION public.undelivered_leads() FROM PUBLIC;
GRANT ALL ON FUNCTION public.undelivered_leads() TO service_role;

-- ACL public.SEQUENCE outbox_jobs_id_seq
GRANT SELECT,USAGE ON SEQUENCE public.outbox_jobs_id_seq TO service_role;
