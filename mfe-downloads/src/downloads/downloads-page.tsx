import { css } from '@emotion/react';
import {
  Breadcrumbs,
  Button,
  browserBackend,
  business,
  buttonCss,
  Container,
  controlCss,
  controlLabelCss,
  openQuote,
  SiteLink,
  Spinner,
  track,
  trackPhoneClick,
} from '@parquet-alsace/shared';
import { type ReactNode, useMemo, useState } from 'react';
import {
  BROCHURE_DECLARED_SIZE,
  BROCHURE_URL,
  DOCUMENT_CATEGORIES,
  filterDocuments,
  groupByCategory,
  type SiteDocument,
} from './documents';
import { DownloadButton } from './download-button';
import { countAndOpen } from './download-file';
import { formatFileSize } from './file-size';
import { loadDocuments } from './load-documents';
import { texts } from './texts';

export interface DownloadsData {
  documents: SiteDocument[];
  /** Set when the browser could not load the documents (the server throws instead). */
  failed: boolean;
}

const cardCss = css`background: var(--c-surfaceRaised); border: 1px solid var(--c-border); border-radius: 16px; padding: 20px;`;

/** The phone link of this page: phone_click plus the downloads_cta event. */
function CtaPhone({
  onClick,
  className,
  children,
}: {
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={business.phone.href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

function trackDownload(name: string, category: string) {
  track('document_download', {
    event_category: 'engagement',
    document_name: name,
    document_category: category,
  });
}

export function DownloadsPage({ data }: { data: DownloadsData }) {
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
    setDocuments((list) =>
      list.map((d) => (d.id === doc.id ? { ...d, download_count: d.download_count + 1 } : d)),
    );
  };

  const downloadBrochure = async () => {
    await countAndOpen(brochure?.id ?? null, BROCHURE_URL);
    trackDownload(brochure?.title ?? 'Plaquette entreprise', 'brochure');
    if (brochure)
      setDocuments((list) =>
        list.map((d) => (d.id === brochure.id ? { ...d, download_count: d.download_count + 1 } : d)),
      );
  };

  const ctaPhone = () => {
    trackPhoneClick('downloads_cta');
    track('downloads_cta', {
      event_category: 'contact',
      phone_number: business.phone.e164,
      source: 'downloads_cta',
    });
  };

  return (
    <div css={css`padding-bottom: 48px;`}>
      <Container as="header">
        <Breadcrumbs
          items={[
            { name: texts.home, path: '/' },
            { name: texts.title, path: '/downloads/' },
          ]}
        />
      </Container>

      <Container as="section">
        <div css={css`padding: 24px 0 8px;`}>
          <h1 css={css`font-size: clamp(1.8rem, 4vw, 2.6rem); margin: 0 0 8px;`}>{texts.title}</h1>
          <p css={css`font-size: 1.15rem; font-weight: 600; margin: 0 0 4px;`}>{texts.heroTitle}</p>
          <p css={css`color: var(--c-textMuted); max-width: 60ch;`}>{texts.heroText}</p>
        </div>

        <aside
          aria-labelledby="brochure-title"
          css={[
            cardCss,
            css`display: flex; flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between; margin: 16px 0 24px;`,
          ]}
        >
          <div>
            <h2 id="brochure-title" css={css`margin: 0 0 4px; font-size: 1.25rem;`}>
              {texts.brochureTitle}
            </h2>
            <p css={css`margin: 0; color: var(--c-textMuted);`}>
              {texts.brochureText} ({texts.brochureMeta},{' '}
              {formatFileSize(brochure?.file_size ?? BROCHURE_DECLARED_SIZE)})
            </p>
          </div>
          <DownloadButton
            title={texts.brochureButton}
            label={texts.brochureButton}
            onDownload={downloadBrochure}
          />
        </aside>

        <search
          css={css`display: grid; gap: 12px; margin-bottom: 12px; @media (min-width: 720px) { grid-template-columns: 2fr 1fr; }`}
        >
          <label css={controlLabelCss}>
            {texts.searchLabel}
            <input
              type="search"
              value={search}
              placeholder={texts.searchPlaceholder}
              css={controlCss}
              onChange={(e) => setSearch(e.target.value)}
            />
          </label>
          <label css={controlLabelCss}>
            {texts.categoryLabel}
            <select value={category} css={controlCss} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{texts.allCategories}</option>
              {DOCUMENT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        </search>

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
          <div role="alert" css={[cardCss, css`border-color: var(--c-danger); text-align: center;`]}>
            <h2 css={css`margin-top: 0;`}>{texts.errorTitle}</h2>
            <p>{texts.error}</p>
            <Button onClick={retry}>{texts.retry}</Button>
          </div>
        ) : groups.length === 0 ? (
          <div css={css`text-align: center; padding: 40px 0;`}>
            <h2>{texts.empty}</h2>
            <p css={css`color: var(--c-textMuted);`}>{texts.emptyHint}</p>
            <Button onClick={reset}>{texts.reset}</Button>
          </div>
        ) : (
          <div css={css`display: grid; gap: 16px;`}>
            {groups.map((group) => (
              <details key={group.category} open css={cardCss}>
                <summary
                  css={css`cursor: pointer; font-size: 1.2rem; font-weight: 700; min-height: 44px; display: flex; align-items: center; gap: 8px;`}
                >
                  <h2 css={css`display: inline; font-size: inherit; margin: 0;`}>
                    {group.category || 'Autres documents'}
                  </h2>
                  <span css={css`color: var(--c-textMuted); font-weight: 400; font-size: 1rem;`}>
                    ({texts.documentsCount(group.documents.length)})
                  </span>
                </summary>
                <ul css={css`list-style: none; padding: 0; margin: 16px 0 0; display: grid; gap: 12px;`}>
                  {group.documents.map((doc) => (
                    <li
                      key={doc.id}
                      css={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; padding: 14px 0; border-top: 1px solid var(--c-border);`}
                    >
                      <div css={css`flex: 1 1 320px;`}>
                        <h3 css={css`margin: 0 0 4px; font-size: 1.05rem;`}>{doc.title}</h3>
                        {doc.description && (
                          <p css={css`margin: 0 0 6px; color: var(--c-textMuted);`}>{doc.description}</p>
                        )}
                        <p css={css`margin: 0; font-size: 0.9rem; color: var(--c-textMuted);`}>
                          {doc.file_type} · {formatFileSize(doc.file_size)} ·{' '}
                          {texts.downloads(doc.download_count)}
                        </p>
                      </div>
                      <DownloadButton
                        title={doc.title}
                        variant="secondary"
                        onDownload={() => download(doc)}
                      />
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        )}

        <section aria-labelledby="downloads-help" css={[cardCss, css`margin-top: 40px;`]}>
          <h2 id="downloads-help" css={css`margin-top: 0;`}>
            {texts.helpTitle}
          </h2>
          <p>{texts.helpText}</p>
          <ul css={css`display: flex; flex-wrap: wrap; gap: 8px 24px; padding: 0; list-style: none;`}>
            <li>
              {texts.helpCall} <CtaPhone onClick={ctaPhone}>{business.phone.display}</CtaPhone>
            </li>
            <li>
              {texts.helpMail} <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
          </ul>
          <nav aria-label={texts.helpLinks}>
            <ul
              css={css`display: flex; flex-wrap: wrap; gap: 8px 24px; padding: 0; list-style: none; margin: 0;`}
            >
              <li>
                <SiteLink href="/blog/">{texts.helpBlog}</SiteLink>
              </li>
              <li>
                <SiteLink href="/services/">{texts.helpServices}</SiteLink>
              </li>
              <li>
                <SiteLink href="/">{texts.helpHome}</SiteLink>
              </li>
            </ul>
          </nav>
        </section>

        <section
          aria-labelledby="downloads-cta"
          css={css`margin-top: 32px; padding: 32px 24px; border-radius: 20px; background: var(--c-surfaceRaised); border: 1px solid var(--c-border); text-align: center;`}
        >
          <h2 id="downloads-cta" css={css`margin-top: 0;`}>
            {texts.ctaTitle}
          </h2>
          <p>{texts.ctaText}</p>
          <div css={css`display: flex; flex-wrap: wrap; gap: 12px; justify-content: center;`}>
            <Button onClick={() => openQuote('downloads_cta')}>{texts.ctaQuote}</Button>
            <CtaPhone onClick={ctaPhone} css={buttonCss('secondary')}>
              {texts.helpCall} {business.phone.display}
            </CtaPhone>
          </div>
        </section>
      </Container>
    </div>
  );
}
