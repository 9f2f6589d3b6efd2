import { css } from '@emotion/react';

const starsCss = css`
  color: var(--c-accent);
  letter-spacing: 2px;
  font-size: 1.1rem;
`;

/** A read-only star rating; the accessible name says the score in words. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} css={starsCss}>
      <span aria-hidden="true">{'★'.repeat(rating)}</span>
      <span aria-hidden="true" css={css`color: var(--c-border);`}>
        {'★'.repeat(5 - rating)}
      </span>
    </span>
  );
}
