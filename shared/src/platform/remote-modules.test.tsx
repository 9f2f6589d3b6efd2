import { render, screen } from '@testing-library/react';
import { RemoteSlot, setRemoteModuleLoader } from './remote-modules';

afterEach(() => jest.restoreAllMocks());

it('shows the loading placeholder, then the remote component with its props', async () => {
  let resolve: (mod: unknown) => void = () => {};
  setRemoteModuleLoader(() => new Promise((r) => (resolve = r)));
  render(<RemoteSlot id="reviews/Testimonials" props={{ who: 'Anne' }} loading={<p>chargement</p>} fallback={<p>exemples</p>} />);
  expect(screen.getByText('chargement')).toBeInTheDocument();
  expect(screen.queryByText('exemples')).toBeNull();
  resolve({ default: ({ who }: { who: string }) => <p>Avis de {who}</p> });
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
