import { css } from '@emotion/react';
import { pageItems } from './pagination';
import { texts } from './texts';

const itemCss = css`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 10px;
  border-radius: 10px;
  border: 1px solid var(--c-border);
  background: var(--c-surfaceRaised);
  color: var(--c-text);
  font-weight: 600;
  text-decoration: none;
  &[aria-current='page'] { background: var(--c-accent); border-color: var(--c-accent); color: var(--c-accentText); }
  &[data-disabled] { color: var(--c-textMuted); border-style: dashed; }
`;

/** Numbered pages as real links (?page=N, crawlable, working before the island wakes); clicks are handled in place. */
export function PaginationNav({
  page,
  last,
  onPage,
}: {
  page: number;
  last: number;
  onPage: (n: number) => void;
}) {
  if (last <= 1) return null;
  const href = (n: number) => (n <= 1 ? '/gallery/' : `/gallery/?page=${n}`);
  // A move with no page to go to is not a link: only its mark, hidden from assistive technology.
  const link = (n: number, label: string, content: string, disabled: boolean) =>
    disabled ? (
      <span aria-hidden="true" data-disabled="" css={itemCss}>
        {content}
      </span>
    ) : (
      <a
        href={href(n)}
        aria-label={label}
        css={itemCss}
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onPage(n);
        }}
      >
        {content}
      </a>
    );
  return (
    <nav aria-label={texts.pagination} css={css`margin: 32px 0;`}>
      <ul
        css={css`display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; list-style: none; padding: 0; margin: 0;`}
      >
        <li>{link(page - 1, texts.previousPage, '‹', page <= 1)}</li>
        {pageItems(page, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <a
                href={href(item)}
                aria-label={texts.pageLabel(item)}
                aria-current={item === page ? 'page' : undefined}
                css={itemCss}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  onPage(item);
                }}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item} aria-hidden="true" css={css`align-self: center; padding: 0 4px;`}>
              …
            </li>
          ),
        )}
        <li>{link(page + 1, texts.nextPage, '›', page >= last)}</li>
      </ul>
    </nav>
  );
}
