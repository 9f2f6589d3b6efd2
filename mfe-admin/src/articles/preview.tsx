import { useDeferredValue, useEffect, useState } from 'react';
import { articleTexts as t } from './texts';

type Render = (markdown: string, hero: string | null) => string;

/**
 * The blog's own renderer (`renderArticleHtml` of `@parquet-alsace/shared/article-renderer`: marked
 * with the article rules, then DOMPurify with the site's allow-list), fetched when the editor first
 * shows a preview: what the staff member sees is what visitors will get, sanitised the same way.
 */
let renderer: Promise<Render> | null = null;
export function loadRenderer(): Promise<Render> {
  renderer ??= Promise.all([
    import(/* webpackChunkName: "article-renderer" */ '@parquet-alsace/shared/article-renderer'),
    import(/* webpackChunkName: "article-renderer" */ 'dompurify'),
  ]).then(
    ([{ renderArticleHtml }, { default: purify }]) =>
      (markdown, hero) =>
        renderArticleHtml(markdown, purify, hero),
  );
  renderer.catch(() => {
    renderer = null;
  });
  return renderer;
}

const previewCss = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere' as const,
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 10 },
  '& a': { color: 'var(--c-link)' },
  '& blockquote, & .callout': {
    margin: '16px 0',
    padding: '4px 16px',
    borderLeft: '4px solid var(--c-border)',
  },
  '& table': { borderCollapse: 'collapse' as const, display: 'block', overflowX: 'auto' as const },
  '& th, & td': { border: '1px solid var(--c-border)', padding: '6px 10px' },
};

/** The article body as the blog will show it, redrawn as the text changes. */
export function ArticlePreview({ markdown, hero }: { markdown: string; hero: string | null }) {
  const deferred = useDeferredValue(markdown);
  const [render, setRender] = useState<Render | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadRenderer().then(
      (next) => live && setRender(() => next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <p role="alert">{t.previewFailed}</p>;
  if (!render) return <p css={{ color: 'var(--c-textMuted)' }}>{t.previewLoading}</p>;
  return (
    <div
      data-testid="article-preview"
      css={previewCss}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the blog's renderer sanitised it with the site's allow-list (the same HTML as the blog's page).
      dangerouslySetInnerHTML={{ __html: render(deferred, hero) }}
    />
  );
}
