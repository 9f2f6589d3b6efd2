import { devisLineTotal } from '@parquet-alsace/shared/devis';
import { formatNumber, NBSP } from '@parquet-alsace/shared/format';
import { formatVatRate } from '@parquet-alsace/shared/quote';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useBackend } from '../auth/session';
import { frenchDateTime, type Lead } from '../leads/model';
import { LoadFailed, Loading } from '../ui/states';
import { errorCss, mutedCss, panelCss, smallButtonCss } from '../ui/styles';
import { layoutTexts } from '../ui/texts';
import { createDevis } from './api';
import { DevisEditor } from './devis-editor';
import { type DevisAcceptance, type DevisStatus, isEditable, type LeadDevis } from './model';
import { parisToday, prefillDevis } from './prefill';
import { devisQueries } from './queries';
import { devisStatusLabels, devisTexts as t } from './texts';
import { DevisTotalsTable, euros, ht } from './totals';

type Devis = NonNullable<LeadDevis['devis']>;

/** `2027-01-06` → `06/01/2027`. */
const frenchDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? day.split('-').reverse().join('/') : day;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={{ display: 'grid', gap: 2 }}>
      <dt css={[mutedCss, { fontSize: '0.9rem' }]}>{label}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{children}</dd>
    </div>
  );
}

const listCss = {
  display: 'grid',
  gap: 12,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
} as const;

const statusColours: Record<DevisStatus, string> = {
  brouillon: 'var(--c-text)',
  envoye: 'var(--c-link)',
  accepte: 'var(--c-success)',
  refuse: 'var(--c-danger)',
  expire: 'var(--c-textMuted)',
};

export function DevisStatusBadge({ status }: { status: DevisStatus }) {
  return (
    <span
      css={{
        display: 'inline-block',
        padding: '2px 10px',
        borderRadius: 999,
        border: `2px solid ${statusColours[status]}`,
        background: 'var(--c-surfaceRaised)',
        color: 'var(--c-text)',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      {devisStatusLabels[status]}
    </span>
  );
}

/** Status, number, version, when it was sent and opened. */
function DevisFacts({ data }: { data: LeadDevis & { devis: Devis } }) {
  const { devis, versions } = data;
  const current = versions.find((v) => v.version === devis.version);
  const sentVersion = devis.status !== 'brouillon' || current !== undefined;
  return (
    <dl css={listCss}>
      <Item label={t.status}>
        <DevisStatusBadge status={devis.status} />
      </Item>
      <Item label={t.number}>{devis.number ?? <span css={mutedCss}>{t.notNumbered}</span>}</Item>
      <Item label={t.version}>{sentVersion ? String(devis.version) : t.versionNotSent(devis.version)}</Item>
      {devis.sent_at && <Item label={t.sentAt}>{frenchDateTime(devis.sent_at)}</Item>}
      {current && devis.status !== 'brouillon' && (
        <Item label={t.openedAt}>{current.opened_at ? frenchDateTime(current.opened_at) : t.notOpened}</Item>
      )}
      {devis.decided_at && devis.status !== 'envoye' && (
        <Item label={t.decidedAt}>{frenchDateTime(devis.decided_at)}</Item>
      )}
      <Item label={t.validUntil}>{frenchDay(devis.content.validUntil)}</Item>
    </dl>
  );
}

/** A devis that can no longer change, as it was sent: its lines and totals. */
function DevisSummary({ devis }: { devis: Devis }) {
  const { content } = devis;
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <p css={[mutedCss, { margin: 0 }]}>{t.readOnly}</p>
      <dl css={listCss}>
        <Item label={t.customerName}>{content.customerName}</Item>
        <Item label={t.worksAddress}>{content.worksAddress}</Item>
        <Item label={t.worksNature}>{content.worksNature}</Item>
      </dl>
      <h3 css={{ margin: 0, fontSize: '1.05rem' }}>{t.lines}</h3>
      <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
        {content.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a frozen list, never reordered
          <li key={index}>
            {line.description} · {formatNumber(line.quantity, Number.isInteger(line.quantity) ? 0 : 2)}
            {NBSP}
            {unitWord(line.unit, line.quantity)} × {ht(line.unitPriceHt)} · TVA {formatVatRate(line.vatRate)}{' '}
            = <strong>{ht(devisLineTotal(line))}</strong>
          </li>
        ))}
      </ol>
      {content.travelHt > 0 && (
        <p css={{ margin: 0 }}>
          {t.travel}&nbsp;: {ht(content.travelHt)} · TVA {formatVatRate(content.travelVatRate)}
        </p>
      )}
      <p css={{ margin: 0 }}>
        {t.devisPrice}&nbsp;: {content.free ? t.free : `${t.paid}, ${euros(content.devisPriceTtc)} TTC`}
      </p>
      <DevisTotalsTable content={content} />
    </div>
  );
}

/** « 2 heures », « 1,5 heure », « 35 m² »: French plural from 2 on; m² does not change. */
const unitWord = (unit: string, quantity: number) => (quantity >= 2 && unit !== 'm²' ? `${unit}s` : unit);

const yesNo = (value: boolean) => (value ? t.yes : t.no);

/** What proves the acceptance (docs/adr-023-devis.md): kept by the database, shown as is. */
function AcceptanceProof({ acceptance, devis }: { acceptance: DevisAcceptance; devis: Devis }) {
  const backend = useBackend();
  const fileName = `${devis.number ?? 'devis'}-v${acceptance.version}-signe.pdf`;
  const pdf = useQuery(
    devisQueries.signedPdf(backend, devis.lead_id, devis.id, acceptance.version, fileName),
  );
  return (
    <section css={[panelCss, { borderColor: 'var(--c-success)' }]} aria-labelledby="devis-preuve">
      <h3 id="devis-preuve" css={{ margin: 0, fontSize: '1.05rem' }}>
        {t.proof}
      </h3>
      <dl css={listCss}>
        <Item label={t.acceptedAt}>{frenchDateTime(acceptance.accepted_at)}</Item>
        <Item label={t.acceptedVersion}>{String(acceptance.version)}</Item>
        <Item label={t.signer}>{acceptance.signer_name}</Item>
        <Item label={t.ip}>{acceptance.ip || t.unknown}</Item>
        <Item label={t.browser}>{acceptance.user_agent || t.unknown}</Item>
        <Item label={t.codeSentAt}>
          {acceptance.code_sent_at ? frenchDateTime(acceptance.code_sent_at) : t.unknown}
        </Item>
        <Item label={t.codeSentTo}>{acceptance.code_sent_to || t.unknown}</Item>
        <Item label={t.vatCertified}>{yesNo(acceptance.vat_certified)}</Item>
        <Item label={t.earlyStart}>{yesNo(acceptance.early_start)}</Item>
      </dl>
      <dl css={{ margin: 0 }}>
        <Item label={t.pdfHash}>
          <code css={{ fontSize: '0.9rem', wordBreak: 'break-all' }}>{acceptance.pdf_sha256}</code>
        </Item>
      </dl>
      {pdf.isPending ? null : pdf.isError ? (
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          <p css={{ margin: 0 }}>{t.signedPdfMissing}</p>
          <button type="button" css={smallButtonCss()} onClick={() => pdf.refetch()}>
            {layoutTexts.retry}
          </button>
        </div>
      ) : (
        <div>
          <a css={smallButtonCss('primary')} href={pdf.data} download={fileName}>
            {t.signedPdf}
          </a>
        </div>
      )}
    </section>
  );
}

function Refusal({ devis }: { devis: Devis }) {
  return (
    <section css={[panelCss, { borderColor: 'var(--c-danger)' }]} aria-labelledby="devis-refus">
      <h3 id="devis-refus" css={{ margin: 0, fontSize: '1.05rem' }}>
        {t.refusal}
      </h3>
      <dl css={{ margin: 0 }}>
        <Item label={t.refusalReason}>{devis.refusal_reason?.trim() || t.noReason}</Item>
      </dl>
    </section>
  );
}

function NoDevis({ lead }: { lead: Lead }) {
  const backend = useBackend();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: () => createDevis(backend, lead.id, prefillDevis(lead, parisToday())),
    // Refused too: another staff member may have prepared it meanwhile (one devis per lead).
    onSettled: () => client.invalidateQueries({ queryKey: devisQueries.ofLead(backend, lead.id).queryKey }),
  });
  return (
    <>
      <p css={{ margin: 0 }}>{t.none}</p>
      <p css={[mutedCss, { margin: 0 }]}>{t.noneHint}</p>
      <div>
        <button
          type="button"
          css={smallButtonCss('primary')}
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {create.isPending ? t.preparing : t.prepare}
        </button>
      </div>
      {create.isError && (
        <p role="alert" css={[errorCss, { margin: 0 }]}>
          {t.prepareFailed}
        </p>
      )}
    </>
  );
}

/** « Devis » on the lead's screen: prepare, edit, send; the proof once accepted. */
export function DevisPanel({ lead }: { lead: Lead }) {
  const backend = useBackend();
  const query = useQuery(devisQueries.ofLead(backend, lead.id));
  return (
    <section css={panelCss} aria-labelledby="devis">
      <h2 id="devis" css={{ margin: 0, fontSize: '1.2rem' }}>
        {t.title}
      </h2>
      {query.isPending ? (
        <Loading label={t.loading} />
      ) : query.isLoadingError ? (
        <LoadFailed message={t.loadFailed} onRetry={() => query.refetch()} />
      ) : !query.data.devis ? (
        <NoDevis lead={lead} />
      ) : (
        <>
          <DevisFacts data={{ ...query.data, devis: query.data.devis }} />
          {isEditable(query.data.devis.status) ? (
            <DevisEditor key={query.data.devis.id} leadId={lead.id} devis={query.data.devis} />
          ) : (
            <DevisSummary devis={query.data.devis} />
          )}
          {query.data.devis.status === 'accepte' && query.data.acceptance && (
            <AcceptanceProof acceptance={query.data.acceptance} devis={query.data.devis} />
          )}
          {query.data.devis.status === 'refuse' && <Refusal devis={query.data.devis} />}
          {query.data.devis.status === 'expire' && <p css={{ margin: 0 }}>{t.expired}</p>}
        </>
      )}
    </section>
  );
}
