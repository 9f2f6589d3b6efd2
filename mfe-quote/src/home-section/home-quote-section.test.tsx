import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import HomeQuoteSection from './home-quote-section';

test('a surface and a type chosen before the island woke are the ones the wizard opens with', async () => {
  // The server's HTML, as the home page carries it before the section's code arrives.
  const container = document.createElement('div');
  container.innerHTML = renderToString(<HomeQuoteSection />);
  document.body.append(container);
  // The visitor drags the slider and picks "Appartement" on the static markup.
  const slider = screen.getByRole('slider');
  (slider as HTMLInputElement).value = '120';
  (screen.getByRole('radio', { name: /Appartement/ }) as HTMLInputElement).checked = true;

  const opened: unknown[] = [];
  const listener = (event: Event) => opened.push((event as CustomEvent).detail);
  document.addEventListener('site:open-quote', listener);
  await act(async () => {
    hydrateRoot(container, <HomeQuoteSection />);
  });
  fireEvent.click(screen.getByRole('button', { name: /Obtenir mon devis gratuit/ }));
  document.removeEventListener('site:open-quote', listener);

  expect(opened).toEqual([{ source: 'home_quote_section', surface: 120, propertyType: 'appartement' }]);
  expect(screen.getByRole('slider')).toHaveValue('120');
  container.remove();
});
