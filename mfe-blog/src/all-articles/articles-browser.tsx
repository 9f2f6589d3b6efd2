import { css } from '@emotion/react';
import { browserBackend } from '@parquet-alsace/shared/client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ArticleCard, cardGrid } from '../articles/article-card';
import {
  filterArticles,
  naturalDirection,
  type SortDirection,
  type SortKey,
  sortArticles,
} from '../articles/article-rules';
import { type Category, fetchSearchTexts } from '../articles/queries';
import { listTexts } from '../articles/texts';
import type { ArticleSummary } from '../articles/types';
import { ARTICLES_PER_PAGE, paginate } from './pagination';

type View = 'grid' | 'list';
type Mode = 'infinite' | 'pages';
const defaults = {
  search: '',
  category: '',
  sort: 'date' as SortKey,
  direction: 'desc' as SortDirection,
  view: 'grid' as View,
  mode: 'infinite' as Mode,
};

const field = css`
  display: flex; flex-direction: column; gap: 4px; font-weight: 600; font-size: 0.9rem;
  input, select { min-height: 44px; padding: 8px 12px; border-radius: 10px; border: 1px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); font: inherit; font-weight: 400; }
`;
const toggle = (on: boolean) => css`
  min-height: 44px; padding: 8px 14px; border-radius: 10px; cursor: pointer; font-weight: 600;
  border: 2px solid ${on ? 'var(--c-accent)' : 'var(--c-border)'};
  background: ${on ? 'var(--c-accent)' : 'var(--c-surfaceRaised)'}; color: ${on ? 'var(--c-accentText)' : 'var(--c-text)'};
`;

/**
 * The all-articles controls and results (docs/product-rules.md#all-articles): search, category,
 * sort and direction, grid/list, infinite scroll or pages. Exposed as './ArticlesBrowser', an
 * island of /blog/articles/ woken by the first interaction; the server renders its first state.
 */
export default function ArticlesBrowser({
  articles,
  categories,
}: {
  articles: ArticleSummary[];
  categories: Category[];
}) {
  const [state, setState] = useState(defaults);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const [page, setPage] = useState(1);
  const [visible, setVisible] = useState(ARTICLES_PER_PAGE);
  const ids = { search: useId(), category: useId(), sort: useId() };
  // Any change of search, category, sort or direction returns to page 1.
  const update = (patch: Partial<typeof defaults>) => {
    setState((s) => ({ ...s, ...patch }));
    setPage(1);
    setVisible(ARTICLES_PER_PAGE);
  };
  // The articles' text is fetched once, when the visitor first searches; until it is there (or if
  // it cannot be had), the search reads titles, excerpts and keywords.
  const [texts, setTexts] = useState<Record<string, string> | null>(null);
  const textsAsked = useRef(false);
  const searching = state.search.trim() !== '';
  useEffect(() => {
    if (!searching || textsAsked.current) return;
    textsAsked.current = true;
    fetchSearchTexts(browserBackend).then(setTexts, (error) => {
      console.error('Texte des articles indisponible pour la recherche', error);
    });
  }, [searching]);
  const searchable = useMemo(
    () => (texts ? articles.map((a) => ({ ...a, search_text: texts[a.slug] ?? '' })) : articles),
    [articles, texts],
  );
  const results = useMemo(
    () => sortArticles(filterArticles(searchable, state), state.sort, state.direction),
    [searchable, state],
  );
  const paged = paginate(results, page);
  const shown = state.mode === 'pages' ? paged.items : results.slice(0, visible);
  const sentinel = useRef<HTMLDivElement>(null);
  const more = state.mode === 'infinite' && visible < results.length;

  useEffect(() => {
    if (!more || !sentinel.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible((v) => v + ARTICLES_PER_PAGE);
    });
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [more]);

  const categoryNames = categories.map((c) => c.name);
  return (
    <>
      <form
        aria-label="Filtrer les articles"
        onSubmit={(e) => e.preventDefault()}
        css={css`display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); align-items: end; margin: 16px 0;`}
      >
        <label css={field} htmlFor={ids.search}>
          Rechercher
          <input
            id={ids.search}
            type="search"
            value={state.search}
            placeholder="Ponçage, huile, escalier..."
            onChange={(e) => update({ search: e.target.value })}
          />
        </label>
        <label css={field} htmlFor={ids.category}>
          Catégorie
          <select
            id={ids.category}
            value={state.category}
            onChange={(e) => update({ category: e.target.value })}
          >
            <option value="">Toutes les catégories</option>
            {categoryNames.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label css={field} htmlFor={ids.sort}>
          Trier
          <select
            id={ids.sort}
            value={state.sort}
            onChange={(e) => {
              const sort = e.target.value as SortKey;
              update({ sort, direction: naturalDirection(sort) });
            }}
          >
            <option value="date">Par date</option>
            <option value="title">Par titre</option>
            <option value="popularity">Par popularité</option>
          </select>
        </label>
        <button
          type="button"
          css={toggle(false)}
          onClick={() => update({ direction: state.direction === 'desc' ? 'asc' : 'desc' })}
          aria-label={
            state.direction === 'desc'
              ? 'Ordre décroissant, passer en ordre croissant'
              : 'Ordre croissant, passer en ordre décroissant'
          }
        >
          {state.direction === 'desc' ? '↓ Décroissant' : '↑ Croissant'}
        </button>
      </form>
      <div
        css={css`display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between;`}
      >
        <p role="status" css={{ margin: 0 }}>
          {listTexts.count(results.length, state.search.trim(), state.category)}
        </p>
        <div css={css`display: flex; flex-wrap: wrap; gap: 8px;`}>
          <fieldset css={css`display: flex; gap: 4px; border: 0; padding: 0; margin: 0;`}>
            <legend className="visually-hidden">Affichage</legend>
            <button
              type="button"
              css={toggle(state.view === 'grid')}
              aria-pressed={state.view === 'grid'}
              onClick={() => setState((s) => ({ ...s, view: 'grid' }))}
            >
              Grille
            </button>
            <button
              type="button"
              css={toggle(state.view === 'list')}
              aria-pressed={state.view === 'list'}
              onClick={() => setState((s) => ({ ...s, view: 'list' }))}
            >
              Liste
            </button>
          </fieldset>
          <fieldset css={css`display: flex; gap: 4px; border: 0; padding: 0; margin: 0;`}>
            <legend className="visually-hidden">Chargement</legend>
            <button
              type="button"
              css={toggle(state.mode === 'infinite')}
              aria-pressed={state.mode === 'infinite'}
              onClick={() => setState((s) => ({ ...s, mode: 'infinite' }))}
            >
              Défilement
            </button>
            <button
              type="button"
              css={toggle(state.mode === 'pages')}
              aria-pressed={state.mode === 'pages'}
              onClick={() => setState((s) => ({ ...s, mode: 'pages' }))}
            >
              Pages
            </button>
          </fieldset>
          <button
            type="button"
            css={toggle(false)}
            onClick={() => {
              setState(defaults);
              setPage(1);
              setVisible(ARTICLES_PER_PAGE);
            }}
          >
            {listTexts.reset}
          </button>
        </div>
      </div>
      {results.length === 0 ? (
        <p css={{ margin: '32px 0', fontSize: '1.1rem' }}>{listTexts.emptyShort}</p>
      ) : (
        <ul
          css={
            state.view === 'grid'
              ? cardGrid
              : css`list-style: none; padding: 0; margin: 24px 0; display: grid; gap: 16px;`
          }
        >
          {shown.map((a, i) => (
            <li key={a.id}>
              <ArticleCard
                article={a}
                eager={i === 0}
                priority={i === 0}
                // As the server rendered them until hydrated; then every image has its address.
                deferImage={!hydrated && i > 0}
                keywords={state.view === 'list' ? 4 : 3}
                showReadingTime
                linkText={listTexts.readArticle}
                layout={state.view}
              />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <div ref={sentinel} css={{ textAlign: 'center' }}>
          <button type="button" css={toggle(false)} onClick={() => setVisible((v) => v + ARTICLES_PER_PAGE)}>
            Afficher plus d’articles
          </button>
        </div>
      )}
      {state.mode === 'pages' && paged.pagination.totalPages > 1 && (
        <nav
          aria-label="Pagination"
          css={css`display: flex; gap: 6px; justify-content: center; flex-wrap: wrap;`}
        >
          {Array.from({ length: paged.pagination.totalPages }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              css={toggle(n === paged.pagination.currentPage)}
              aria-current={n === paged.pagination.currentPage ? 'page' : undefined}
              aria-label={`Page ${n}`}
              onClick={() => {
                setPage(n);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            >
              {n}
            </button>
          ))}
        </nav>
      )}
      {results.length > 0 && shown.length === results.length && (
        <p css={{ textAlign: 'center', color: 'var(--c-textMuted)' }}>
          {listTexts.showingAll(results.length)}
        </p>
      )}
    </>
  );
}
