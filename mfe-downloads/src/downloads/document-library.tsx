import { css } from '@emotion/react';
import { Button, browserBackend, LoadFailed, Spinner, track } from '@parquet-alsace/shared/client';
import { useMemo, useState } from 'react';
import { BrochureCard } from './brochure-card';
import { DocumentFilters } from './document-filters';
import { DocumentGroups } from './document-groups';
import { BROCHURE_URL, filterDocuments, groupByCategory, type SiteDocument } from './documents';
import { countAndOpen } from './download-file';
import { loadDocuments } from './load-documents';
import { texts } from './texts';

export interface DownloadsData {
  documents: SiteDocument[];
  /** Set when the browser could not load the documents (the server throws instead). */
  failed: boolean;
}

function trackDownload(name: string, category: string) {
  track('document_download', {
    event_category: 'engagement',
    document_name: name,
    document_category: category,
  });
}

/**
 * The interactive part of /downloads/ (an island, woken by the visitor's first interaction): the
 * brochure, search and category, the documents and their download counters. A download tapped
 * before the code ran is replayed once it has, so it is counted.
 */
export default function DocumentLibrary({ data }: { data: DownloadsData }) {
  const [documents, setDocuments] = useState(data.documents);
  const [failed, setFailed] = useState(data.failed);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');

  const filtered = useMemo(() => filterDocuments(documents, search, category), [documents, search, category]);
  const groups = useMemo(() => groupByCategory(filtered), [filtered]);
  const brochure = documents.find((d) => d.file_url === BROCHURE_URL) ?? null;
  const reset = () => {
    setSearch('');
    setCategory('');
  };
  const counted = (id: string) =>
    setDocuments((list) =>
      list.map((d) => (d.id === id ? { ...d, download_count: d.download_count + 1 } : d)),
    );

  const retry = async () => {
    setLoading(true);
    try {
      setDocuments(await loadDocuments(browserBackend));
      setFailed(false);
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const download = async (doc: SiteDocument) => {
    await countAndOpen(doc.id, doc.file_url);
    trackDownload(doc.title, doc.category);
    counted(doc.id);
  };

  const downloadBrochure = async () => {
    await countAndOpen(brochure?.id ?? null, BROCHURE_URL);
    trackDownload(brochure?.title ?? 'Plaquette entreprise', 'brochure');
    if (brochure) counted(brochure.id);
  };

  return (
    <>
      <BrochureCard brochure={brochure} onDownload={downloadBrochure} />
      <DocumentFilters search={search} category={category} onSearch={setSearch} onCategory={setCategory} />

      {!failed && !loading && (
        <div
          css={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; margin-bottom: 16px;`}
        >
          <output css={css`margin: 0; font-weight: 600;`}>
            {texts.count(filtered.length, search, category)}
          </output>
          {(search || category) && (
            <Button variant="ghost" onClick={reset}>
              {texts.reset}
            </Button>
          )}
        </div>
      )}

      {loading ? (
        <Spinner label={texts.loading} />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : groups.length === 0 ? (
        <div css={css`text-align: center; padding: 40px 0;`}>
          <h2>{texts.empty}</h2>
          <p css={css`color: var(--c-textMuted);`}>{texts.emptyHint}</p>
          <Button onClick={reset}>{texts.reset}</Button>
        </div>
      ) : (
        <DocumentGroups groups={groups} onDownload={download} />
      )}
    </>
  );
}
