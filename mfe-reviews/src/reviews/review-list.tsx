import { css } from '@emotion/react';
import { Button, LoadFailed, SiteLink, Spinner } from '@parquet-alsace/shared/client';
import { useId, useMemo, useState } from 'react';
import { applyFilters, defaultFilters, hasActiveFilters, type Review, type ReviewFilters } from './model';
import { ReviewCard } from './review-card';
import { listTexts as t } from './texts';

export type ListState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; reviews: Review[] };

const controlsCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 12px;
  align-items: end;
  margin: 16px 0;
  .control { display: grid; gap: 4px; }
  label { font-weight: 600; font-size: 0.9rem; }
  input, select {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--c-border);
    border-radius: 8px;
    background: var(--c-surface);
    color: var(--c-text);
    font: inherit;
  }
`;

/** The approved reviews with search, rating filter, sort and direction (client state over loaded data). */
export function ReviewList({ state, onRetry }: { state: ListState; onRetry: () => void }) {
  const [filters, setFilters] = useState<ReviewFilters>(defaultFilters);
  const id = useId();
  const set = (patch: Partial<ReviewFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const shown = useMemo(
    () => (state.status === 'ready' ? applyFilters(state.reviews, filters) : []),
    [state, filters],
  );

  return (
    <section aria-labelledby="reviews-list-title" css={css`margin: 40px 0;`}>
      <h2 id="reviews-list-title">{t.listTitle}</h2>
      <div css={controlsCss}>
        <div className="control">
          <label htmlFor={`${id}-search`}>{t.searchLabel}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={filters.search}
            placeholder={t.searchPlaceholder}
            onChange={(e) => set({ search: e.target.value })}
          />
        </div>
        <div className="control">
          <label htmlFor={`${id}-rating`}>{t.ratingLabel}</label>
          <select
            id={`${id}-rating`}
            value={filters.rating}
            onChange={(e) => set({ rating: Number(e.target.value) })}
          >
            <option value={0}>{t.ratingAll}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t.ratingOption(n)}
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <label htmlFor={`${id}-sort`}>{t.sortLabel}</label>
          <select
            id={`${id}-sort`}
            value={filters.sort}
            onChange={(e) => set({ sort: e.target.value === 'rating' ? 'rating' : 'created_at' })}
          >
            <option value="created_at">{t.sortDate}</option>
            <option value="rating">{t.sortRating}</option>
          </select>
        </div>
        <Button
          variant="secondary"
          onClick={() => set({ direction: filters.direction === 'asc' ? 'desc' : 'asc' })}
        >
          <span aria-hidden="true">{filters.direction === 'asc' ? '↑' : '↓'}</span>
          {filters.direction === 'asc' ? t.directionAsc : t.directionDesc}
        </Button>
        <Button variant="ghost" onClick={() => setFilters(defaultFilters)}>
          {t.reset}
        </Button>
      </div>

      {state.status === 'loading' && <Spinner label={t.loading} />}
      {state.status === 'error' && <LoadFailed onRetry={onRetry} />}
      {state.status === 'ready' && (
        <>
          <p aria-live="polite" css={css`color: var(--c-textMuted);`}>
            {t.count(shown.length)}
          </p>
          {shown.length === 0 ? (
            <div
              css={css`padding: 32px; text-align: center; border: 1px dashed var(--c-border); border-radius: 12px;`}
            >
              <h3>{t.emptyTitle}</h3>
              <p>{hasActiveFilters(filters) ? t.emptyFiltered : t.emptyFirst}</p>
              {!hasActiveFilters(filters) && <SiteLink href="/reviews/new/">{t.leaveReview}</SiteLink>}
            </div>
          ) : (
            <ul css={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 16px;`}>
              {shown.map((r) => (
                <li key={r.id}>
                  <ReviewCard review={r} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
