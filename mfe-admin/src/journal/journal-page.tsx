import { useQuery } from '@tanstack/react-query';
import { useBackend } from '../auth/session';
import { frenchDateTime } from '../leads/model';
import { Link, leadPath, useAddress } from '../router';
import { PageTitle } from '../ui/page-title';
import { LoadFailed, Loading } from '../ui/states';
import { mutedCss, pageCss, smallButtonCss, textLinkCss, visuallyHidden } from '../ui/styles';
import { type AuditEntry, JOURNAL_PAGE_SIZE } from './api';
import { entryLeadId, entryLeadName, fieldChanges } from './describe';
import { journalQueries } from './queries';
import { journalTexts as t } from './texts';

/**
 * What an entry is about: the lead by name, a link to it while it exists (a note or a re-sent
 * delivery names its lead too); never an erased person's name or address.
 */
function Subject({ entry, names }: { entry: AuditEntry; names: Map<string, string> | undefined }) {
  const table = t.tables[entry.table_name] ?? entry.table_name;
  const leadId = entryLeadId(entry);
  if (leadId) {
    const name = names?.get(leadId) ?? entryLeadName(entry);
    const exists = names ? names.has(leadId) : entry.action !== 'delete' && !entry.redacted;
    // While the names load, a note's lead is « Demande » for a moment.
    const label = name ? `${t.leadOf} ${name}` : names ? t.leadUnnamed : t.tables.form_submissions;
    const lead = exists ? (
      <Link href={leadPath(leadId)} css={[textLinkCss, { fontWeight: 700 }]}>
        {label}
      </Link>
    ) : (
      <span css={mutedCss}>{t.leadGone}</span>
    );
    return entry.table_name === 'form_submissions' ? (
      lead
    ) : (
      <>
        {table} · {lead}
      </>
    );
  }
  return (
    <>
      {table}
      {entry.redacted && <span css={mutedCss}> {t.redacted}</span>}
    </>
  );
}

/** The fields an entry changed, before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = fieldChanges(entry);
  if (changes.length === 0) return null;
  return (
    <ul
      aria-label={t.changes}
      css={{ flexBasis: '100%', margin: 0, paddingLeft: 20, overflowWrap: 'anywhere' }}
    >
      {changes.map((change) => (
        <li key={change.field}>
          <strong>{change.field}</strong>
          {'\u00a0: '}
          {change.before !== null && (
            <>
              <del css={mutedCss}>{change.before}</del>
              <span aria-hidden="true"> → </span>
              <span css={visuallyHidden}> devient </span>
            </>
          )}
          <ins css={{ textDecoration: 'none' }}>{change.after ?? '—'}</ins>
        </li>
      ))}
    </ul>
  );
}

export function JournalPage() {
  const backend = useBackend();
  const { search } = useAddress();
  const asked = Number(new URLSearchParams(search).get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const journal = useQuery(journalQueries.page(backend, page));
  const leadIds = [
    ...new Set((journal.data?.entries ?? []).map(entryLeadId).filter((id): id is string => id !== null)),
  ].sort();
  const names = useQuery({ ...journalQueries.leadNames(backend, leadIds), enabled: journal.isSuccess });
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
                {t.actions[entry.action] ?? entry.action} · <Subject entry={entry} names={names.data} />
              </span>
              <span css={[mutedCss, { overflowWrap: 'anywhere' }]}>
                {entry.actor_email ?? (entry.actor_role === 'authenticated' ? '' : t.system)}
              </span>
              <Changes entry={entry} />
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
