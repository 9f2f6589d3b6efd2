import { Modal } from '@parquet-alsace/shared/client';
import { formatEuros, formatQuantity } from '@parquet-alsace/shared/format';
import { displayPhone } from '@parquet-alsace/shared/phone-display';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useBackend } from '../auth/session';
import { DevisPanel } from '../devis/devis-panel';
import { goTo, Link } from '../router';
import { useFormDraft } from '../ui/form-draft';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import {
  errorCss,
  fieldCss,
  labelCss,
  mutedCss,
  pageCss,
  panelCss,
  smallButtonCss,
  textLinkCss,
} from '../ui/styles';
import { LeadVisit } from '../visits/lead-visit';
import { addNote, erasePerson, exportPerson, resendDelivery } from './api';
import { DeliveryFailure } from './delivery-errors';
import { LeadPhotos } from './lead-photos';
import {
  canResend,
  type Delivery,
  deliveryKindLabels,
  deliveryState,
  deliveryStateLabels,
  finitionLabel,
  frenchDateTime,
  isLeadStatus,
  type Lead,
  type LeadNote,
  type LeadStatus,
  leadStatuses,
  statusLabel,
  statusLabels,
} from './model';
import { leadQueries } from './queries';
import { StatusBadge } from './status-badge';
import { leadTexts as t } from './texts';

/** The varnish's look, as the wizard offers it. */
const lookLabels: Record<string, string> = { mat: 'Mat', satine: 'Satiné', brillant: 'Brillant' };

/** The server's own message when it is a French one (the staff functions' refusals), else nothing. */
const frenchMessage = (error: unknown): string => {
  const message = (error as { message?: string } | null)?.message ?? '';
  return /[àâçéèêëîïôûù’«]/i.test(message) ? message : '';
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: 2 }}>
      <dt css={[mutedCss, { fontSize: '0.9rem' }]}>{label}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{children}</dd>
    </div>
  );
}

function SentByVisitor({ lead }: { lead: Lead }) {
  const f = t.fields;
  const street = [lead.street_number, lead.street_name].filter(Boolean).join(' ');
  const place = `${lead.postal_code} ${lead.city ?? ''}`.trim();
  // The full address when the visitor gave one (it already ends with the postal code and town).
  const address = street ? `${street}\n${place}` : lead.address?.trim() || place;
  return (
    <section css={panelCss} aria-labelledby="envoye">
      <h2 id="envoye" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.sent}
      </h2>
      <dl
        css={{
          display: 'grid',
          gap: 12,
          margin: 0,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
        }}
      >
        <Field label={f.received}>{frenchDateTime(lead.created_at)}</Field>
        <Field label={f.email}>
          <a href={`mailto:${lead.email}`} css={textLinkCss}>
            {lead.email}
          </a>
        </Field>
        <Field label={f.phone}>
          <a href={`tel:${lead.phone}`} css={textLinkCss}>
            {displayPhone(lead.phone)}
          </a>
        </Field>
        <Field label={f.address}>{address}</Field>
        <Field label={f.property}>{lead.property_type === 'appartement' ? 'Appartement' : 'Maison'}</Field>
        {lead.property_type === 'appartement' && (
          <Field label={f.elevator}>
            {lead.has_elevator === null ? t.none : lead.has_elevator ? t.yes : t.no}
          </Field>
        )}
        <Field label={f.surface}>{formatQuantity(Number(lead.surface), 'm²')}</Field>
        <Field label={f.finish}>{finitionLabel(lead.finition)}</Field>
        {lead.finition === 'poncageVitrification' && lead.finish_type && (
          <Field label={f.look}>{lookLabels[lead.finish_type] ?? lead.finish_type}</Field>
        )}
        <Field label={f.tint}>{lead.teinture ? t.yes : t.no}</Field>
        <Field label={f.estimate}>
          {lead.estimated_price === null ? t.onQuote : formatEuros(Number(lead.estimated_price))}
        </Field>
        <Field label={f.source}>{lead.source === 'modal' ? 'Devis rapide' : 'Simulateur'}</Field>
      </dl>
      {lead.message && (
        <dl css={{ margin: 0 }}>
          <Field label={f.message}>{lead.message}</Field>
        </dl>
      )}
    </section>
  );
}

function DeliveryItem({ job, leadId }: { job: Delivery; leadId: string }) {
  const backend = useBackend();
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendDelivery(backend, job.id),
    onSuccess: () => client.invalidateQueries({ queryKey: leadQueries.detail(backend, leadId).queryKey }),
  });
  const state = deliveryState(job);
  return (
    <li css={[panelCss, { gap: 6 }]}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <strong css={{ marginRight: 'auto' }}>{deliveryKindLabels[job.kind] ?? job.kind}</strong>
        <span
          css={{
            fontWeight: 700,
            color:
              state === 'failed'
                ? 'var(--c-danger)'
                : state === 'delivered'
                  ? 'var(--c-success)'
                  : 'var(--c-text)',
          }}
        >
          {deliveryStateLabels[state]}
        </span>
        <span css={mutedCss}>{t.attempts(job.attempts)}</span>
      </div>
      {job.done_at && (
        <p css={{ margin: 0 }}>
          {t.deliveredAt} {frenchDateTime(job.done_at)}
        </p>
      )}
      {state === 'retrying' && job.next_attempt_at && (
        <p css={{ margin: 0 }}>
          {t.nextAttempt}&nbsp;: {frenchDateTime(job.next_attempt_at)}
        </p>
      )}
      {state !== 'delivered' && <DeliveryFailure job={job} />}
      {canResend(job) && (
        <div>
          <button
            type="button"
            css={smallButtonCss(state === 'failed' ? 'primary' : 'secondary')}
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
            aria-label={`${t.resend}\u00a0: ${deliveryKindLabels[job.kind] ?? job.kind}`}
          >
            {resend.isPending ? t.resending : t.resend}
          </button>
        </div>
      )}
      {resend.isSuccess && <p role="status">{t.resent}</p>}
      {resend.isError && (
        <p role="alert" css={errorCss}>
          {t.resendFailed} {frenchMessage(resend.error)}
        </p>
      )}
    </li>
  );
}

function Pipeline({ lead, notes }: { lead: Lead; notes: LeadNote[] }) {
  const backend = useBackend();
  const client = useQueryClient();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const draft = useFormDraft({
    key: `note:${lead.id}`,
    base: { status: '', body: '' },
    form: { status, body },
    onRestore: (kept) => {
      setStatus(isLeadStatus(kept.status) && kept.status !== lead.status ? kept.status : '');
      setBody(typeof kept.body === 'string' ? kept.body : '');
    },
  });
  const save = useMutation({
    mutationFn: () => addNote(backend, lead.id, body.trim(), status || null, lead.status),
    onSuccess: async () => {
      draft.clear();
      setBody('');
      setStatus('');
      setSaved(t.noteSaved);
      void client.invalidateQueries({ queryKey: leadQueries.lists() });
      void client.invalidateQueries({ queryKey: leadQueries.newCount(backend).queryKey });
      // The history read again shows the note; if it cannot be, the note is still said saved,
      // so that nobody types it a second time.
      const detail = leadQueries.detail(backend, lead.id).queryKey;
      await client.invalidateQueries({ queryKey: detail });
      if (client.getQueryState(detail)?.status === 'error') setSaved(t.noteSavedNotReloaded);
    },
    onError: (error) => {
      // Moved by someone else meanwhile: said so, and the lead read again (its status, the
      // choices); what was typed stays in the form.
      if ((error as { code?: string } | null)?.code === 'PT409') {
        setProblem(t.noteStatusChanged);
        setStatus('');
        void client.invalidateQueries({ queryKey: leadQueries.detail(backend, lead.id).queryKey });
      } else setProblem(t.noteFailed);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() && !status) return setProblem(t.noteEmpty);
    setProblem(null);
    setSaved(null);
    save.mutate();
  };
  return (
    <section css={panelCss} aria-labelledby="suivi">
      <h2 id="suivi" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.pipeline}
      </h2>
      <p css={{ margin: 0 }}>
        {t.currentStatus}&nbsp;: <StatusBadge status={lead.status} />
      </p>
      {draft.notice}
      <form onSubmit={submit} css={{ display: 'grid', gap: 12 }} noValidate>
        <label css={labelCss}>
          {t.newStatus}
          <select
            css={fieldCss}
            value={status}
            onChange={(e) => setStatus(isLeadStatus(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t.keepStatus}</option>
            {leadStatuses
              .filter((s) => s !== lead.status)
              .map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
          </select>
        </label>
        <label css={labelCss}>
          {t.note}
          <textarea
            css={[fieldCss, { minHeight: 96 }]}
            value={body}
            maxLength={5000}
            placeholder={t.noteHint}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        {problem && (
          <p role="alert" css={[errorCss, { margin: 0 }]}>
            {problem}
          </p>
        )}
        <p role="status" css={{ margin: 0, '&:empty': { display: 'none' } }}>
          {saved}
        </p>
        <div>
          <button type="submit" css={smallButtonCss('primary')} disabled={save.isPending}>
            {save.isPending ? t.saving : t.addNote}
          </button>
        </div>
      </form>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{t.history}</h3>
      {notes.length === 0 ? (
        <p css={[mutedCss, { margin: 0 }]}>{t.noHistory}</p>
      ) : (
        <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 10 }}>
          {notes.map((note) => (
            <li key={note.id}>
              <time dateTime={note.created_at} css={{ fontWeight: 700 }}>
                {frenchDateTime(note.created_at)}
              </time>
              {note.author_email && <span css={mutedCss}> {t.by(note.author_email)}</span>}
              {note.status && <div>{t.movedTo(statusLabel(note.status))}</div>}
              {note.body && <div css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.body}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function downloadJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function PersonalData({ lead }: { lead: Lead }) {
  const backend = useBackend();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const confirmId = useId();
  const exporter = useMutation({
    mutationFn: () => exportPerson(backend, lead.email),
    onSuccess: (data) => downloadJson(`donnees-${lead.email.replace(/[^a-z0-9.@-]/gi, '_')}.json`, data),
  });
  const eraser = useMutation({
    mutationFn: () => erasePerson(backend, lead.email),
    onSuccess: () => {
      client.removeQueries({ queryKey: leadQueries.detail(backend, lead.id).queryKey });
      client.invalidateQueries({ queryKey: leadQueries.lists() });
      client.invalidateQueries({ queryKey: leadQueries.newCount(backend).queryKey });
      goTo('/admin/?efface=1', { replace: true });
    },
  });
  const matches = typed.trim().toLowerCase() === lead.email.toLowerCase();
  return (
    <section css={panelCss} aria-labelledby="rgpd">
      <h2 id="rgpd" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.privacy}
      </h2>
      <p css={{ margin: 0 }}>{t.privacyText}</p>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <button
          type="button"
          css={smallButtonCss()}
          disabled={exporter.isPending}
          onClick={() => exporter.mutate()}
        >
          {t.exportPerson}
        </button>
        <button type="button" css={smallButtonCss('danger')} onClick={() => setConfirming(true)}>
          {t.erasePerson}
        </button>
      </div>
      {exporter.isError && (
        <p role="alert" css={errorCss}>
          {t.exportPersonFailed}
        </p>
      )}
      {confirming && (
        <Modal title={t.eraseTitle} onClose={() => setConfirming(false)} maxWidth={480}>
          <form
            css={{ display: 'grid', gap: 12 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) eraser.mutate();
            }}
          >
            <p css={{ margin: 0 }}>
              {t.eraseText[0]} {lead.email} {t.eraseText[1]}
            </p>
            <label css={labelCss} htmlFor={confirmId}>
              {t.eraseConfirmLabel} {lead.email}
            </label>
            <input
              id={confirmId}
              css={fieldCss}
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            {eraser.isError && (
              <p role="alert" css={errorCss}>
                {t.eraseFailed}
              </p>
            )}
            <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <button type="submit" css={smallButtonCss('danger')} disabled={!matches || eraser.isPending}>
                {eraser.isPending ? t.erasing : t.eraseConfirm}
              </button>
              <button type="button" css={smallButtonCss()} onClick={() => setConfirming(false)}>
                {t.cancel}
              </button>
            </div>
          </form>
        </Modal>
      )}
    </section>
  );
}

export function LeadPage({ id }: { id: string }) {
  const backend = useBackend();
  const query = useQuery(leadQueries.detail(backend, id));
  return (
    <div css={pageCss}>
      <Link href="/admin/" css={textLinkCss}>
        ← {t.back}
      </Link>
      {query.isPending ? (
        <Loading />
      ) : query.isLoadingError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : !query.data.lead ? (
        <PageTitle>{t.notFound}</PageTitle>
      ) : (
        <>
          <PageTitle>{query.data.lead.full_name}</PageTitle>
          <div
            css={{
              display: 'grid',
              gap: 20,
              gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
              alignItems: 'start',
            }}
          >
            <div css={{ display: 'grid', gap: 20 }}>
              <SentByVisitor lead={query.data.lead} />
              <LeadPhotos lead={query.data.lead} />
              <section css={panelCss} aria-labelledby="envois">
                <h2 id="envois" css={{ margin: 0, fontSize: '1.2rem' }}>
                  {t.deliveries}
                </h2>
                {query.data.deliveries.length === 0 ? (
                  <p css={{ margin: 0 }}>{t.noDeliveries}</p>
                ) : (
                  <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
                    {query.data.deliveries.map((job) => (
                      <DeliveryItem key={job.id} job={job} leadId={id} />
                    ))}
                  </ul>
                )}
              </section>
            </div>
            <div css={{ display: 'grid', gap: 20 }}>
              <LeadVisit leadId={id} />
              <DevisPanel lead={query.data.lead} />
              <Pipeline lead={query.data.lead} notes={query.data.notes} />
              <PersonalData lead={query.data.lead} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
