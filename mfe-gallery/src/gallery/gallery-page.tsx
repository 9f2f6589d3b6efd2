import { css } from '@emotion/react';
import { Breadcrumbs, breadcrumbsFor, Container, SiteLink, useSearchParams } from '@parquet-alsace/shared';
import { GalleryBrowser, type GalleryData } from './gallery-browser';
import { GalleryCta } from './gallery-cta';
import { clampPage, pageCount } from './pagination';
import { texts } from './texts';

export type { GalleryData } from './gallery-browser';

/** /gallery/: the page's header, the photos with their filters and pages, the closing call to action. */
export function GalleryPage({ data }: { data: GalleryData }) {
  const [params] = useSearchParams();
  const page = clampPage(params.get('page') ?? 1, pageCount(data.photos.length));
  return (
    <div css={css`padding-bottom: 48px;`}>
      <Container as="header">
        <SiteLink href="/" css={css`display: inline-block; margin-top: 16px; font-weight: 600;`}>
          <span aria-hidden="true">← </span>
          {texts.back}
        </SiteLink>
        <Breadcrumbs items={breadcrumbsFor('/gallery/')} />
        <h1 css={css`font-size: clamp(1.8rem, 4vw, 2.6rem); margin: 8px 0;`}>
          {texts.title}
          {page > 1 && <span className="visually-hidden">{texts.pageTitle(page)}</span>}
        </h1>
        <p css={css`color: var(--c-textMuted); max-width: 60ch;`}>{texts.intro}</p>
      </Container>

      <Container>
        <GalleryBrowser data={data} />
        <GalleryCta />
      </Container>
    </div>
  );
}
