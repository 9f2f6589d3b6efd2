import { css } from '@emotion/react';
import {
  Breadcrumbs,
  ButtonLink,
  breadcrumbsFor,
  business,
  ClosingCta,
  Container,
  canonicalUrl,
  Island,
  Picture,
  SiteLink,
} from '@parquet-alsace/shared';
import { externalRatingText } from '@parquet-alsace/shared/price-list';
import { type Review, reviewSummary } from './model';
import ReviewBrowser from './review-browser';
import ShareBar from './share-bar';
import { Stars } from './stars';
import { references, listTexts as t } from './texts';

export interface ReviewsPageData {
  /** null when the server could not load them: the page shows the error state with a retry. */
  reviews: Review[] | null;
}

const sectionCss = css`margin: 40px 0;`;

/**
 * The reviews' average and count, computed from the reviews this page publishes, and a rating
 * given elsewhere only with its source, count, date and link; nothing while neither is known.
 */
function ReviewFigures({ reviews }: { reviews: Review[] | null }) {
  const summary = reviews ? reviewSummary(reviews) : null;
  const external = business.externalRating;
  if (!summary && !external) return null;
  return (
    <section
      aria-labelledby="summary-title"
      css={[
        sectionCss,
        css`padding: 24px; border-radius: 12px; background: var(--c-surfaceRaised); border: 1px solid var(--c-border);`,
      ]}
    >
      <h2 id="summary-title">{t.summaryTitle}</h2>
      {summary && (
        <p css={css`display: flex; gap: 12px; align-items: center; flex-wrap: wrap; font-size: 1.1rem;`}>
          <strong>{t.summaryAverage(summary.average)}</strong>
          <Stars rating={Math.round(summary.average)} label={t.stars(Math.round(summary.average))} />
          <span>{t.summaryCount(summary.count)}</span>
        </p>
      )}
      {external && (
        <p>
          {t.externalLabel}{' '}
          <a href={external.url} target="_blank" rel="noopener noreferrer">
            {externalRatingText()}
            <span className="visually-hidden">{t.newTab}</span>
          </a>
        </p>
      )}
    </section>
  );
}

/**
 * /reviews/, a page of islands: everything is static HTML but the list's filters and the phone's
 * share bar, each an island woken by the first interaction.
 */
export function ReviewsPage({ data }: { data: ReviewsPageData }) {
  return (
    <Container>
      <Breadcrumbs items={breadcrumbsFor('/reviews/')} />
      <Island
        id="reviews/ShareBar"
        Component={ShareBar}
        props={{ pageUrl: canonicalUrl('/reviews/'), text: `${t.title} — ${business.brand}` }}
        trigger="interaction"
      />
      <header css={css`margin: 16px 0 24px;`}>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
        <ButtonLink href="/reviews/new/">{t.leaveReview}</ButtonLink>
      </header>

      <ReviewFigures reviews={data.reviews} />

      <section aria-labelledby="references-title" css={sectionCss}>
        <h2 id="references-title">{t.referencesTitle}</h2>
        <ul
          css={css`list-style: none; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));`}
        >
          {references.map((ref, i) => (
            <li
              key={ref.title}
              css={css`border: 1px solid var(--c-border); border-radius: 12px; overflow: hidden; background: var(--c-surfaceRaised);`}
            >
              <Picture
                src={ref.image}
                alt={ref.alt}
                width={960}
                height={720}
                sizes="(min-width: 1024px) 280px, (min-width: 600px) 45vw, 100vw"
                eager={i === 0}
                // The others wait for the largest paint: near the fold on a phone, they would compete with it.
                defer={i > 0}
                css={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <div css={css`padding: 12px 16px;`}>
                <h3 css={css`margin: 0 0 4px; font-size: 1.05rem;`}>{ref.title}</h3>
                <p css={css`margin: 0; color: var(--c-textMuted);`}>
                  {ref.kind} · {ref.place}
                </p>
                <ul
                  aria-label="Mots-clés"
                  css={css`list-style: none; padding: 0; margin: 8px 0 0; display: flex; flex-wrap: wrap; gap: 6px;`}
                >
                  {ref.tags.map((tag) => (
                    <li
                      key={tag}
                      css={css`font-size: 0.8rem; padding: 2px 10px; border-radius: 999px; border: 1px solid var(--c-border);`}
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
        <SiteLink href="/gallery/">{t.referencesLink}</SiteLink>
      </section>

      <section aria-labelledby="check-title" css={sectionCss}>
        <h2 id="check-title">{t.checkTitle}</h2>
        <ul css={css`display: grid; gap: 8px; padding-left: 20px; line-height: 1.6;`}>
          {t.checkItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <Island
        id="reviews/ReviewBrowser"
        Component={ReviewBrowser}
        props={{ reviews: data.reviews }}
        trigger="interaction"
      />

      <ClosingCta source="reviews_cta" title={t.ctaTitle} text={t.ctaText()} quoteLabel={t.ctaQuote}>
        <p css={css`margin-top: 16px;`}>
          <SiteLink href="/reviews/new/">{t.leaveReview}</SiteLink>
        </p>
      </ClosingCta>
    </Container>
  );
}
