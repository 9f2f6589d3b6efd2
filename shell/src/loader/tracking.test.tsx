import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverPage } from './test-page';

type Layer = Array<Record<string, unknown>>;
const layer = () => (window as unknown as { dataLayer: Layer }).dataLayer;
const events = (name: string) => layer().filter((e) => e?.event === name);

let previous = new AbortController();

/** Loads the tracking module afresh, as a new page would (the previous page's listeners go). */
async function newPage({ prerendering = false, markup = '' } = {}) {
  previous.abort();
  previous = new AbortController();
  jest.resetModules();
  delete (window as unknown as { dataLayer?: Layer }).dataLayer;
  delete (window as unknown as { gtag?: unknown }).gtag;
  Object.defineProperty(document, 'prerendering', { value: prerendering, configurable: true });
  document.title = 'Accueil | Parquet Alsace Rénovation';
  serverPage();
  document.body.insertAdjacentHTML('beforeend', markup);
  const { startTracking } = await import('./tracking');
  startTracking('', { signal: previous.signal });
}

it('sets every consent signal to denied before anything else, then sends one page_view', async () => {
  await newPage();
  const first = Array.from(layer()[0] as unknown as ArrayLike<unknown>);
  expect(first.slice(0, 2)).toEqual(['consent', 'default']);
  expect(first[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
  expect(events('page_view')).toEqual([
    expect.objectContaining({ page_title: 'Accueil | Parquet Alsace Rénovation', page_path: '/' }),
  ]);
});

it('sends a page’s own view event with the parameters its markup names, once it is shown', async () => {
  await newPage({
    markup: `<article data-view-event="blog_article_view" data-view-params='{"article_title":"Poncer","article_category":"Entretien"}'></article>`,
  });
  expect(events('blog_article_view')).toEqual([
    expect.objectContaining({ article_title: 'Poncer', article_category: 'Entretien' }),
  ]);
});

it('a prerendered page counts its page_view only when the visitor opens it', async () => {
  await newPage({ prerendering: true });
  expect(events('page_view')).toHaveLength(0);
  Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
  document.dispatchEvent(new Event('prerenderingchange'));
  expect(events('page_view')).toHaveLength(1);
});

it('a click on a phone link is a phone_click with the source its markup names', async () => {
  await newPage();
  const header = document.getElementById('shell-header') as HTMLElement;
  const link = header.querySelector('a[href^="tel:"]') as HTMLAnchorElement;
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
  expect(events('phone_click')).toEqual([
    expect.objectContaining({ source: 'header', phone_number: '+33353012468' }),
  ]);
  expect(screen.getAllByRole('link', { name: /03 53 01 24 68/ }).length).toBeGreaterThan(0);
});

it('a phone link that names its page event sends it with the phone_click (gallery_cta…)', async () => {
  await newPage();
  const main = document.getElementById('app-pages') as HTMLElement;
  main.innerHTML =
    '<a href="tel:+33353012468" data-phone-source="gallery_cta" data-phone-event="gallery_cta">Appeler</a>';
  const link = main.querySelector('a') as HTMLAnchorElement;
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.setup().click(link);
  expect(events('phone_click')).toEqual([
    expect.objectContaining({ source: 'gallery_cta', phone_number: '+33353012468' }),
  ]);
  expect(events('gallery_cta')).toEqual([
    expect.objectContaining({
      event_category: 'contact',
      source: 'gallery_cta',
      phone_number: '+33353012468',
    }),
  ]);
});

it('sends the click events a static page names in its markup, on a click inside the element', async () => {
  await newPage({
    markup: `<div>
    <a href="#plaquette" data-track-click="document_download" data-track-params='{"document_name":"Plaquette"}'><span>Télécharger</span></a>
    <a href="#casse" data-track-click="document_download" data-track-params="{casse">Autre</a></div>`,
  });
  expect(events('document_download')).toHaveLength(0);
  await userEvent.click(screen.getByText('Télécharger'));
  expect(events('document_download')).toEqual([expect.objectContaining({ document_name: 'Plaquette' })]);
  // Unreadable parameters still send the event, without them.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  await userEvent.click(screen.getByText('Autre'));
  expect(events('document_download')).toHaveLength(2);
});
