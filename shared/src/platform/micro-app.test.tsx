import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { defineRoute, type MicroApp, RouteView } from './micro-app';

const backendDown = { value: true };
const list = defineRoute<{ items: string[] }>({
  path: '/liste/',
  load: async () => {
    if (backendDown.value) throw new Error('Service indisponible');
    return { items: ['Chêne'] };
  },
  head: () => ({ title: 'Liste', description: '', path: '/liste/' }),
  Component: ({ data }) => (
    <ul>
      {data.items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  ),
  Failed: ({ error, retry }) => (
    <div role="alert">
      {(error as Error).message}
      <button type="button" onClick={retry}>
        Réessayer
      </button>
    </div>
  ),
});
const plain = defineRoute<null>({
  path: '/simple/',
  load: async () => {
    throw new Error('down');
  },
  head: () => ({ title: 'Simple', description: '', path: '/simple/' }),
  Component: () => <p>simple</p>,
});
const app: MicroApp = {
  name: 'blog',
  routes: [list, plain],
  NotFound: () => <p>introuvable</p>,
  notFoundHead: () => ({ title: 'Introuvable', description: '', path: '/404/' }),
};

beforeEach(() => {
  backendDown.value = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('shows the route’s own failure state when its data cannot be loaded, and loads again on retry', async () => {
  render(
    <MemoryRouter initialEntries={['/liste/']}>
      <RouteView app={app} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
  backendDown.value = false;
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('listitem')).toHaveTextContent('Chêne');
});

it('falls back to the shared unavailable block for a route without a failure state', async () => {
  render(
    <MemoryRouter initialEntries={['/simple/']}>
      <RouteView app={app} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('momentanément indisponible');
});
