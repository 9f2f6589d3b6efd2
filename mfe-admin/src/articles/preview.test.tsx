import { render, screen } from '@testing-library/react';
import { ArticlePreview } from './preview';

const hostile = [
  '## Titre',
  '',
  '<script>window.__pwned = 1</script>',
  '',
  '<img src=x onerror="window.__pwned = 2">',
  '',
  '[un lien](javascript:window.__pwned=3) et **important**',
  '',
  '> **Astuce :** poncez dans le sens du bois.',
].join('\n');

test('the preview is the blog’s own rendering: its headings, callouts and emphasis, and nothing executable', async () => {
  render(<ArticlePreview markdown={hostile} hero={null} />);
  const preview = await screen.findByTestId('article-preview', {}, { timeout: 15_000 });
  expect(preview.querySelector('h2#titre')?.textContent).toBe('Titre');
  expect(preview.querySelector('aside.callout-tip')).not.toBeNull();
  expect(preview.querySelector('strong')?.textContent).toBe('important');
  expect(preview.querySelector('script, [onerror], iframe')).toBeNull();
  expect(preview.innerHTML).not.toMatch(/javascript:|onerror|<script/i);
  expect(preview.querySelector('a')).toBeNull();
  expect(preview.textContent).toContain('un lien');
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('the featured image is not repeated in the body, as on the blog', async () => {
  const hero = '/storage/v1/object/public/article-images/x/photo-960.jpg';
  render(
    <ArticlePreview
      markdown={`![Salon](${hero})\n\n![Escalier](/media/articles/escalier-960.jpg)`}
      hero={hero}
    />,
  );
  const preview = await screen.findByTestId('article-preview', {}, { timeout: 15_000 });
  expect([...preview.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Escalier']);
});
