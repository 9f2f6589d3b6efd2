import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../auth/session';
import { Link, useAddress } from '../router';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { mutedCss, pageCss, smallButtonCss, textLinkCss } from '../ui/styles';
import { type ArticleStatus, frenchDateTime, statusOf } from './model';
import { articleQueries } from './queries';
import { articleTexts as t } from './texts';

const filters: (ArticleStatus | 'tous')[] = ['tous', 'draft', 'scheduled', 'published'];
const filterParam = { tous: '', draft: 'brouillon', scheduled: 'programme', published: 'publie' } as const;

const badgeCss = (status: ArticleStatus) => ({
  display: 'inline-block',
  padding: '2px 10px',
  borderRadius: 999,
  border: `2px solid ${status === 'published' ? 'var(--c-success)' : status === 'scheduled' ? 'var(--c-link)' : 'var(--c-border)'}`,
  fontWeight: 700,
  fontSize: '0.9rem',
});

/** `/admin/articles/`: every article, drafts and scheduled ones too, filtered by state. */
export function ArticlesList() {
  const backend = useBackend();
  const { search } = useAddress();
  const wanted = new URLSearchParams(search).get('etat') ?? '';
  const current = filters.find((f) => filterParam[f] === wanted) ?? 'tous';
  const list = useQuery(articleQueries.list(backend));
  const now = Date.now();
  const rows = (list.data ?? []).filter((a) => current === 'tous' || statusOf(a, now) === current);
  return (
    <div css={pageCss}>
      <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <PageTitle>{t.listTitle}</PageTitle>
        <Link href="/admin/articles/nouveau/" css={[smallButtonCss('primary'), { marginLeft: 'auto' }]}>
          {t.newArticle}
        </Link>
      </div>
      <nav aria-label={t.filters}>
        <ul css={{ display: 'flex', gap: 8, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }}>
          {filters.map((f) => (
            <li key={f}>
              <Link
                href={filterParam[f] ? `/admin/articles/?etat=${filterParam[f]}` : '/admin/articles/'}
                aria-current={f === current ? 'page' : undefined}
                css={[smallButtonCss(f === current ? 'primary' : 'secondary')]}
              >
                {f === 'tous' ? t.all : t.status[f]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.isPending ? (
        <Loading label={t.loading} />
      ) : list.isError ? (
        <LoadFailed onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div css={{ overflowX: 'auto' }}>
          <table
            css={{
              width: '100%',
              borderCollapse: 'collapse',
              'th, td': { padding: '10px 8px', textAlign: 'left', borderBottom: '1px solid var(--c-border)' },
            }}
          >
            <thead>
              <tr>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.updated}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => {
                const status = statusOf(a, now);
                return (
                  <tr key={a.id}>
                    <td>
                      <Link href={`/admin/articles/${a.id}/`} css={[textLinkCss, { fontWeight: 700 }]}>
                        {a.title}
                      </Link>
                      <div css={[mutedCss, { fontSize: '0.9rem' }]}>/blog/{a.slug}/</div>
                    </td>
                    <td>
                      <span css={badgeCss(status)}>{t.status[status]}</span>
                      {status !== 'draft' && a.published_at && (
                        <div css={[mutedCss, { fontSize: '0.9rem' }]}>
                          {status === 'scheduled'
                            ? t.scheduledFor(frenchDateTime(a.published_at))
                            : t.publishedOn(frenchDateTime(a.published_at))}
                        </div>
                      )}
                    </td>
                    <td>{frenchDateTime(a.updated_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
