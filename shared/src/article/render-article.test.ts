import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import DOMPurify from 'dompurify';
import { renderArticleHtml } from './render-article';

const render = (md: string) => renderArticleHtml(md, DOMPurify);

describe('renderArticleHtml', () => {
  it('sets the text in French typography, and not the code, links or attributes', () => {
    const html = render(
      '## Mat ou satiné ?\n\nCliquez sur « [Demander un devis](/devis/?source=blog) » : réponse sous 24 h ; vite !\n\n`a ? b : c`\n\n![Avant : après](/media/a-960.jpg)',
    );
    expect(html).toContain('Mat ou satiné\u202f?</h2>');
    expect(html).toContain(
      'Cliquez sur «\u202f<a href="/devis/?source=blog">Demander un devis</a>\u202f»\u00a0: réponse sous 24\u00a0h\u202f; vite\u202f!',
    );
    expect(html).toContain('<code>a ? b : c</code>');
    expect(html).toContain('alt="Avant : après"');
  });

  it('turns Astuce, Attention and Info blockquotes into tip, warning and info blocks', () => {
    const html = render('> **Astuce :** a\n\n> **Attention :** b\n\n> **Info :** c\n\n> Une citation');
    expect(html).toContain('class="callout callout-tip"');
    expect(html).toContain('class="callout callout-warning"');
    expect(html).toContain('class="callout callout-info"');
    expect(html).toContain('<blockquote>');
  });

  it('bolds the key words', () => {
    expect(render('Il est essentiel de dépoussiérer.')).toContain('<strong>essentiel</strong>');
  });

  it('makes a captioned figure of an image followed by an italic line', () => {
    const html = render('![Parquet poncé](/media/articles/a-960.jpg)\n*Après le ponçage.*');
    expect(html).toMatch(
      /<figure class="article-figure"><img src="\/media\/articles\/a-960.jpg" alt="Parquet poncé" width="960" height="540" loading="lazy"[^>]*><figcaption>Après le ponçage.<\/figcaption><\/figure>/,
    );
  });

  it('leaves out the featured photo from the body, captioned or not, and keeps the others', () => {
    const hero = '/media/articles/escalier-960.jpg';
    const md = `![Escalier](${hero})\n\nTexte.\n\n![Escalier](${hero})\n*Légende.*\n\n![Autre](/media/articles/autre-960.jpg)`;
    const html = renderArticleHtml(md, DOMPurify, hero);
    expect(html).not.toContain(hero);
    expect(html).not.toContain('Légende.');
    expect(html).toContain('/media/articles/autre-960.jpg');
    expect(html).toContain('<p>Texte.</p>');
    expect(render(md)).toContain(hero);
  });

  it('splits long paragraphs into several', () => {
    const s = 'Une phrase assez longue pour compter dans la limite des cent vingt caractères du paragraphe.';
    expect(render(`${s} ${s} ${s}`).match(/<p>/g)).toHaveLength(3);
  });

  it('gives headings the anchors of the table of contents', () => {
    expect(render('## Avant de poncer\n\n## Avant de poncer')).toContain('<h2 id="avant-de-poncer-2">');
  });

  it('renders nothing executable from the malicious fixture', () => {
    const fixture = readFileSync(
      join(__dirname, '../../../content/fixtures/malicious-article.md'),
      'utf8',
    ).replace(/^---[\s\S]*?---\n/, '');
    const html = render(
      `${fixture}\n\n<a href="javascript:alert(2)" onclick="x()">a</a> <iframe src="//evil"></iframe> [b](JaVaScRiPt:alert(3)) <svg onload=alert(4)>`,
    );
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg/i);
    expect(html).toContain('clic');
  });
});
