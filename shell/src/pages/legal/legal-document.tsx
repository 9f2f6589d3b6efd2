import { css } from '@emotion/react';
import { Breadcrumbs, breadcrumbsFor, Container, SecondaryNav, SiteLink } from '@parquet-alsace/shared';

export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  after?: readonly string[];
}

/** A legal text: title, optional dates and introduction, numbered or plain sections. */
export function LegalDocument({
  path,
  crumb,
  title,
  updated,
  intro,
  sections,
  links,
}: {
  path: string;
  crumb: string;
  title: string;
  updated?: string;
  intro?: readonly string[];
  sections: readonly LegalSection[];
  links?: ReadonlyArray<{ href: string; label: string }>;
}) {
  return (
    <>
      <SecondaryNav pathname={path} />
      <Container>
        <Breadcrumbs items={breadcrumbsFor(path, crumb)} />
        <article css={css`max-width: 48rem; padding: 16px 0 48px;`}>
          <h1>{title}</h1>
          {updated && <p css={css`color: var(--c-textMuted);`}>{updated}</p>}
          {intro?.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {sections.map((s) => (
            <section key={s.title}>
              <h2 css={css`font-size: 1.3rem; margin-top: 1.5em;`}>{s.title}</h2>
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.list && (
                <ul>
                  {s.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
          {links && (
            <p css={css`margin-top: 32px;`}>
              {links.map((l, i) => (
                <span key={l.href}>
                  {i > 0 && ' · '}
                  <SiteLink href={l.href}>{l.label}</SiteLink>
                </span>
              ))}
            </p>
          )}
        </article>
      </Container>
    </>
  );
}
