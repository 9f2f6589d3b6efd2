import { css } from '@emotion/react';
import { business } from '../facts/business-facts';
import { replyWithin } from '../facts/company-texts';
import type { IslandId } from '../platform/island-ids';
import { RemoteSlot } from '../platform/remote-modules';
import type { PageHead } from '../seo/head';
import { pageTitle } from '../seo/page-title';
import { Container, PhoneLink } from '../ui/primitives';
import { QuoteButton } from '../ui/quote-button';

/**
 * docs/product-rules.md#not-found-page. Every app renders it for a 404, so the server can answer
 * one anywhere. Its page_view is the shell's, sent once the head below is applied, with the
 * 404 title.
 */
/**
 * The fragments the not-found page shows, rendered by the server for every 404 (the search is an
 * island woken by the visitor's first interaction with it: the page loads no code before that).
 */
export const NOT_FOUND_FRAGMENTS: readonly IslandId[] = ['blog/SiteSearch'];

export function NotFoundPage() {
  return (
    <Container>
      <section css={css`padding: 48px 0; text-align: center;`}>
        <h1>Page non trouvée</h1>
        <p>La page que vous recherchez n’existe pas ou a été déplacée</p>
        <RemoteSlot id="blog/SiteSearch" trigger="interaction" fallback={null} />
        <div css={css`margin-top: 32px; padding: 24px; border-radius: 12px; background: var(--c-surface);`}>
          <h2 css={css`font-size: 1.2rem;`}>Besoin d’aide ?</h2>
          <p>Appelez-nous ou demandez votre devis gratuit&nbsp;: réponse {replyWithin()}.</p>
          <p
            css={css`display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; align-items: center;`}
          >
            <PhoneLink source="not_found">{business.phone.display}</PhoneLink>
            <QuoteButton source="not_found">Demander un devis</QuoteButton>
          </p>
        </div>
      </section>
    </Container>
  );
}

export function notFoundHead(url: URL): PageHead {
  return {
    title: pageTitle('Page non trouvée (404)'),
    description: 'La page que vous recherchez n’existe pas ou a été déplacée.',
    path: url.pathname,
    robots: 'noindex',
  };
}
