import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { devModuleLoader } from './dev-modules';

type Loaded = { default: ComponentType<{ onClose?: () => void }> };

describe('a module of another remote, on a dev server without a running site', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is a French box naming the module, its app and what to start, not an error', async () => {
    const load = devModuleLoader('gallery', null);
    const { default: Search } = (await load('blog/SiteSearch')) as Loaded;
    render(<Search />);
    expect(screen.getByRole('heading', { name: 'Module d’une autre application' })).toBeInTheDocument();
    expect(screen.getByText(/« blog\/SiteSearch » appartient à l’application « blog »/)).toBeInTheDocument();
    expect(screen.getByText(/npm start/)).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('opens as a dialog that Escape closes when it stands for the quote wizard', async () => {
    const load = devModuleLoader('blog', { remotes: {}, supabaseUrl: '', supabaseAnonKey: '', gtmId: '' });
    const { default: Wizard } = (await load('quote/QuoteWizard')) as Loaded;
    const onClose = jest.fn();
    render(<Wizard onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Module d’une autre application' })).toHaveTextContent(
      '« quote »',
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
