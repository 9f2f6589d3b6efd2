import { css } from '@emotion/react';
import { browserBackend, SiteLink } from '@parquet-alsace/shared/client';
import { frenchSpaces } from '@parquet-alsace/shared/format';
import { useEffect, useId, useState } from 'react';
import { searchArticles } from '../data/queries';
import { type Suggestion, searchFilter, suggestionsFor } from './search-rules';

interface Result {
  title: string;
  slug: string;
  excerpt: string;
}

/** What the search last told the visitor, announced politely: nothing found, or that it failed. */
type Outcome = { kind: 'none' } | { kind: 'found'; term: string; count: number } | { kind: 'failed' };

export const siteSearchTexts = {
  nothing: (term: string) =>
    `Aucun article ne correspond à «\u202f${term}\u202f». Essayez un autre mot, ou l’une des suggestions ci-dessous.`,
  failed: 'La recherche est momentanément indisponible. Essayez les suggestions ci-dessous.',
};

/** The not-found page's site search: up to 5 published articles, 4 suggestions. Exposed as './SiteSearch'. */
export default function SiteSearch() {
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<Result[]>([]);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [suggestions, setSuggestions] = useState<Suggestion[]>(() => suggestionsFor(''));
  const id = useId();

  useEffect(() => setSuggestions(suggestionsFor(`${window.location.pathname} ${term}`)), [term]);
  useEffect(() => {
    const filter = searchFilter(term);
    if (!filter) {
      setResults([]);
      setOutcome({ kind: 'none' });
      return;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const { data, error } = await searchArticles(await browserBackend(), filter);
        if (error) throw error;
        if (cancelled) return;
        const found: Result[] = (data ?? [])
          .slice(0, 5)
          .map((r) => ({ ...r, title: frenchSpaces(r.title), excerpt: frenchSpaces(r.excerpt ?? '') }));
        setResults(found);
        setOutcome({ kind: 'found', term: term.trim(), count: found.length });
      } catch (error) {
        console.error(error);
        if (!cancelled) {
          setResults([]);
          setOutcome({ kind: 'failed' });
        }
      }
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [term]);

  return (
    <div css={css`max-width: 640px; margin: 24px auto; text-align: left;`}>
      <form aria-label="Recherche sur le site" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={id} className="visually-hidden">
          Rechercher sur le site
        </label>
        <input
          id={id}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Rechercher sur le site…"
          css={css`width: 100%; min-height: 48px; padding: 10px 14px; border-radius: 999px; border: 2px solid var(--c-border); background: var(--c-surfaceRaised); color: var(--c-text); font: inherit;`}
        />
      </form>
      <p role="status" css={css`margin: 12px 0 0; &:empty { display: none; }`}>
        {outcome.kind === 'failed'
          ? siteSearchTexts.failed
          : outcome.kind === 'found' && outcome.count === 0
            ? siteSearchTexts.nothing(outcome.term)
            : ''}
      </p>
      {results.length > 0 && (
        <ul
          aria-label="Résultats de recherche"
          css={css`list-style: none; padding: 0; margin: 12px 0; li { margin: 8px 0; } a { color: var(--c-link); font-weight: 700; }`}
        >
          {results.map((r) => (
            <li key={r.slug}>
              <SiteLink href={`/blog/${r.slug}/`}>{r.title}</SiteLink>
              <p css={{ margin: '2px 0', color: 'var(--c-textMuted)' }}>{r.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <h2 css={{ fontSize: '1.15rem', marginTop: 24 }}>Suggestions pour vous</h2>
      <ul
        css={css`list-style: none; padding: 0; display: grid; gap: 10px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); a { color: var(--c-link); font-weight: 700; }`}
      >
        {suggestions.map((s) => (
          <li
            key={s.url}
            css={css`padding: 12px; border-radius: 10px; border: 1px solid var(--c-border); background: var(--c-surfaceRaised);`}
          >
            <SiteLink href={s.url}>{s.title}</SiteLink>
            <p css={{ margin: '4px 0 0', color: 'var(--c-textMuted)' }}>{s.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
