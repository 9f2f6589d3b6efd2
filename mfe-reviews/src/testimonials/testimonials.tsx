import { css } from '@emotion/react';
import { SiteLink } from 'shared';
import { useEffect, useState } from 'react';
import { type Review, formatMonthYear, teamMentioned } from '../reviews/model';
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
                <p css={css`justify-self: start; font-size: 0.8rem; font-weight: 700; padding: 2px 10px; border-radius: 999px; border: 1px solid var(--c-accent);`}>
                  {t.badge(member)}
                </p>
              )}
              <p css={css`font-weight: 700;`}>
                {r.name}
                <span css={css`font-weight: 400; color: var(--c-textMuted);`}> · {formatMonthYear(r.created_at)}</span>
              </p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Home testimonials (exposed as './Testimonials'): the three latest approved reviews, loaded in
 * the browser; sample content while loading and if loading fails.
 */
export default function Testimonials() {
  const [reviews, setReviews] = useState<readonly Review[]>(sampleTestimonials);

  useEffect(() => {
    let cancelled = false;
    Promise.all([import('shared/backend'), import('../reviews/load')])
      .then(([{ getBackend }, { fetchApprovedReviews }]) => fetchApprovedReviews(getBackend(), 3))
      .then((latest) => {
        if (!cancelled && latest.length > 0) setReviews(latest);
      })
      .catch((error) => console.error('Avis de la page d’accueil indisponibles', error));
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <section aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t.title}</h2>
      <TestimonialGrid reviews={reviews} />
      <SiteLink href="/reviews/">{t.all}</SiteLink>
    </section>
  );
}
