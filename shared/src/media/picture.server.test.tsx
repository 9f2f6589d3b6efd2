/** @jest-environment node */
import { css } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { Picture } from './picture';

// The server build of emotion writes its <style> tags into the HTML, next to the elements.
describe('Picture in the server HTML', () => {
  it('has no <style> between the sources and the <img> (else Chromium fetched the JPEG too)', () => {
    const html = renderToString(
      <Picture
        src="/media/home/hero-960.jpg"
        alt="Parquet"
        width={960}
        height={540}
        priority
        css={css`border-radius: 12px;`}
      />,
    );
    const picture = html.slice(html.indexOf('<picture'), html.indexOf('</picture>'));
    expect(picture).toMatch(
      /^<picture><source type="image\/avif"[^>]*\/><source type="image\/webp"[^>]*\/><img [^>]*\/>$/,
    );
    expect(picture).toMatch(/<img [^>]*fetchPriority="high"/);
    // The styles still reach the page, before the <picture>.
    expect(html.slice(0, html.indexOf('<picture'))).toMatch(/<style[^>]*>.*border-radius:12px/);
  });

  it('writes no fetchpriority for an ordinary image', () => {
    expect(
      renderToString(<Picture src="/media/home/hero-960.jpg" alt="" width={960} height={540} eager />),
    ).not.toMatch(/fetchpriority/i);
  });
});
