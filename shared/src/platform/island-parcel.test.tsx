import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppProps } from 'single-spa';
import { reactIsland } from './island-parcel';
import { islandKey } from './islands';
import { AppProviders } from './providers';

function Counter({ start = 0 }: { start?: number }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <div>
      <label htmlFor={id}>Surface</label>
      <input id={id} defaultValue="25" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {`Compteur ${count}`}
      </button>
    </div>
  );
}

const singleSpa = { name: 'island', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;
const key = islandKey('quote/HomeQuoteSection');

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('hydrates the server’s HTML of an island without a mismatch, ids included, and then works', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  // As the remote's server bundle renders it (renderFragment): its own root, the same prefix.
  container.innerHTML = renderToString(
    <AppProviders>
      <Counter start={2} />
    </AppProviders>,
    { identifierPrefix: key },
  );
  const serverInput = container.querySelector('input');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const parcel = reactIsland(Counter);
  // The mount resolves once React has hydrated, which act() lets happen when its callback returns.
  let mounted: Promise<void> = Promise.resolve();
  await act(async () => {
    mounted = (parcel.mount as (p: object) => Promise<void>)({
      ...singleSpa,
      domElement: container,
      hydrate: true,
      identifierPrefix: key,
      islandProps: { start: 2 },
    });
  });
  await mounted;
  expect(errors).not.toHaveBeenCalled();
  // Hydrated, not redrawn: the very same element, still labelled.
  expect(screen.getByLabelText('Surface')).toBe(serverInput);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Compteur 2' }));
  expect(screen.getByRole('button', { name: 'Compteur 3' })).toBeInTheDocument();
  await act(async () => {
    await (parcel.unmount as (p: object) => Promise<void>)({ ...singleSpa });
  });
  expect(container).toBeEmptyDOMElement();
});

it('renders an island the server could not render, from scratch', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<p>emplacement</p>';
  await act(async () => {
    await (reactIsland(Counter).mount as (p: object) => Promise<void>)({
      ...singleSpa,
      domElement: container,
      hydrate: false,
      identifierPrefix: key,
      islandProps: {},
    });
  });
  expect(screen.queryByText('emplacement')).toBeNull();
  expect(screen.getByRole('button', { name: 'Compteur 0' })).toBeInTheDocument();
});

function ReviewLikeForm() {
  const [sent, setSent] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(true);
      }}
    >
      <button type="submit">Envoyer</button>
      {sent && <p>Envoyé</p>}
    </form>
  );
}

it('resolves its mount only once hydrated: a form sent again right then is React’s, never native', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <AppProviders>
      <ReviewLikeForm />
    </AppProviders>,
    { identifierPrefix: key },
  );
  const form = container.querySelector('form') as HTMLFormElement;
  const nativeSubmissions: boolean[] = [];
  // Listening on the document: after React's own listener on the root.
  const onSubmit = (event: Event) => nativeSubmissions.push(!event.defaultPrevented);
  document.addEventListener('submit', onSubmit);
  let mounted: Promise<void> = Promise.resolve();
  let resolvedEarly = false;
  await act(async () => {
    mounted = (reactIsland(ReviewLikeForm).mount as (p: object) => Promise<void>)({
      ...singleSpa,
      domElement: container,
      hydrate: true,
      identifierPrefix: key,
      islandProps: {},
    });
    void mounted.then(() => {
      resolvedEarly = true;
    });
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    // Hydration has not run yet inside this act() callback: the mount must still be pending.
    expect(resolvedEarly).toBe(false);
  });
  await mounted;
  await act(async () => {
    form.requestSubmit();
  });
  document.removeEventListener('submit', onSubmit);
  expect(nativeSubmissions).toEqual([false]);
  expect(screen.getByText('Envoyé')).toBeInTheDocument();
});
