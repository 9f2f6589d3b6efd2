import { css } from '@emotion/react';
import { browserBackend, SiteLink } from '@parquet-alsace/shared';
import { useEffect, useState } from 'react';
import { fetchApprovedReviews } from '../reviews/load';
import { formatMonthYear, type Review, teamMentioned } from '../reviews/model';
import { Stars } from '../reviews/stars';
import { sampleTestimonials, testimonialTexts as t } from './texts';

const gridCss = css`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  min-height: 260px;
`;

const cardCss = css`
  height: 100%;
  padding: 20px;
  border-radius: 12px;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  display: grid;
  gap: 8px;
  align-content: start;
  h3 { margin: 0; font-size: 1.05rem; }
  p { margin: 0; }
`;

export function TestimonialGrid({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul css={gridCss}>
      {reviews.map((r) => {
        const member = teamMentioned(r);
        return (
          <li key={r.id}>
            <article css={cardCss}>
              <Stars rating={r.rating} label={t.stars(r.rating)} />
              <h3>{r.title}</h3>
              <p css={css`white-space: pre-line; line-height: 1.55;`}>{r.content}</p>
              {member && (
                <p
                  css={css`justify-self: start; font-size: 0.8rem; font-weight: 700; padding: 2px 10px; border-radius: 999px; border: 1px solid var(--c-accent);`}
                >
                  {t.badge(member)}
                </p>
              )}
              <p css={css`font-weight: 700;`}>
                {r.name}
                <span css={css`font-weight: 400; color: var(--c-textMuted);`}>
                  {' '}
                  · {formatMonthYear(r.created_at)}
                </span>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

const skeletonCss = css`
  min-height: 220px;
  border-radius: 12px;
  background: var(--c-surfaceRaised);
  border: 1px solid var(--c-border);
`;

/**
 * Home testimonials (exposed as './Testimonials'): the three latest approved reviews. The server
 * renders them into the home page (`testimonialsFragment`) and hands them over as `initial`; the
 * browser asks again (the page may come from a cache) and keeps what it has if that fails.
 * Without server data: placeholders while loading, the sample content only when loading fails
 * never while real reviews may still come. With no approved review yet,
 * an invitation to write the first one rather than invented ones. The home section gives the
 * heading and the link to /reviews/ around this grid.
 */
export default function Testimonials({ initial }: { initial?: readonly Review[] }) {
  const [reviews, setReviews] = useState<readonly Review[] | null>(initial ?? null);

  useEffect(() => {
    let cancelled = false;
    browserBackend()
      .then((client) => fetchApprovedReviews(client, 3))
      .then((latest) => {
        if (!cancelled) setReviews(latest);
      })
      .catch((error) => {
        console.error('Avis de la page d’accueil indisponibles', error);
        if (!cancelled) setReviews((current) => current ?? sampleTestimonials);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!reviews) {
    return (
      <ul css={gridCss} aria-busy="true" aria-label={t.loading}>
        {[0, 1, 2].map((i) => (
          <li key={i} css={skeletonCss} />
        ))}
      </ul>
    );
  }
  if (reviews.length === 0) {
    return (
      <p>
        <SiteLink href="/reviews/new/">{t.beFirst}</SiteLink>
      </p>
    );
  }
  return <TestimonialGrid reviews={reviews} />;
}
