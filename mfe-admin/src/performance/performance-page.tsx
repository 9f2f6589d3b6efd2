import { formatNumber } from '@parquet-alsace/shared/format';
import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../auth/session';
import { frenchDateTime } from '../leads/model';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { mutedCss, pageCss, panelCss } from '../ui/styles';
import type { PageTypeSummary, SlowInteraction } from './api';
import { type CoreVital, formatShare, formatVital, rate, shares, thresholdAlerts } from './model';
import { performanceQueries } from './queries';
import { performanceTexts as t } from './texts';

const METRICS: CoreVital[] = ['lcp', 'inp', 'cls'];

const tableCss = {
  width: '100%',
  borderCollapse: 'collapse' as const,
  '& th, & td': {
    textAlign: 'left' as const,
    padding: '8px 10px',
    borderBottom: '1px solid var(--c-border)',
    verticalAlign: 'top' as const,
  },
  '& td.figure, & th.figure': { textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
};

/** A p75 with its rating in words (never by colour alone). */
function P75({ metric, value }: { metric: CoreVital; value: number | null }) {
  if (value === null) return <span css={mutedCss}>{t.noMeasure}</span>;
  return (
    <>
      {formatVital(metric, value)}
      <br />
      <span css={mutedCss}>{t.ratings[rate(metric, value)]}</span>
    </>
  );
}

function SummaryTable({ summary }: { summary: PageTypeSummary[] }) {
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={tableCss}>
        <caption css={{ textAlign: 'left', fontWeight: 700, paddingBottom: 8 }}>{t.byPage}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.page}</th>
            <th scope="col" className="figure">
              {t.columns.views}
            </th>
            {METRICS.map((metric) => (
              <th key={metric} scope="col" className="figure">
                {t.columns[metric]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.map((row) => (
            <tr key={row.pageType}>
              <th scope="row">{t.pageTypes[row.pageType] ?? row.pageType}</th>
              <td className="figure">{formatNumber(row.views)}</td>
              {METRICS.map((metric) => (
                <td key={metric} className="figure">
                  <P75 metric={metric} value={row.p75[metric]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Good / needs improvement / poor shares of every view of the window, per metric. */
function Shares({ summary }: { summary: PageTypeSummary[] }) {
  return (
    <section css={panelCss} aria-labelledby="parts-des-visites">
      <h2 id="parts-des-visites" css={{ margin: 0, fontSize: '1.1rem' }}>
        {t.sharesTitle}
      </h2>
      <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
        {METRICS.map((metric) => {
          const total = summary.reduce(
            (sum, row) => ({
              good: sum.good + row.ratings[metric].good,
              needsImprovement: sum.needsImprovement + row.ratings[metric].needsImprovement,
              poor: sum.poor + row.ratings[metric].poor,
            }),
            { good: 0, needsImprovement: 0, poor: 0 },
          );
          const share = shares(total);
          return (
            <li key={metric}>
              <strong>{t.sharesOf(t.metrics[metric], share.rated)}</strong>
              {'\u00a0: '}
              {share.rated === 0
                ? t.noMeasure
                : `${t.ratings.good} ${formatShare(share.good)}, ${t.ratings['needs-improvement']} ${formatShare(share.needsImprovement)}, ${t.ratings.poor} ${formatShare(share.poor)}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Alerts({ summary }: { summary: PageTypeSummary[] }) {
  const alerts = thresholdAlerts(summary);
  return (
    <section css={panelCss} aria-labelledby="seuils-depasses">
      <h2 id="seuils-depasses" css={{ margin: 0, fontSize: '1.1rem' }}>
        {t.alertsTitle}
      </h2>
      {alerts.length === 0 ? (
        <p css={{ margin: 0 }}>{t.noAlert}</p>
      ) : (
        <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
          {alerts.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Slowest({ interactions }: { interactions: SlowInteraction[] }) {
  if (interactions.length === 0) return <p css={{ margin: 0 }}>{t.slowestEmpty}</p>;
  const ms = (value: number | null) => (value === null ? '–' : formatVital('inp', value));
  return (
    <div css={{ overflowX: 'auto' }}>
      <table css={tableCss}>
        <thead>
          <tr>
            <th scope="col" className="figure">
              {t.slowestColumns.inp}
            </th>
            <th scope="col">{t.slowestColumns.target}</th>
            <th scope="col">{t.slowestColumns.page}</th>
            <th scope="col">{t.slowestColumns.device}</th>
            <th scope="col">{t.slowestColumns.phases}</th>
          </tr>
        </thead>
        <tbody>
          {interactions.map((row) => (
            <tr key={row.id}>
              <td className="figure">{ms(row.inp_ms)}</td>
              {/* Text only: a selector sent by a browser is shown, never interpreted. */}
              <td css={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                {row.inp_target ?? <span css={mutedCss}>{t.noTarget}</span>}
              </td>
              <td>
                {t.pageTypes[row.page_type] ?? row.page_type}
                <br />
                <span css={mutedCss}>{frenchDateTime(row.recorded_at)}</span>
              </td>
              <td>{t.devices[row.device] ?? row.device}</td>
              <td css={{ whiteSpace: 'nowrap' }}>
                {ms(row.inp_input_delay_ms)} / {ms(row.inp_processing_ms)} / {ms(row.inp_presentation_ms)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** « Performances »: the speed real visitors got over the last 28 days (docs/adr-021-field-speed.md). */
export function PerformancePage() {
  const backend = useBackend();
  const summary = useQuery(performanceQueries.summary(backend));
  const slowest = useQuery(performanceQueries.slowest(backend));
  return (
    <div css={pageCss}>
      <PageTitle>{t.title}</PageTitle>
      <p css={{ margin: 0 }}>{t.intro}</p>
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <LoadFailed onRetry={() => summary.refetch()} />
      ) : summary.data.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <Alerts summary={summary.data} />
          <SummaryTable summary={summary.data} />
          <Shares summary={summary.data} />
          <section css={{ display: 'grid', gap: 12 }} aria-labelledby="interactions-lentes">
            <h2 id="interactions-lentes" css={{ margin: 0, fontSize: '1.1rem' }}>
              {t.slowestTitle}
            </h2>
            {slowest.isPending ? (
              <Loading />
            ) : slowest.isError ? (
              <LoadFailed onRetry={() => slowest.refetch()} />
            ) : (
              <Slowest interactions={slowest.data} />
            )}
          </section>
        </>
      )}
    </div>
  );
}
