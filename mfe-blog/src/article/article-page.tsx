import { css } from '@emotion/react';
import {
  Breadcrumbs,
  business,
  Container,
  formatQuantity,
  Island,
  PhoneLink,
  QuoteButton,
  SiteLink,
  ThemeToggle,
} from '@parquet-alsace/shared';
import { type Heading, sidebarHeadings, sommaireHeadings } from '@parquet-alsace/shared/article-rules';
import { ArticleCard, ArticleImage, cardGrid } from '../articles/article-card';
import { formatFrenchDate, tagPath } from '../articles/article-rules';
import { listTexts } from '../articles/texts';
import type { ArticleData } from './article-data';
import ArticleGallery from './article-gallery';
import ContactForm from './contact-form';
import { articleTexts as t } from './texts';

const layout = css`
  display: grid; gap: 32px; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) { grid-template-columns: 300px minmax(0, 1fr); }
`;
const sidebar = css`
  display: none;
  @media (min-width: 1024px) { display: block; }
`;
/**
 * On wide screens the column stays beside the text while the visitor reads (sticky under the
 * site header, docs/product-rules.md#article-page): its table of contents stays in reach. Taller
 * than the screen, it scrolls on its own, so the contact form at its end is never cut off.
 */
const sidebarSticky = css`
  position: sticky;
  /* Under the sticky header, as anchors land (the page's scroll-padding-top). */
  top: 80px;
  max-height: calc(100vh - 96px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: 4px;
`;
const body = css`
  font-size: 1.08rem; line-height: 1.7;
  h2 { margin-top: 2em; } h2, h3, h4 { scroll-margin-top: 90px; line-height: 1.3; }
  img { max-width: 100%; height: auto; border-radius: 10px; }
  figure { margin: 24px 0; } figcaption { color: var(--c-textMuted); font-style: italic; font-size: 0.95rem; margin-top: 6px; }
  a { color: var(--c-link); }
  blockquote { margin: 16px 0; padding: 4px 16px; border-left: 4px solid var(--c-border); color: var(--c-textMuted); }
  .callout { margin: 20px 0; padding: 12px 16px; border-radius: 10px; background: var(--c-surface); border-left: 6px solid var(--c-link); }
  .callout p { margin: 6px 0; }
  .callout-tip { border-left-color: var(--c-success); }
  .callout-warning { border-left-color: var(--c-danger); }
  table { border-collapse: collapse; width: 100%; display: block; overflow-x: auto; }
  th, td { border: 1px solid var(--c-border); padding: 6px 10px; text-align: left; }
`;

function Contents({ headings, label }: { headings: Heading[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol
        css={css`list-style: none; padding: 0; margin: 0; li { margin: 4px 0; } a { color: var(--c-link); }`}
      >
        {headings.map((h) => (
          <li key={h.id} css={{ paddingLeft: `${Math.max(0, h.level - 2) * 14}px` }}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/* The top of the article, under the site header: it scrolls with the page, since the header
   stays on screen with the phone and "Devis" (one sticky header, not two rows of buttons). */
const bar = css`
  background: var(--c-bg, var(--c-surface)); border-bottom: 1px solid var(--c-border);
  nav { display: flex; gap: 12px; align-items: center; min-height: 56px; flex-wrap: wrap; padding: 6px 0; }
  nav > a:not([data-open-quote]) { color: var(--c-link); display: inline-flex; align-items: center; min-height: 44px; }
  .bar-actions { margin-left: auto; display: flex; gap: 8px; align-items: center; }
  .bar-phone { display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-width: 44px; min-height: 44px; padding: 0 10px; border-radius: 999px; border: 1px solid var(--c-border); color: var(--c-text); font-weight: 700; text-decoration: none; }
  /* On a phone: the icon only, named for screen readers; the number where there is room. */
  @media (max-width: 699px) {
    nav { gap: 8px; }
    .bar-back { display: none; }
    .bar-phone { padding: 0; }
    .bar-phone-number { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
`;

/** The article's bar: the way back, the theme, the phone and the quote (docs/product-rules.md#article-page). */
function ArticleBar() {
  return (
    <div css={bar}>
      <Container>
        <nav aria-label="Navigation de l'article">
          <SiteLink href="/">Accueil</SiteLink>
          <SiteLink href="/blog/">Blog</SiteLink>
          <SiteLink href="/blog/" className="bar-back">
            ← {t.backToBlog}
          </SiteLink>
          <span className="bar-actions">
            <ThemeToggle />
            <PhoneLink source="blog_article_bar" className="bar-phone">
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
              </svg>
              <span className="bar-phone-number">
                <span className="visually-hidden">Appeler le </span>
                {business.phone.display}
              </span>
            </PhoneLink>
            <QuoteButton source="blog_article_bar" css={css`min-height: 44px; padding: 8px 14px;`}>
              {t.quoteShort}
            </QuoteButton>
          </span>
        </nav>
      </Container>
    </div>
  );
}

/** docs/product-rules.md#article-page, in that order; the body HTML was sanitised when it was loaded. */
export function ArticlePage({ data }: { data: ArticleData }) {
  const a = data.article;
  if (!a) {
    return (
      <Container>
        <h1>{t.notFound}</h1>
        <SiteLink href="/blog/">{t.backToBlog}</SiteLink>
      </Container>
    );
  }
  const date = formatFrenchDate(a.published_at);
  const sommaire = sommaireHeadings(data.headings);
  return (
    <>
      <ArticleBar />
      <Container>
        <Breadcrumbs
          items={[
            { name: 'Accueil', path: '/' },
            { name: 'Blog', path: '/blog/' },
            { name: a.title, path: `/blog/${a.slug}/` },
          ]}
        />
        <div css={layout}>
          <aside css={sidebar} aria-label="Informations sur l'article">
            <div css={sidebarSticky}>
              <dl
                css={css`display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; margin: 0 0 16px; dt { color: var(--c-textMuted); }`}
              >
                <dt>Lecture</dt>
                <dd css={{ margin: 0 }}>{formatQuantity(a.reading_minutes, 'min')}</dd>
                {date && (
                  <>
                    <dt>Publié le</dt>
                    <dd css={{ margin: 0 }}>{date}</dd>
                  </>
                )}
                <dt>Catégorie</dt>
                <dd css={{ margin: 0 }}>{a.category?.name ?? 'Conseils'}</dd>
              </dl>
              <p css={{ fontWeight: 700 }}>{t.professional}</p>
              {sidebarHeadings(data.headings).length > 0 && (
                <>
                  <h2 css={{ fontSize: '1rem' }}>{t.contents}</h2>
                  <Contents headings={sidebarHeadings(data.headings)} label={t.contents} />
                </>
              )}
              <div css={{ marginTop: 24 }}>
                <Island
                  id="blog/ContactForm"
                  instance="sidebar"
                  Component={ContactForm}
                  props={{ article: { title: a.title, slug: a.slug } }}
                  trigger="interaction"
                />
              </div>
            </div>
          </aside>
          <div>
            <article
              // The page's loader sends it with the page_view (docs/product-rules.md#analytics-events).
              data-view-event="blog_article_view"
              data-view-params={JSON.stringify({
                article_title: a.title,
                article_category: a.category?.name ?? 'uncategorized',
              })}
            >
              {a.featured_image && (
                <div css={{ borderRadius: 14, overflow: 'hidden' }}>
                  <ArticleImage
                    src={a.featured_image}
                    alt=""
                    eager
                    priority
                    sizes="(min-width: 1024px) 860px, 100vw"
                  />
                </div>
              )}
              <p
                css={css`display: flex; flex-wrap: wrap; gap: 10px; align-items: center; color: var(--c-textMuted); margin-top: 16px;`}
              >
                {date && a.published_at && <time dateTime={a.published_at}>{date}</time>}
                <span>· {listTexts.minutes(a.reading_minutes)}</span>
                <span
                  css={css`padding: 2px 10px; border-radius: 999px; background: var(--c-surface); border: 1px solid var(--c-border); color: var(--c-text);`}
                >
                  {a.category?.name ?? 'Conseils'}
                </span>
              </p>
              <h1 css={{ fontSize: 'clamp(1.7rem, 4vw, 2.4rem)', lineHeight: 1.2 }}>{a.title}</h1>
              <p css={{ fontSize: '1.15rem', color: 'var(--c-textMuted)' }}>{a.excerpt}</p>
              {data.photos.length > 0 && (
                <Island
                  id="blog/ArticleGallery"
                  Component={ArticleGallery}
                  props={{ photos: data.photos, total: data.photoCount }}
                  trigger="interaction"
                />
              )}
              {sommaire.length > 0 && (
                <details
                  open
                  css={css`margin: 24px 0; padding: 12px 16px; border-radius: 12px; background: var(--c-surface); border: 1px solid var(--c-border); summary { cursor: pointer; font-weight: 700; min-height: 32px; }`}
                >
                  <summary>{t.sommaire}</summary>
                  <Contents headings={sommaire} label={t.sommaire} />
                </details>
              )}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by marked and sanitised by DOMPurify with an allow-list (shared/src/article/render-article.ts). */}
              <div css={body} dangerouslySetInnerHTML={{ __html: data.html }} />
              {data.needsCta && (
                <aside
                  aria-label={t.contactCtaTitle}
                  css={css`margin: 24px 0; padding: 16px 20px; border-radius: 12px; border: 2px solid var(--c-accent);`}
                >
                  <p css={{ fontWeight: 700, fontSize: '1.15rem', marginTop: 0 }}>{t.contactCtaTitle}</p>
                  <p>{t.contactCtaText}</p>
                  <QuoteButton source="blog_article_body">{t.quote}</QuoteButton>
                </aside>
              )}
              {a.keywords.length > 0 && (
                <ul
                  aria-label={t.keywords}
                  css={css`display: flex; flex-wrap: wrap; gap: 8px; list-style: none; padding: 0; a { display: inline-block; padding: 6px 12px; border-radius: 999px; border: 1px solid var(--c-border); color: var(--c-link); }`}
                >
                  {a.keywords.map((k) => (
                    <li key={k}>
                      <SiteLink href={tagPath(k)}>#{k}</SiteLink>
                    </li>
                  ))}
                </ul>
              )}
              <section
                aria-labelledby="article-questions"
                css={css`margin: 32px 0; padding: 20px; border-radius: 12px; background: var(--c-surface);`}
              >
                <h2 id="article-questions" css={{ marginTop: 0 }}>
                  {t.questions}
                </h2>
                <p>{t.questionsText}</p>
                <p css={css`display: flex; flex-wrap: wrap; gap: 12px; align-items: center;`}>
                  <QuoteButton source="blog_article_questions">{t.quote}</QuoteButton>
                  <PhoneLink source="blog_article" event="blog_article_cta">
                    Appeler le {business.phone.display}
                  </PhoneLink>
                </p>
              </section>
            </article>
            <div css={css`margin: 0 0 40px; @media (min-width: 1024px) { display: none; }`}>
              <Island
                id="blog/ContactForm"
                instance="bottom"
                Component={ContactForm}
                props={{ article: { title: a.title, slug: a.slug } }}
                trigger="interaction"
              />
            </div>
            {data.related.length > 0 && (
              <section aria-labelledby="related-articles">
                <h2 id="related-articles">{t.related}</h2>
                <ul css={cardGrid}>
                  {data.related.map((r) => (
                    <li key={r.id}>
                      <ArticleCard article={r} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </Container>
    </>
  );
}

export function ArticleSkeleton() {
  return (
    <Container>
      <div aria-busy="true" css={{ minHeight: '80vh', paddingTop: 24 }}>
        <span className="visually-hidden">Chargement de l'article…</span>
        <div
          css={{ aspectRatio: '16 / 9', maxWidth: 860, background: 'var(--c-surface)', borderRadius: 14 }}
        />
      </div>
    </Container>
  );
}
