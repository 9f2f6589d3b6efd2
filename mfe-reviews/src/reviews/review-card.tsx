import { css } from '@emotion/react';
import { formatLongDate, type Review, workPeriod } from './model';
import { Stars } from './stars';
import { listTexts as t } from './texts';

const cardCss = css`
  scroll-margin-top: 96px;
  background: var(--c-surfaceRaised);
  border: 1px solid var(--c-border);
  border-radius: 12px;
  padding: 20px;
  &:target { outline: 3px solid var(--c-accent); outline-offset: 2px; }
  h3 { margin: 8px 0; font-size: 1.15rem; }
  p { margin: 0; }
`;

/** One review; its text is plain text (React escapes it), line breaks kept. */
export function ReviewCard({ review }: { review: Review }) {
  const headingId = `review-${review.id}-title`;
  const period = workPeriod(review.content);
  return (
    <article id={`review-${review.id}`} aria-labelledby={headingId} css={cardCss}>
      <div css={css`display: flex; justify-content: space-between; gap: 8px; flex-wrap: wrap;`}>
        <Stars rating={review.rating} label={t.stars(review.rating)} />
        <p css={css`color: var(--c-textMuted); font-size: 0.9rem;`}>
          {t.reviewedOn} <time dateTime={review.created_at}>{formatLongDate(review.created_at)}</time>
          {period && ` · ${t.workPeriod(period)}`}
        </p>
      </div>
      <h3 id={headingId}>{review.title}</h3>
      <p css={css`white-space: pre-line; line-height: 1.6;`}>{review.content}</p>
      <p css={css`margin-top: 12px !important; font-weight: 700;`}>{review.name}</p>
      {review.response && (
        <div
          css={css`margin-top: 16px; padding: 12px 16px; border-left: 4px solid var(--c-accent); background: var(--c-surface); border-radius: 0 8px 8px 0;`}
        >
          <p css={css`font-weight: 700; margin-bottom: 4px !important;`}>{t.responseTitle}</p>
          <p css={css`white-space: pre-line; line-height: 1.6;`}>{review.response}</p>
        </div>
      )}
    </article>
  );
}
