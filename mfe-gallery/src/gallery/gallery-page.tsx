import { css } from '@emotion/react';
import { Breadcrumbs, breadcrumbsFor, ClosingCta, Container, Island, SiteLink } from '@parquet-alsace/shared';
import GalleryBrowser from './gallery-browser';
import type { GalleryPhoto } from './photo';
import { texts } from './texts';

export interface GalleryData {
  photos: GalleryPhoto[];
  /** The page the address asks for (?page; 1 when absent or unreadable). */
  page: number;
  /** Set when the browser could not load the photos either (the server answers 503 instead). */
  failed?: boolean;
}

/**
 * /gallery/, a page of islands: the header and the closing call to action are static HTML; the
 * photos with their filters, pages and viewer are one island woken by the first interaction
 * (its HTML is complete without it: photos, count, page links).
 */
export function GalleryPage({ data }: { data: GalleryData }) {
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
          <span id="gallery-page-label" className="visually-hidden">
            {texts.pageTitle(data.page)}
          </span>
        </h1>
        <p css={css`color: var(--c-textMuted); max-width: 60ch;`}>{texts.intro}</p>
      </Container>

      <Container>
        <Island
          id="gallery/GalleryBrowser"
          Component={GalleryBrowser}
          props={{ photos: data.photos, page: data.page, failed: data.failed }}
          trigger="interaction"
        />
        <ClosingCta
          source="gallery_cta"
          phoneEvent="gallery_cta"
          title={texts.ctaTitle}
          text={texts.ctaText()}
          quoteLabel={texts.ctaQuote}
        />
      </Container>
    </div>
  );
}
