import { css } from '@emotion/react';
import { business, PhoneLink, SiteLink } from '@parquet-alsace/shared';
import { panelCss } from './panel';
import { texts } from './texts';

/** "Besoin d'aide ?": phone, e-mail and further reading. */
export function DownloadsHelp() {
  return (
    <section aria-labelledby="downloads-help" css={[panelCss, css`margin-top: 40px;`]}>
      <h2 id="downloads-help" css={css`margin-top: 0;`}>
        {texts.helpTitle}
      </h2>
      <p>{texts.helpText}</p>
      <ul css={css`display: flex; flex-wrap: wrap; gap: 8px 24px; padding: 0; list-style: none;`}>
        <li>
          {texts.helpCall}{' '}
          <PhoneLink source="downloads_cta" event="downloads_cta">
            {business.phone.display}
          </PhoneLink>
        </li>
        {business.email && (
          <li>
            {texts.helpMail} <a href={`mailto:${business.email}`}>{business.email}</a>
          </li>
        )}
      </ul>
      <nav aria-label={texts.helpLinks}>
        <ul
          css={css`display: flex; flex-wrap: wrap; gap: 8px 24px; padding: 0; list-style: none; margin: 0;`}
        >
          <li>
            <SiteLink href="/blog/">{texts.helpBlog}</SiteLink>
          </li>
          <li>
            <SiteLink href="/services/">{texts.helpServices}</SiteLink>
          </li>
          <li>
            <SiteLink href="/">{texts.helpHome}</SiteLink>
          </li>
        </ul>
      </nav>
    </section>
  );
}
