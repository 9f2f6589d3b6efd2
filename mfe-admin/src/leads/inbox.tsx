import { css } from '@emotion/react';
import { displayPhone } from '@parquet-alsace/shared/phone-display';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useBackend } from '../auth/session';
import { goTo, Link, leadPath, useAddress } from '../router';
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
  visuallyHidden,
} from '../ui/styles';
import { fetchAllLeads } from './api';
import { csvFileName, leadsCsv } from './csv';
import {
  activeFilterCount,
  filtersFromSearch,
  finitionLabel,
  frenchDateTime,
  type LeadFilters,
  leadStatuses,
  PAGE_SIZE,
  searchFromFilters,
  statusLabels,
} from './model';
import { leadQueries } from './queries';
import { StatusBadge } from './status-badge';
import { leadTexts as t } from './texts';

/**
 * A table on a desktop; on a phone each lead is a block of labelled lines (the column names are
 * written before each value), so nothing scrolls sideways.
 */
const tableCss = css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid var(--c-border);
    vertical-align: top;
  }
  td:first-of-type {
    white-space: nowrap;
  }
  @media (max-width: 719px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: 12px 0;
      border-bottom: 1px solid var(--c-border);
    }
    td {
      border: 0;
      padding: 2px 0;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label) '\\a0 : ';
      color: var(--c-textMuted);
    }
    td:nth-of-type(2) {
      font-size: 1.1rem;
      padding-bottom: 4px;
    }
  }
`;

const finishes = ['poncageVitrification', 'huileEnvironnement', 'vernisIntensif', 'poncageEscalier'];

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Below this width the filters fold behind « Filtres » (a phone). */
const PHONE = '@media (max-width: 719px)';
const WIDER = '@media (min-width: 720px)';

function FilterBar({ filters }: { filters: LeadFilters }) {
  const [draft, setDraft] = useState(filters);
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const formId = useId();
  const active = activeFilterCount(filters);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    goTo(`/admin/${searchFromFilters({ ...draft, page: 1 })}`);
  };
  const set = (key: keyof LeadFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  return (
    <>
      {/* On a phone the filters fold, so that the first leads show on the first screen. */}
      <button
        type="button"
        css={[
          smallButtonCss(active ? 'primary' : 'secondary'),
          { justifySelf: 'start', [WIDER]: { display: 'none' } },
        ]}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
      >
        {t.filtersToggle}
        <span css={{ fontWeight: 400 }}>({t.activeFilters(active)})</span>
      </button>
      <form
        id={formId}
        aria-label={t.filters}
        onSubmit={apply}
        css={[
          panelCss,
          {
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
            alignItems: 'end',
          },
          !open && { [PHONE]: { display: 'none' } },
        ]}
      >
        <label css={[labelCss, { gridColumn: '1 / -1' }]}>
          {t.search}
          <input
            css={fieldCss}
            type="search"
            name="q"
            value={draft.q}
            aria-describedby={hintId}
            onChange={set('q')}
          />
          <span id={hintId} css={[mutedCss, { fontWeight: 400, fontSize: '0.9rem' }]}>
            {t.searchHint}
          </span>
        </label>
        <label css={labelCss}>
          {t.status}
          <select css={fieldCss} name="statut" value={draft.status} onChange={set('status')}>
            <option value="">{t.allStatuses}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label css={labelCss}>
          {t.finish}
          <select css={fieldCss} name="finition" value={draft.finish} onChange={set('finish')}>
            <option value="">{t.allFinishes}</option>
            {finishes.map((finish) => (
              <option key={finish} value={finish}>
                {finitionLabel(finish)}
              </option>
            ))}
          </select>
        </label>
        <label css={labelCss}>
          {t.from}
          <input css={fieldCss} type="date" name="du" value={draft.from} onChange={set('from')} />
        </label>
        <label css={labelCss}>
          {t.to}
          <input css={fieldCss} type="date" name="au" value={draft.to} onChange={set('to')} />
        </label>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="submit" css={smallButtonCss('primary')}>
            {t.apply}
          </button>
          <Link href="/admin/" css={smallButtonCss()}>
            {t.reset}
          </Link>
        </div>
      </form>
    </>
  );
}

export function Inbox({ newLeads }: { newLeads: number | null }) {
  const backend = useBackend();
  const { search } = useAddress();
  const filters = filtersFromSearch(search);
  const erased = new URLSearchParams(search).get('efface') === '1';
  const [exportState, setExportState] = useState<'idle' | 'running' | 'failed'>('idle');
  const leads = useQuery({
    ...leadQueries.list(backend, filters),
    placeholderData: keepPreviousData,
  });
  const shown = leads.data?.rows.length ?? 0;
  const remaining = Math.max(0, (leads.data?.total ?? 0) - shown);
  // « Afficher plus »: the address keeps how many pages are shown (a reload or Back shows as
  // many), replaced rather than pushed; focus then goes to the first lead added.
  const firstAdded = useRef<number | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const showMore = () => {
    firstAdded.current = shown;
    goTo(`/admin/${searchFromFilters({ ...filters, page: filters.page + 1 })}`, { replace: true });
  };
  useEffect(() => {
    const index = firstAdded.current;
    if (index === null || shown <= index || leads.isPlaceholderData) return;
    firstAdded.current = null;
    table.current?.querySelectorAll<HTMLAnchorElement>('tbody a')[index]?.focus();
  }, [shown, leads.isPlaceholderData]);

  const exportCsv = async () => {
    setExportState('running');
    try {
      download(csvFileName(new Date()), leadsCsv(await fetchAllLeads(backend, filters)));
      setExportState('idle');
    } catch {
      setExportState('failed');
    }
  };

  return (
    <div css={pageCss}>
      <PageTitle>{t.inboxTitle}</PageTitle>
      {erased && (
        <p role="status" css={{ margin: 0, fontWeight: 600 }}>
          {t.erased}
        </p>
      )}
      {newLeads !== null && (
        <p css={{ margin: 0, fontWeight: 600 }} data-testid="new-leads">
          {t.newCount(newLeads)}
        </p>
      )}
      {/* A new key when the address changes: the fields show the filters of the address. */}
      <FilterBar key={search} filters={filters} />
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <p css={{ margin: 0, marginRight: 'auto' }} aria-live="polite">
          {leads.data ? t.results(leads.data.total) : ''}
        </p>
        <button
          type="button"
          css={smallButtonCss()}
          onClick={exportCsv}
          disabled={exportState === 'running' || !leads.data?.total}
        >
          {exportState === 'running' ? t.exporting : t.export}
        </button>
      </div>
      {exportState === 'failed' && (
        <p role="alert" css={errorCss}>
          {t.exportFailed}
        </p>
      )}
      {leads.isPending ? (
        <Loading />
      ) : leads.isError ? (
        <LoadFailed onRetry={() => leads.refetch()} />
      ) : leads.data.rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div css={{ overflowX: 'auto' }}>
          <table css={tableCss} ref={table}>
            <caption css={visuallyHidden}>{t.inboxTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.received}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.contact}</th>
                <th scope="col">{t.columns.place}</th>
                <th scope="col">{t.columns.work}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {leads.data.rows.map((lead) => (
                <tr key={lead.id}>
                  <td data-label={t.columns.received}>{frenchDateTime(lead.created_at)}</td>
                  <td>
                    <Link href={leadPath(lead.id)} css={[textLinkCss, { fontWeight: 700 }]}>
                      {lead.full_name}
                    </Link>
                  </td>
                  <td data-label={t.columns.contact} css={{ overflowWrap: 'anywhere' }}>
                    {lead.email}
                    <br />
                    {displayPhone(lead.phone)}
                  </td>
                  <td data-label={t.columns.place}>
                    {lead.postal_code} {lead.city ?? ''}
                  </td>
                  <td data-label={t.columns.work}>
                    {lead.surface}&nbsp;m² · {finitionLabel(lead.finition)}
                  </td>
                  <td data-label={t.columns.status}>
                    <StatusBadge status={lead.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {leads.data && remaining > 0 && (
        <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <button type="button" css={smallButtonCss()} onClick={showMore} disabled={leads.isPlaceholderData}>
            {leads.isPlaceholderData ? t.loadingMore : t.more(Math.min(PAGE_SIZE, remaining))}
          </button>
          <span css={mutedCss}>{t.shown(shown, leads.data.total)}</span>
        </div>
      )}
    </div>
  );
}
