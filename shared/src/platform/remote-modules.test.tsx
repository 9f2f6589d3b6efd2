import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FragmentsContext } from './fragments';
import { RemoteSlot, setRemoteModuleLoader } from './remote-modules';

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

it('shows the loading placeholder, then the remote component with its props', async () => {
  let resolve: (mod: unknown) => void = () => {};
  setRemoteModuleLoader(() => new Promise((r) => (resolve = r)));
  render(
    <RemoteSlot
      id="reviews/ShareBar"
      props={{ pageUrl: '/reviews/', text: 'Anne' }}
      loading={<p>chargement</p>}
      fallback={<p>exemples</p>}
    />,
  );
  expect(screen.getByText('chargement')).toBeInTheDocument();
  expect(screen.queryByText('exemples')).toBeNull();
  resolve({ default: ({ text }: { text: string }) => <p>Avis de {text}</p> });
  expect(await screen.findByText('Avis de Anne')).toBeInTheDocument();
});

it('shows the fallback once loading fails', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  setRemoteModuleLoader(() => Promise.reject(new Error('remote down')));
  render(<RemoteSlot id="reviews/Testimonials" loading={<p>chargement</p>} fallback={<p>exemples</p>} />);
  expect(await screen.findByText('exemples')).toBeInTheDocument();
  expect(screen.queryByText('chargement')).toBeNull();
});

it('uses the fallback while loading when no placeholder is given', () => {
  setRemoteModuleLoader(() => new Promise(() => {}));
  render(<RemoteSlot id="quote/HomeQuoteSection" fallback={<p>section utilisable</p>} />);
  expect(screen.getByText('section utilisable')).toBeInTheDocument();
});

function Reviews({ initial }: { initial?: string[] }) {
  return (
    <ul>
      {(initial ?? ['(chargement)']).map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

describe('a fragment the server rendered', () => {
  const slot = (
    <RemoteSlot
      id="reviews/Testimonials"
      loading={<p>chargement</p>}
      fallback={<p>exemples</p>}
      whenVisible
    />
  );
  const withFragment = (html?: string) => (
    <FragmentsContext.Provider
      value={{ 'reviews/Testimonials': { html, data: ['Parquet superbe', 'Équipe soignée'] } }}
    >
      {slot}
    </FragmentsContext.Provider>
  );

  it('is in the server HTML, and kept as is by hydration until its remote arrives, then rendered from the same data', async () => {
    const serverHtml = renderToString(<Reviews initial={['Parquet superbe', 'Équipe soignée']} />);
    const container = document.createElement('div');
    container.innerHTML = renderToString(withFragment(serverHtml));
    document.body.appendChild(container);
    expect(container.querySelector('[data-fragment="reviews/Testimonials"]')?.innerHTML).toBe(serverHtml);

    let resolve: (mod: unknown) => void = () => {};
    const loader = jest.fn(() => new Promise((r) => (resolve = r)));
    setRemoteModuleLoader(loader);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, withFragment());
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Parquet superbe',
      'Équipe soignée',
    ]);
    expect(screen.queryByText('chargement')).toBeNull();
    expect(console.error).not.toHaveBeenCalled();

    // jsdom has no IntersectionObserver: the slot loads at once, as when scrolled near.
    await act(async () => resolve({ default: Reviews }));
    expect(loader).toHaveBeenCalledWith('reviews/Testimonials');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Parquet superbe',
      'Équipe soignée',
    ]);
    container.remove();
  });

  it('falls back to the placeholders when the page holds no server HTML for it', () => {
    setRemoteModuleLoader(() => new Promise(() => {}));
    render(withFragment());
    expect(screen.getByText('chargement')).toBeInTheDocument();
  });
});
