import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './lifecycles';

function SearchForm() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  return (
    <form>
      <label>
        Rechercher
        <input value={search} onChange={(e) => setSearch(e.target.value)} />
      </label>
      <label>
        Catégorie
        <select value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">Toutes</option>
          <option value="escalier">Escalier</option>
        </select>
      </label>
      <output>{`recherche=${search};catégorie=${category}`}</output>
    </form>
  );
}

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm />);
  document.body.appendChild(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('keeps what the visitor typed and chose in the server HTML before hydration', async () => {
  const container = serverRendered();
  (container.querySelector('input') as HTMLInputElement).value = 'escalier chêne';
  (container.querySelector('select') as HTMLSelectElement).value = 'escalier';

  await act(async () => {
    hydrateInSlices(container, <SearchForm />);
  });

  expect(screen.getByRole('status')).toHaveTextContent('recherche=escalier chêne;catégorie=escalier');
  expect(screen.getByLabelText('Rechercher')).toHaveValue('escalier chêne');
});

it('changes nothing when nothing was typed', async () => {
  const container = serverRendered();
  await act(async () => {
    hydrateInSlices(container, <SearchForm />);
  });
  expect(screen.getByRole('status')).toHaveTextContent('recherche=;catégorie=');
});
