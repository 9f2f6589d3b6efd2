import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateInSlices } from './hydration';

function SearchForm() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [type, setType] = useState<'maison' | 'appartement'>('maison');
  const [urgent, setUrgent] = useState(false);
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
      <label>
        <input type="radio" name="type" checked={type === 'maison'} onChange={() => setType('maison')} />
        Maison
      </label>
      <label>
        <input
          type="radio"
          name="type"
          checked={type === 'appartement'}
          onChange={() => setType('appartement')}
        />
        Appartement
      </label>
      <label>
        <input type="checkbox" checked={urgent} onChange={(e) => setUrgent(e.target.checked)} />
        Urgent
      </label>
      <output>{`recherche=${search};catégorie=${category};type=${type};urgent=${urgent}`}</output>
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

it('keeps the option and the box the visitor picked before hydration', async () => {
  const container = serverRendered();
  (container.querySelector('input[type=radio]:not([checked])') as HTMLInputElement).checked = true;
  (container.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;

  await act(async () => {
    hydrateInSlices(container, <SearchForm />);
  });

  expect(screen.getByRole('status')).toHaveTextContent('type=appartement;urgent=true');
  expect(screen.getByLabelText('Appartement')).toBeChecked();
  expect(screen.getByLabelText('Urgent')).toBeChecked();
});

it('changes nothing when nothing was typed', async () => {
  const container = serverRendered();
  await act(async () => {
    hydrateInSlices(container, <SearchForm />);
  });
  expect(screen.getByRole('status')).toHaveTextContent('recherche=;catégorie=;type=maison;urgent=false');
});
