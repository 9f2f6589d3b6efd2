import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../auth/session';
import { frenchDateTime } from '../leads/model';
import { Link, leadPath, useAddress } from '../router';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { mutedCss, pageCss, smallButtonCss } from '../ui/styles';
import { type AuditEntry, fetchJournal, JOURNAL_PAGE_SIZE } from './api';
import { journalTexts as t } from './texts';

/** What an entry is about: a link to the lead when it still exists, never a person's address. */
function Subject({ entry }: { entry: AuditEntry }) {
  const table = t.tables[entry.table_name] ?? entry.table_name;
  if (entry.table_name === 'form_submissions' && entry.action !== 'delete') {
    return (
      <Link href={leadPath(entry.row_id)} css={{ color: 'var(--c-link)' }}>
        {table}
      </Link>
    );
  }
  return (
    <>
      {table}
      {entry.redacted && <span css={mutedCss}> {t.redacted}</span>}
    </>
  );
}

export function JournalPage() {
  const backend = useBackend();
  const { search } = useAddress();
  const asked = Number(new URLSearchParams(search).get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const journal = useQuery({ queryKey: ['journal', page], queryFn: () => fetchJournal(backend, page) });
  const pages = Math.max(1, Math.ceil((journal.data?.total ?? 0) / JOURNAL_PAGE_SIZE));
  return (
    <div css={pageCss}>
      <PageTitle>{t.title}</PageTitle>
      <p css={{ margin: 0 }}>{t.intro}</p>
      {journal.isPending ? (
        <Loading />
      ) : journal.isError ? (
        <LoadFailed onRetry={() => journal.refetch()} />
      ) : journal.data.entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 }}>
          {journal.data.entries.map((entry) => (
            <li
              key={entry.id}
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '4px 12px',
                padding: '10px 0',
                borderBottom: '1px solid var(--c-border)',
              }}
            >
              <time dateTime={entry.at} css={{ fontWeight: 700, minWidth: 140 }}>
                {frenchDateTime(entry.at)}
              </time>
              <span>
                {t.actions[entry.action] ?? entry.action} · <Subject entry={entry} />
              </span>
              <span css={[mutedCss, { overflowWrap: 'anywhere' }]}>
                {entry.actor_email ?? (entry.actor_role === 'authenticated' ? '' : t.system)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t.pages} css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {page > 1 && (
            <Link href={`/admin/journal/?page=${page - 1}`} css={smallButtonCss()}>
              {t.previous}
            </Link>
          )}
          <span>{t.pageOf(page, pages)}</span>
          {page < pages && (
            <Link href={`/admin/journal/?page=${page + 1}`} css={smallButtonCss()}>
              {t.next}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
